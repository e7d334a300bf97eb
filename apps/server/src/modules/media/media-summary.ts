import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { media } from '../../db/schema/content.ts';
import type {
  EntityRow,
  RelationLoader,
  ResourceContext,
  RowOf,
} from '../../platform/resource/define-resource.ts';
import { summary } from '../../platform/resource/relations.ts';
import { signedMediaUrl } from './media-url.ts';
import { signedHlsUrl } from './video/hls-url.ts';

const base = summary<RowOf<typeof media>>('media', 'media', (row) => row.title);

/**
 * The media of a lesson, block, book or course as the player needs it (spec §3 Media base, §9 kinds): mime,
 * size, meta and a signed `url` of the original; `hls` is the signed master playlist once a video is transcoded;
 * `poster_url` the signed link of its poster (`posterUuid`, the row its poster_image_id names), for every reader
 * of the video: a poster is shown with it, whoever may open the poster item itself.
 */
export function presentMedia(
  context: ResourceContext,
  row: RowOf<typeof media>,
  posterUuid: string | null = null,
) {
  const { config, clock } = context.services;
  return {
    ...base(row),
    title: row.title,
    mime: row.mime,
    size: row.size,
    meta: row.meta,
    // A transcoded video's master playlist, signed like `url` (the player fetches it without a token).
    hls:
      row.hls && row.processing_status === 'ready'
        ? signedHlsUrl(config.appSecret, clock.now(), row.uuid)
        : null,
    url: signedMediaUrl(config.appSecret, clock.now(), row.uuid),
    poster_url: posterUuid ? signedMediaUrl(config.appSecret, clock.now(), posterUuid) : null,
  };
}

const poster = alias(media, 'poster');

/** A media item as a relation shows it (see presentMedia). */
export type PresentedMedia = ReturnType<typeof presentMedia>;

/** The media a row points at through its column `key`; one query for the page, like `belongsTo`. */
export function mediaOf(
  key: string,
  options: { always?: boolean } = {},
): RelationLoader<EntityRow, PresentedMedia | null> {
  return {
    always: options.always ?? true,
    async load(context, rows) {
      const ids = [
        ...new Set(rows.map((row) => row[key]).filter((id): id is number => typeof id === 'number')),
      ];
      const map = new Map<unknown, PresentedMedia | null>();
      if (ids.length === 0) return map;
      const found = await context.db
        .select({ item: media, posterUuid: poster.uuid })
        .from(media)
        .leftJoin(poster, eq(poster.id, media.poster_image_id))
        .where(inArray(media.id, ids));
      const byId = new Map<unknown, PresentedMedia>(
        found.map(({ item, posterUuid }) => [item.id, presentMedia(context, item, posterUuid)]),
      );
      for (const row of rows) map.set(row.id, byId.get(row[key]) ?? null);
      return map;
    },
  };
}
