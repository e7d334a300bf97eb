import {
  createCheckout as createCheckoutOperation,
  declineInSandbox,
  payInSandbox,
  receiptExists,
  showCheckout,
} from '@academy/contracts/operations/shop';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { receipts } from '../../db/schema/learning.ts';
import { itemEnvelope } from '../../platform/http/envelope.ts';
import { HttpError, notFound } from '../../platform/http/http-error.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { createCheckout } from './checkout-creator.ts';
import { ownCheckout, presentCheckout } from './checkout-presenter.ts';
import { paymentProvider } from './providers.ts';
import { deliverSandboxEvent, type SandboxEventType, sandboxEvent } from './sandbox-delivery.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The buyer's side of a purchase (issue 24, spec §7 e-commerce calls): starting a checkout, reading one's
 * own checkout, the receipt existence check the confirmation page polls, and — while the local sandbox is
 * the provider — paying or declining on the academy's sandbox page, which delivers a signed webhook.
 */
export async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  registerOperation(app, createCheckoutOperation, async (request) => {
    const item = await createCheckout(services, {
      actor: request.actor,
      locale: request.locale,
      body: request.body,
    });
    return itemEnvelope(request, item, { relations: ['checkouts'] });
  });

  registerOperation(app, showCheckout, async (request) => {
    const row = await ownCheckout(services.db, request.actor, request.params.id);
    return itemEnvelope(request, await presentCheckout(services.db, row, request.locale));
  });

  registerOperation(app, receiptExists, async (request) => {
    const id = request.query.checkout_id;
    const user = request.actor.user!;
    const [found] = uuidPattern.test(id)
      ? await services.db
          .select({ id: receipts.id })
          .from(receipts)
          .where(
            and(
              eq(receipts.tenant_id, request.actor.tenantId),
              eq(receipts.checkout_id, id.toLowerCase()),
              eq(receipts.user_id, user.id),
              eq(receipts.status, 'completed'),
            ),
          )
      : [];
    return itemEnvelope(request, { exists: found !== undefined });
  });

  /** The sandbox page's buttons: only while the sandbox is the provider, only the buyer, only while open. */
  const settle = async (request: FastifyRequest, id: string, type: SandboxEventType) => {
    if (paymentProvider(services).name !== 'local') throw notFound();
    const row = await ownCheckout(services.db, request.actor, id);
    if (row.provider !== 'local') throw notFound();
    if (row.status !== 'open') throw new HttpError(409, 'shop.checkout_not_open');
    await deliverSandboxEvent(app, request.headers.host, sandboxEvent(type, row, services.clock.now()));
    const after = await ownCheckout(services.db, request.actor, id);
    return itemEnvelope(request, await presentCheckout(services.db, after, request.locale), {
      relations: ['checkouts', 'receipts'],
    });
  };
  registerOperation(app, payInSandbox, (request) =>
    settle(request, request.params.id, 'transaction.completed'),
  );
  registerOperation(app, declineInSandbox, (request) =>
    settle(request, request.params.id, 'transaction.payment_failed'),
  );
}
