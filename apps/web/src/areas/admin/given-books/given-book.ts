import type { ItemOf } from '@academy/contracts/common/resource-contract';
import type { companyBookContract, userBookContract } from '@academy/contracts/entities/book';

/** Company books and user books have the same shape on the book's side: a book and its last day. */
export type GivenBookContract = typeof companyBookContract | typeof userBookContract;
export type GivenBook = ItemOf<GivenBookContract>;
