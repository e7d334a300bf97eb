import { z } from 'zod';
import { paymentProviders } from './receipt.ts';

/** A checkout: one attempt to buy a product, open until the provider's webhook completes or declines it. */
export const checkoutStatuses = ['open', 'completed', 'declined', 'refunded'] as const;
export type CheckoutStatus = (typeof checkoutStatuses)[number];

const reference = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)]);

/**
 * `POST /api/ecommerce/v1/checkouts`: buy a product for oneself, or `seats` of it for the company acted in
 * (`Context-Scope`; its managers and administrators only).
 */
export const checkoutCreateSchema = z.strictObject({
  product: reference,
  seats: z
    .number({ error: 'validation.invalid_value' })
    .int('validation.invalid_value')
    .min(1, 'validation.invalid_value')
    .max(10_000, 'validation.invalid_value')
    .optional(),
});
export type CheckoutCreateInput = z.infer<typeof checkoutCreateSchema>;

/**
 * The answer to a create. `paddle.transaction_id` is what Paddle.js opens its checkout with (Paddle provider
 * only; the one provider id the browser needs); the local sandbox answers `paddle: null` and the web opens the
 * academy's sandbox page for the checkout's uuid.
 */
export const checkoutCreatedSchema = z.object({
  uuid: z.string(),
  provider: z.enum(paymentProviders),
  status: z.enum(checkoutStatuses),
  paddle: z.object({ transaction_id: z.string() }).nullable(),
});
export type CheckoutCreated = z.infer<typeof checkoutCreatedSchema>;

/** A named thing the purchase gave, to link to (a course in the academy, a book in the knowledge base). */
const grantedSchema = z.object({ uuid: z.string(), name: z.string() });

/** `GET /api/ecommerce/v1/checkouts/{id}`: the buyer's own checkout (the sandbox page, the confirmation page). */
export const checkoutSchema = z.object({
  uuid: z.string(),
  provider: z.enum(paymentProviders),
  status: z.enum(checkoutStatuses),
  seats: z.number().int(),
  /** Null only when the product was deleted since. */
  product: z
    .object({
      uuid: z.string(),
      name: z.string(),
      /** In the smallest currency unit (øre, cents). */
      price: z.number().int(),
      currency: z.string(),
      number_of_days: z.number().int(),
    })
    .nullable(),
  /** The company a seat purchase is for; null for a personal purchase. */
  company: z.object({ uuid: z.string(), name: z.string() }).nullable(),
  /** What the completed purchase gave (empty until completed): the courses and books, until `end_date`. */
  courses: z.array(grantedSchema),
  books: z.array(grantedSchema),
  /** The last day of the access it gave (YYYY-MM-DD); null until completed. */
  end_date: z.string().nullable(),
  created_at: z.string().nullable(),
  completed_at: z.string().nullable(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

/** `GET /api/ecommerce/v1/receipts/exists?checkout_id=…` (spec §7): whether the caller's purchase completed. */
export const receiptExistsQuerySchema = z.object({
  checkout_id: z.string().trim().min(1).max(64).describe('The uuid of the checkout'),
});
export const receiptExistsSchema = z.object({ exists: z.boolean() });

/** What the webhook route answers a provider: processed now, or a replay answered from the stored record. */
export const webhookAnswerSchema = z.object({
  event_id: z.string(),
  replayed: z.boolean(),
  /** What processing made of it (`fulfilled`, `declined`, `refunded`, `ignored`, `unknown_checkout` …). */
  outcome: z.string(),
});

/** The context's payment settings (spec §3 "paddle vendor_id and sandbox flag"): only what the browser needs. */
export const paymentsContextSchema = z.object({
  provider: z.enum(paymentProviders),
  /** Paddle.js's client-side token (public by Paddle's design); null with the local sandbox. */
  paddle_client_token: z.string().nullable(),
  /** Paddle's sandbox environment (test cards), or the local sandbox. */
  sandbox: z.boolean(),
});
export type PaymentsContext = z.infer<typeof paymentsContextSchema>;
