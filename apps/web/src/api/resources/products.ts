import { productContract } from '@academy/contracts/entities/product';
import { createResourceApi } from './create-resource-api.ts';

/** The shop's products (spec §3 Product): bundles of courses and books sold for a number of days. */
export const productsApi = createResourceApi(productContract);
