import { tenantContract } from '@academy/contracts/entities/tenant';
import { createResourceApi } from './create-resource-api.ts';

/** The tenant (the academy installation): its name, logo, tag manager id and settings; admins change them. */
export const tenantsApi = createResourceApi(tenantContract);
