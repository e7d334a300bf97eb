import { companyBookContract, userBookContract } from '@academy/contracts/entities/book';
import { createResourceApi } from './create-resource-api.ts';

/** Books given to a whole company until an end date (spec §3 Company-book); administrators give them. */
export const companyBooksApi = createResourceApi(companyBookContract);

/** Books given to one person until an end date (spec §3 User-book); administrators give them. */
export const userBooksApi = createResourceApi(userBookContract);
