import { z } from 'zod';
import { itemEnvelope, listQuerySchema } from '../common/envelope.ts';
import { abilityGuard, defineOperation, idParams } from '../common/operation-contract.ts';
import { routed } from '../common/operation-route.ts';
import {
  checkoutCreatedSchema,
  checkoutCreateSchema,
  checkoutSchema,
  receiptExistsQuerySchema,
  receiptExistsSchema,
  webhookAnswerSchema,
} from '../entities/checkout.ts';
import {
  paymentProviders,
  receiptContract,
  receiptSchema,
  receiptTotalsSchema,
} from '../entities/receipt.ts';
import { shopRoutes } from './shop.routes.ts';

/**
 * Buying in the shop (issue 24, spec §7 e-commerce calls): a checkout is made by the buyer, paid at the
 * provider (Paddle.js, or the academy's local sandbox page), and fulfilled only by the provider's verified
 * webhook, exactly once. Provider ids and secrets are never answered (the transaction id Paddle.js opens is
 * the one exception, to the buyer who made it).
 */
const tags = ['shop'];

const checkoutParams = z.object({ id: z.string().max(64).describe('The uuid of the checkout') });

export const createCheckout = defineOperation({
  ...routed(shopRoutes, 'shop.checkouts.create'),
  summary:
    'Start buying a product: for oneself, or `seats` of it for the company acted in (its managers and administrators)',
  tags,
  body: checkoutCreateSchema,
  response: itemEnvelope(checkoutCreatedSchema),
  status: 201,
  errors: [401, 403, 404, 422],
  guard: 'signedIn',
});

export const showCheckout = defineOperation({
  ...routed(shopRoutes, 'shop.checkouts.show'),
  summary: "The buyer's own checkout: its status, product and, once completed, what it gave",
  tags,
  params: checkoutParams,
  response: itemEnvelope(checkoutSchema),
  errors: [401, 404],
  guard: 'signedIn',
});

export const receiptExists = defineOperation({
  ...routed(shopRoutes, 'shop.receipts.exists'),
  summary: "Whether the caller's own checkout has been paid and fulfilled (polled by the confirmation page)",
  tags,
  query: receiptExistsQuerySchema,
  response: itemEnvelope(receiptExistsSchema),
  errors: [401],
  guard: 'signedIn',
});

export const receiptTotals = defineOperation({
  ...routed(shopRoutes, 'shop.receipts.totals'),
  summary:
    "What the receipts the caller may read add up to, with the receipts list's search and filters (a product's sales)",
  tags,
  query: listQuerySchema,
  response: itemEnvelope(receiptTotalsSchema),
  errors: [401, 403, 422],
  guard: 'signedIn',
});

export const refundReceipt = defineOperation({
  ...routed(shopRoutes, 'shop.receipts.refund'),
  summary:
    'Refund a receipt through its provider; what it gave is taken back when the provider confirms (the sandbox at once)',
  tags,
  params: idParams.extend({ id: idParams.shape.id.describe('The id or the uuid of the receipt') }),
  response: itemEnvelope(receiptSchema),
  errors: [401, 403, 404, 409],
  guard: abilityGuard(receiptContract, 'refund'),
});

export const payInSandbox = defineOperation({
  ...routed(shopRoutes, 'shop.sandbox.pay'),
  summary:
    'Local sandbox only: pay an open checkout (the sandbox delivers a signed `transaction.completed` webhook)',
  tags,
  params: checkoutParams,
  response: itemEnvelope(checkoutSchema),
  errors: [401, 404, 409],
  guard: 'signedIn',
});

export const declineInSandbox = defineOperation({
  ...routed(shopRoutes, 'shop.sandbox.decline'),
  summary:
    'Local sandbox only: decline an open checkout (the sandbox delivers a signed `transaction.payment_failed` webhook)',
  tags,
  params: checkoutParams,
  response: itemEnvelope(checkoutSchema),
  errors: [401, 404, 409],
  guard: 'signedIn',
});

export const receiveWebhook = defineOperation({
  ...routed(shopRoutes, 'shop.webhooks.receive'),
  summary:
    "A payment provider's event: verified by its `Paddle-Signature` over the raw body, stored by its event id, processed once",
  tags,
  params: z.object({ provider: z.enum(paymentProviders) }),
  body: z.object({ event_id: z.string(), event_type: z.string(), data: z.unknown() }).loose(),
  bodyReadBy: 'handler',
  response: itemEnvelope(webhookAnswerSchema),
  errors: [400, 401, 404],
  guard: 'public',
});

/** The operations of this file, composed into `operationContracts` (operations.ts). */
export const shopOperations = [
  createCheckout,
  showCheckout,
  receiptExists,
  receiptTotals,
  refundReceipt,
  payInSandbox,
  declineInSandbox,
  receiveWebhook,
] as const;
