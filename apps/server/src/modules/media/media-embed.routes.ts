import type { MediaEmbed } from '@academy/contracts/entities/media';
import { mediaEmbed } from '@academy/contracts/operations/media';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { media } from '../../db/schema/content.ts';
import { itemEnvelope } from '../../platform/http/envelope.ts';
import { forbidden, notFound } from '../../platform/http/http-error.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { mediaTypeOf } from './media.resource.ts';
import { validEmbedSignature } from './media-embed-url.ts';
import { signedMediaUrl } from './media-url.ts';
import { signedHlsUrl } from './video/hls-url.ts';

const poster = alias(media, 'poster');

/**
 * What the public embed page (spec §2 `/media/:media/embed`) plays: open to whoever holds the signed embed
 * link, signed in or not (the link is the permission, handed out only to the item's readers); an expired or
 * tampered link is a 403, which the page shows as it is (spec §8).
 */
export async function mediaEmbedRoutes(app: FastifyInstance): Promise<void> {
  registerOperation(app, mediaEmbed, async (request) => {
    const { config, clock, db } = request.server.services;
    const now = clock.now();
    const { uuid } = request.params;
    if (!validEmbedSignature(config.appSecret, now, { uuid, ...request.query })) throw forbidden();
    const [found] = await db
      .select({ item: media, posterUuid: poster.uuid })
      .from(media)
      .leftJoin(poster, eq(poster.id, media.poster_image_id))
      .where(and(eq(media.tenant_id, request.tenant.id), eq(media.uuid, uuid)))
      .limit(1);
    if (!found) throw notFound();
    const { item } = found;
    const embed: MediaEmbed = {
      uuid: item.uuid,
      title: item.title,
      type: mediaTypeOf(item),
      mime: item.mime,
      meta: item.meta,
      url: signedMediaUrl(config.appSecret, now, item.uuid),
      hls:
        item.hls && item.processing_status === 'ready'
          ? signedHlsUrl(config.appSecret, now, item.uuid)
          : null,
      poster_url: found.posterUuid ? signedMediaUrl(config.appSecret, now, found.posterUuid) : null,
    };
    return itemEnvelope(request, embed);
  });
}
