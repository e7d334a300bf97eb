import {
  type PaymentProvider,
  type ReceiptStatus,
  receiptContract,
} from '@academy/contracts/entities/receipt';
import { eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { products, receipts } from '../../db/schema/learning.ts';
import { companies, users } from '../../db/schema/tenancy.ts';
import { defineResource } from '../../platform/resource/define-resource.ts';
import { referenceFilter } from '../../platform/resource/reference-filter.ts';
import { belongsTo, summary } from '../../platform/resource/relations.ts';
import { nameOrEmailLike } from '../users/index.ts';
import { receiptCompaniesOf, receiptPolicy, seesAllReceipts } from './payments.policy.ts';

const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Receipts (issue 24): the admin's orders list, a manager's seat purchases, a learner's own purchases.
 * Read-only: the provider's verified webhook writes them; refunds are the named `shop.receipts.refund`.
 * Presented by the contract's keys: the provider's transaction id and the event payload never leave.
 */
export const receiptResource = defineResource(receiptContract, {
  table: receipts,
  policy: receiptPolicy,
  label: { en: 'Receipt', nb: 'Kvittering' },
  header: (row) => `${row.currency} ${(row.amount / 100).toFixed(2)}`,
  hidden: ['payload', 'checkout_id'],
  visibility: (actor) => {
    if (seesAllReceipts(actor)) return undefined;
    if (!actor.user) return false;
    const managed = receiptCompaniesOf(actor);
    const own = eq(receipts.user_id, actor.user.id);
    return managed.length ? or(own, inArray(receipts.company_id, managed)) : own;
  },
  searchElsewhere: (pattern) =>
    sql`(${receipts.product_id} in (select p.id from ${products} p where p.name ilike ${pattern})
      or ${receipts.user_id} in (select ${users.id} from ${users} where ${nameOrEmailLike(pattern)})
      or ${receipts.company_id} in (select c.id from ${companies} c where c.name ilike ${pattern}))`,
  sorts: { created_at: receipts.created_at, amount: receipts.amount, refunded_at: receipts.refunded_at },
  defaultSort: '-created_at',
  filters: {
    product: (value) => referenceFilter(receipts.product_id, products, value),
    company: (value) => referenceFilter(receipts.company_id, companies, value),
    user: (value) => referenceFilter(receipts.user_id, users, value),
    status: (value) => eq(receipts.status, value),
    provider: (value) => eq(receipts.provider, value),
    from: (value) => gte(receipts.created_at, value),
    to: (value) => lt(receipts.created_at, nextDay(value)),
  },
  relations: {
    // The product bought is named to whoever reads the receipt, like the shop names it to everyone.
    product: belongsTo(products, 'product_id', {
      always: true,
      catalogue: 'the product a receipt paid for is named wherever the receipt is read',
      pick: summary('products', 'product', (row) => row.name),
    }),
    user: belongsTo(users, 'user_id', {
      always: true,
      pick: summary(
        'users',
        'user',
        (row) => `${row.first_name} ${row.last_name}`,
        (row) => ({ email: row.email }),
      ),
    }),
    company: belongsTo(companies, 'company_id', {
      always: true,
      pick: summary('companies', 'company', (row) => row.name),
    }),
  },
  present: (row) => ({
    provider: row.provider as PaymentProvider,
    status: row.status as ReceiptStatus,
    checkout_uuid: row.checkout_id,
  }),
});
