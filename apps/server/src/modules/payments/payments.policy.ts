import type { AbilityOf } from '@academy/contracts/common/resource-contract';
import type { receiptContract } from '@academy/contracts/entities/receipt';
import type { receipts } from '../../db/schema/learning.ts';
import { type Actor, isAdmin, managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import { definePolicy, never } from '../../platform/policy/define-policy.ts';
import type { RowOf } from '../../platform/resource/define-resource.ts';

type ReceiptRow = Pick<RowOf<typeof receipts>, 'user_id' | 'company_id' | 'status'>;

/** Administrators see every receipt (the admin's orders screen). */
export const seesAllReceipts = (actor: Actor) => isAdmin(actor);

/** The companies whose seat purchases a manager sees: those they manage, in the company they act in. */
export const receiptCompaniesOf = (actor: Actor) => (actor.user ? managedCompanyIdsInScope(actor) : []);

/** Seats are bought for a company by its managers (in it) and by administrators. */
export const buysSeatsFor = (actor: Actor, companyId: number) =>
  isAdmin(actor) || (actor.user !== null && managedCompanyIdsInScope(actor).includes(companyId));

const readsReceipt = (actor: Actor, row: ReceiptRow) =>
  seesAllReceipts(actor) ||
  (actor.user !== null && row.user_id === actor.user.id) ||
  (row.company_id !== null && receiptCompaniesOf(actor).includes(row.company_id));

/**
 * Receipts (issue 24): written by the provider's verified webhook only, never through the API. Administrators
 * read all and refund (through the provider); a manager reads the seat purchases of the company they manage,
 * a learner their own purchases. An API key reads none (receipts are outside every key permission).
 */
export const receiptPolicy = definePolicy<ReceiptRow, AbilityOf<typeof receiptContract>>({
  viewAny: (actor) => actor.user !== null,
  create: () => false,
  view: readsReceipt,
  update: never,
  delete: never,
  refund: (actor, row) => isAdmin(actor) && row.status === 'completed',
});
