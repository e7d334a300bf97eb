import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';
import { defineResourceContract, filterValue } from '../common/resource-contract.ts';
import { summarySchema, userSummarySchema } from '../common/summary.ts';

/** Who took the payment: Paddle Billing, or the academy's own sandbox (no money moves). */
export const paymentProviders = ['paddle', 'local'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

export const receiptStatuses = ['completed', 'refunded'] as const;
export type ReceiptStatus = (typeof receiptStatuses)[number];

/**
 * A completed purchase (issue 24, admin orders and receipts). Presented by allow-list: the provider's own ids
 * (transaction, customer, Paddle product) and the webhook payload are never part of it.
 */
export const receiptSchema = baseEntitySchema.extend({
  provider: z.enum(paymentProviders),
  status: z.enum(receiptStatuses),
  /** The checkout this receipt completed (ours, not the provider's), what `receipts/exists` is asked with. */
  checkout_uuid: z.string(),
  /** Seats bought for a company; 1 for a personal purchase. */
  seats: z.number().int(),
  /** In the smallest currency unit (øre, cents), as paid. */
  amount: z.number().int(),
  currency: z.string(),
  product: summarySchema.nullable(),
  user: userSummarySchema.nullable(),
  /** The company a seat purchase was for; null for a personal purchase. */
  company: summarySchema.nullable(),
  /** When an administrator asked the provider to refund (Paddle answers later, by webhook); null otherwise. */
  refund_requested_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/**
 * What the receipts of a list add up to (`GET /api/ecommerce/v1/receipts/totals`, the same filters and reach
 * as the list): how many, the seats they bought, and the amount per currency in minor units (a product's price
 * may have changed currency over time, so amounts are never added across currencies).
 */
export const receiptTotalsSchema = z.object({
  receipts: z.number().int(),
  seats: z.number().int(),
  amounts: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
});
export type ReceiptTotals = z.infer<typeof receiptTotalsSchema>;

/**
 * `GET /api/v1/receipts`: read-only (receipts are written by the verified webhook only). Administrators see
 * every receipt, a manager the seat purchases of their company, a learner their own. Refunds go through the
 * provider: `POST /api/ecommerce/v1/receipts/{id}/refund` (`shop.receipts.refund`), allowed by `refund`.
 */
export const receiptContract = defineResourceContract({
  segment: 'receipts',
  type: 'receipt',
  item: receiptSchema,
  filters: {
    product: filterValue.reference,
    company: filterValue.reference,
    user: filterValue.reference,
    status: filterValue.oneOf(receiptStatuses),
    provider: filterValue.oneOf(paymentProviders),
    /** Bought on or after this day. */
    from: filterValue.date,
    /** Bought on or before this day. */
    to: filterValue.date,
  },
  sorts: ['created_at', 'amount', 'refunded_at'],
  defaultSort: '-created_at',
  search: true,
  with: [],
  links: {},
  // update and delete are the base abilities every item carries; a receipt's are always false (read-only).
  abilities: ['view', 'update', 'delete', 'refund'],
  delete: false,
});
