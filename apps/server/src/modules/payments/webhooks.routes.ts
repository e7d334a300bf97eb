import { receiveWebhook } from '@academy/contracts/operations/shop';
import type { FastifyInstance } from 'fastify';
import { itemEnvelope } from '../../platform/http/envelope.ts';
import { badRequest, HttpError, notFound } from '../../platform/http/http-error.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { readPaymentEvent } from './payment-event.ts';
import { paymentProvider } from './providers.ts';
import { signatureHeader } from './webhook-signature.ts';

/** A provider's events are small; anything larger is not one of them. */
const webhookBodyLimit = 256 * 1024;

/**
 * The payment provider's webhook (issue 24). Its caller is the provider, not a user: no sign-in, the
 * signature is the credential. The body is kept raw (the signature covers its exact bytes) and checked by the
 * provider's verifier — Paddle's SDK for Paddle, the same format for the sandbox — before anything else; a
 * bad or stale signature is a 401 and changes nothing. The event is then stored in the inbox by its id before
 * it is processed once; a replay is answered from the stored result.
 */
export async function webhookRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  // Only this plugin's routes: the raw text the signature was made over, parsed after it is verified.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  registerOperation(
    app,
    receiveWebhook,
    async (request) => {
      const provider = paymentProvider(services);
      // Only the provider in use has a secret here: the other's endpoint does not exist.
      if (request.params.provider !== provider.name) throw notFound();
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers[signatureHeader];
      if (!(await provider.verifyWebhook(rawBody, typeof signature === 'string' ? signature : undefined)))
        throw new HttpError(401, 'shop.webhook_signature_invalid');
      let payload: unknown;
      try {
        payload = JSON.parse(rawBody);
      } catch {
        throw badRequest('shop.webhook_unreadable');
      }
      const event = readPaymentEvent(payload);
      if (!event) throw badRequest('shop.webhook_unreadable');
      const { result, replay } = await services.inbox.receive({
        tenantId: request.actor.tenantId,
        source: provider.name,
        eventId: event.eventId,
        payload,
      });
      const outcome = (result as { outcome?: unknown } | null)?.outcome;
      return itemEnvelope(request, {
        event_id: event.eventId,
        replayed: replay,
        outcome: typeof outcome === 'string' ? outcome : 'processed',
      });
    },
    { bodyLimit: webhookBodyLimit },
  );
}
