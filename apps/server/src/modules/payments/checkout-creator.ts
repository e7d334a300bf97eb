import { randomUUID } from 'node:crypto';
import type { CheckoutCreated, CheckoutCreateInput } from '@academy/contracts/entities/checkout';
import type { Locale } from '@academy/contracts/messages';
import { and, eq } from 'drizzle-orm';
import { products } from '../../db/schema/learning.ts';
import { checkouts } from '../../db/schema/payments.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { fieldError, forbidden, HttpError } from '../../platform/http/http-error.ts';
import { isRowKey, rowKeyCondition } from '../../platform/resource/row-key.ts';
import type { Services } from '../../platform/services.ts';
import { buysSeatsFor } from './payments.policy.ts';
import { paymentProvider } from './providers.ts';

const unavailable = () => new HttpError(404, 'shop.product_unavailable');

/** An active, public product of the tenant by id or uuid; anything else cannot be bought. */
async function buyableProduct(services: Services, tenantId: number, reference: number | string) {
  const key = String(reference).trim();
  const byKey = isRowKey(key) ? rowKeyCondition(products, key) : undefined;
  if (!byKey) throw unavailable();
  const [product] = await services.db
    .select()
    .from(products)
    .where(
      and(
        eq(products.tenant_id, tenantId),
        byKey,
        eq(products.is_active, true),
        eq(products.is_public, true),
      ),
    );
  if (!product) throw unavailable();
  return product;
}

/**
 * Starts a purchase (issue 24): a personal one, or `seats` of the product for the company the buyer acts in
 * (its managers and administrators). The provider makes its transaction for the checkout's uuid, the
 * checkout is stored open, and nothing is given until the provider's verified webhook says it was paid.
 */
export async function createCheckout(
  services: Services,
  input: { actor: Actor; locale: Locale; body: CheckoutCreateInput },
): Promise<CheckoutCreated> {
  const { actor, body } = input;
  const buyer = actor.user!;
  const product = await buyableProduct(services, actor.tenantId, body.product);
  const provider = paymentProvider(services);
  let companyId: number | null = null;
  if (body.seats !== undefined) {
    if (!actor.scope) throw fieldError('seats', 'shop.seats_need_company');
    if (!buysSeatsFor(actor, actor.scope.id)) throw forbidden();
    companyId = actor.scope.id;
  }
  if (provider.name === 'paddle' && !product.paddle_product_id) throw unavailable();
  const seats = body.seats ?? 1;
  const uuid = randomUUID();
  // The provider's transaction first: a checkout is only stored once it can be paid.
  const { transactionId } = await provider.createTransaction({
    checkoutUuid: uuid,
    productName: product.name,
    paddleProductId: product.paddle_product_id,
    unitPrice: product.price,
    currency: product.currency,
    seats,
  });
  await services.db.insert(checkouts).values({
    uuid,
    tenant_id: actor.tenantId,
    provider: provider.name,
    provider_transaction_id: transactionId,
    product_id: product.id,
    user_id: buyer.id,
    company_id: companyId,
    buyer_company_id: companyId === null ? (actor.scope?.id ?? null) : null,
    seats,
    amount: product.price * seats,
    currency: product.currency,
    locale: buyer.language_code ?? input.locale,
  });
  return {
    uuid,
    provider: provider.name,
    status: 'open',
    paddle: provider.name === 'paddle' ? { transaction_id: transactionId } : null,
  };
}
