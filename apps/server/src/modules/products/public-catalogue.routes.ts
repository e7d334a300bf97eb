import {
  listPublicProducts as listOperation,
  showPublicProduct as showOperation,
} from '@academy/contracts/operations/public-shop';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { consumeRateLimits } from '../../platform/auth/rate-limit.ts';
import { itemEnvelope, listEnvelope } from '../../platform/http/envelope.ts';
import { notFound } from '../../platform/http/http-error.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import type { Services } from '../../platform/services.ts';
import { mediaSourceUrl } from '../media/index.ts';
import { findPublicProduct, listPublicProducts } from './public-catalogue.service.ts';

/**
 * The public catalogue's budget per visitor (IP) and tenant: generous for a person paging the shop, a wall for
 * a scraper. The answers are cacheable for a minute, so a CDN or browser in front absorbs most repeats.
 */
export const catalogueRateLimit = { limit: 120, windowSeconds: 60 };
const cacheFor = 'public, max-age=60';

async function throttleCatalogue(services: Services, request: FastifyRequest): Promise<void> {
  const key = `shop-catalogue:t${request.tenant.id}:ip:${request.ip}`;
  await consumeRateLimits(services.db, [{ key, ...catalogueRateLimit }], services.clock.now());
}

/** GET /api/public/v1/products and /product/{id} (spec §7): no sign-in, public fields only. */
export async function publicCatalogueRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  const imageUrl = (uuid: string) => mediaSourceUrl(services, uuid);
  // The answer depends on the tenant (Host) and the reader's language: the one Accept-Language asks for, or a
  // signed-in reader's own (their token), which a shared cache must not hand to someone else.
  const cacheable = (reply: FastifyReply) =>
    reply.header('Cache-Control', cacheFor).header('Vary', 'Host, Accept-Language, Authorization');

  registerOperation(app, listOperation, async (request, reply) => {
    await throttleCatalogue(services, request);
    const { items, pagination } = await listPublicProducts(services.db, request.tenant.id, request.query, {
      imageUrl,
      locale: request.locale,
    });
    cacheable(reply);
    return listEnvelope(request, items, { pagination });
  });

  registerOperation(app, showOperation, async (request, reply) => {
    await throttleCatalogue(services, request);
    const item = await findPublicProduct(services.db, request.tenant.id, request.params.id, {
      imageUrl,
      locale: request.locale,
    });
    if (!item) throw notFound();
    cacheable(reply);
    return itemEnvelope(request, item);
  });
}
