import { boolean, date, index, integer, pgTable, serial, unique, varchar } from 'drizzle-orm/pg-core';
import { entityColumns, timestampColumn } from './columns.ts';
import { products, receipts } from './learning.ts';
import { companies, users } from './tenancy.ts';
import { tenants } from './tenants.ts';

/**
 * One attempt to buy a product (issue 24): made by the buyer, paid at the provider, and completed or declined
 * only by the provider's verified webhook. `uuid` is what the browser, the provider's custom data and the
 * receipt name it by; the provider's transaction id stays here and is never answered but to open Paddle.js.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    ...entityColumns(),
    provider: varchar({ length: 20 }).$type<'paddle' | 'local'>().notNull(),
    provider_transaction_id: varchar({ length: 200 }),
    product_id: integer().references(() => products.id, { onDelete: 'set null' }),
    user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The company a seat purchase is for; null for a personal purchase. */
    company_id: integer().references(() => companies.id, { onDelete: 'set null' }),
    /** The company a personal purchase's enrollments are recorded in (the one the buyer acted in). */
    buyer_company_id: integer().references(() => companies.id, { onDelete: 'set null' }),
    seats: integer().notNull().default(1),
    /** The price at checkout, in the smallest currency unit, for all seats. */
    amount: integer().notNull(),
    currency: varchar({ length: 3 }).notNull(),
    /** The buyer's language at checkout: the receipt mail's. */
    locale: varchar({ length: 5 }).$type<'en' | 'nb'>().notNull().default('en'),
    status: varchar({ length: 20 })
      .$type<'open' | 'completed' | 'declined' | 'refunded'>()
      .notNull()
      .default('open'),
    /** The last day of the access the completed purchase gave. */
    end_date: date({ mode: 'string' }),
    completed_at: timestampColumn(),
    declined_at: timestampColumn(),
  },
  (t) => [
    unique('checkouts_provider_transaction_key').on(t.provider, t.provider_transaction_id),
    index('checkouts_user_idx').on(t.user_id),
  ],
);

/** What a receipt gave, so a refund takes back exactly that and nothing the buyer had otherwise. */
export const receiptGrantKinds = [
  'enrollment',
  'user_book',
  'company_book',
  'seat_grant',
  'company_course',
] as const;
export type ReceiptGrantKind = (typeof receiptGrantKinds)[number];

export const receiptGrants = pgTable(
  'receipt_grants',
  {
    id: serial().primaryKey(),
    tenant_id: integer()
      .notNull()
      .references(() => tenants.id),
    receipt_id: integer()
      .notNull()
      .references(() => receipts.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 20 }).$type<ReceiptGrantKind>().notNull(),
    /** The row given or extended (enrollments, user_books, company_books, company_course_grants, company_courses). */
    target_id: integer().notNull(),
    /** True when the purchase made the row; false when it extended one the buyer already had. */
    created: boolean().notNull(),
    /** The row's end before the purchase extended it (null: it had none, or the purchase made the row). */
    previous_end_date: date({ mode: 'string' }),
    created_at: timestampColumn().notNull().defaultNow(),
  },
  (t) => [index('receipt_grants_receipt_idx').on(t.receipt_id)],
);
