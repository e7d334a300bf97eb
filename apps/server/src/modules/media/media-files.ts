import type { Media } from '@academy/contracts/entities/media';
import { asc, eq, inArray } from 'drizzle-orm';
import { files, fileVariants, media } from '../../db/schema/content.ts';
import type { EntityRow, RelationLoader } from '../../platform/resource/define-resource.ts';
import { readableRowsOf } from '../../platform/resource/relations.ts';
import { signedEmbedUrl } from './media-embed-url.ts';
import { presentMedia } from './media-summary.ts';
import { signedMediaUrl } from './media-url.ts';
import { signedHlsUrl } from './video/hls-url.ts';

/**
 * What a media item shows of its stored files, each loaded for a whole page at once (DESIGN §4): the signed
 * link of the original, the original's name, the variants with their links, and the poster.
 */

/** The signed link of the original (no query: the secret and the clock sign the uuid). */
export const urlLoader: RelationLoader = {
  always: true,
  async load(context, rows) {
    const { config, clock } = context.services;
    const now = clock.now();
    return new Map(rows.map((row) => [row.id, signedMediaUrl(config.appSecret, now, row.uuid)]));
  },
};

/** A transcoded video's master playlist, signed like `url` (as presentMedia shows it); null before. */
export const hlsLoader: RelationLoader = {
  always: true,
  async load(context, rows) {
    const { config, clock } = context.services;
    const now = clock.now();
    return new Map(
      rows.map((row) => [
        row.id,
        row.hls && row.processing_status === 'ready' ? signedHlsUrl(config.appSecret, now, row.uuid) : null,
      ]),
    );
  },
};

/** The public embed page's signed link (media-embed-url.ts). */
export const embedLoader: RelationLoader = {
  always: true,
  async load(context, rows) {
    const { config, clock } = context.services;
    const now = clock.now();
    return new Map(rows.map((row) => [row.id, signedEmbedUrl(config.appSecret, now, row.uuid)]));
  },
};

/** The stored original: the first file row of the media item. */
export const fileLoader: RelationLoader = {
  always: true,
  async load(context, rows) {
    const found = await context.db
      .select({ media_id: files.media_id, uuid: files.uuid, name: files.name })
      .from(files)
      .where(
        inArray(
          files.media_id,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(files.id));
    const map = new Map<unknown, unknown>();
    for (const file of found)
      if (!map.has(file.media_id)) map.set(file.media_id, { uuid: file.uuid, name: file.name });
    return map;
  },
};

/** The renditions of the original (thumbnail, card, full …), each with its signed link. */
export const variantsLoader: RelationLoader<EntityRow, Media['variants']> = {
  always: true,
  async load(context, rows) {
    const found = await context.db
      .select({
        media_id: files.media_id,
        variant_name: fileVariants.variant_name,
        mime: fileVariants.mime,
        size: fileVariants.size,
      })
      .from(fileVariants)
      .innerJoin(files, eq(files.id, fileVariants.file_id))
      .where(
        inArray(
          files.media_id,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(fileVariants.variant_name));
    const uuidOf = new Map(rows.map((row) => [row.id, row.uuid]));
    const { config, clock } = context.services;
    const now = clock.now();
    const map = new Map<unknown, Media['variants']>(rows.map((row) => [row.id, []]));
    for (const variant of found) {
      map.get(variant.media_id)?.push({
        variant_name: variant.variant_name,
        mime: variant.mime,
        size: variant.size,
        url: signedMediaUrl(config.appSecret, now, uuidOf.get(variant.media_id) ?? '', variant.variant_name),
      });
    }
    return map;
  },
};

/** The poster image of a video, when its reader may open it too (the media resource's own rule). */
export const posterLoader: RelationLoader = {
  always: true,
  async load(context, rows) {
    const ids = [
      ...new Set(rows.map((row) => row.poster_image_id).filter((id): id is number => typeof id === 'number')),
    ];
    const map = new Map<unknown, unknown>();
    if (ids.length === 0) return map;
    const found = await readableRowsOf(media, context, inArray(media.id, ids));
    const byId = new Map(found.map((row) => [row.id, presentMedia(context, row)]));
    for (const row of rows) map.set(row.id, byId.get(row.poster_image_id as number) ?? null);
    return map;
  },
};
