import type { MediaType } from '@academy/contracts/entities/media';
import { mediaContract } from '@academy/contracts/entities/media';
import { and, eq, isNull, like, ne, or, type SQL, sql } from 'drizzle-orm';
import { directories, media } from '../../db/schema/content.ts';
import { products } from '../../db/schema/learning.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { defineResource, type ResourceContext } from '../../platform/resource/define-resource.ts';
import { qualified } from '../../platform/resource/qualified.ts';
import { referenceFilter } from '../../platform/resource/reference-filter.ts';
import { resolveReference } from '../../platform/resource/references.ts';
import { belongsTo, summary } from '../../platform/resource/relations.ts';
import { readableMedia, seesAllContent } from '../content-visibility/index.ts';
import { mediaAbilities, mediaPolicy } from './media.policy.ts';
import { removeStoredFilesAfterDelete } from './media-deletion.ts';
import {
  embedLoader,
  fileLoader,
  hlsLoader,
  posterLoader,
  urlLoader,
  variantsLoader,
} from './media-files.ts';
import { attachedToLoader, attachmentsLoader, inUseSql, usesOfType } from './media-uses.ts';

const computed = {
  in_use: inUseSql(),
  directory_uuid: sql<string | null>`(select ${qualified(directories.uuid)} from ${directories}
    where ${qualified(directories.id)} = ${qualified(media.directory_id)})`,
  poster_image_uuid: sql<string | null>`(select "poster"."uuid" from "media" as "poster"
    where "poster"."id" = ${qualified(media.poster_image_id)})`,
};

/** Spec §9: an image has an image/ type; a video a video/ type or an HLS rendition; anything else is other. */
export function mediaTypeOf(row: { mime: string | null; hls: string | null }): MediaType {
  const mime = row.mime?.toLowerCase() ?? '';
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/') || row.hls) return 'video';
  return 'other';
}

const typeConditions: Record<MediaType, SQL | undefined> = {
  image: like(media.mime, 'image/%'),
  video: or(like(media.mime, 'video/%'), sql`${media.hls} is not null`),
  other: sql`coalesce(${media.mime}, '') not like 'image/%' and coalesce(${media.mime}, '') not like 'video/%'
    and ${media.hls} is null`,
};

/**
 * Who reads a media item beyond administrators: media of content they may read (content-visibility), and
 * the image of an active shop product (the shop shows it to everyone, like the product itself).
 */
function visibleMedia(actor: Actor): SQL | undefined {
  if (seesAllContent(actor)) return undefined;
  return or(
    readableMedia(actor),
    sql`exists (select 1 from ${products} where ${products.image_id} = ${media.id} and ${products.is_active})`,
  );
}

async function referenceColumns(
  input: { directory_id?: unknown; poster_image_id?: unknown },
  context: ResourceContext,
  self?: number,
): Promise<{ directory_id?: number | null; poster_image_id?: number | null }> {
  const values: { directory_id?: number | null; poster_image_id?: number | null } = {};
  if (input.directory_id !== undefined)
    values.directory_id =
      input.directory_id === null
        ? null
        : await resolveReference(context, directories, input.directory_id, 'directory_id');
  if (input.poster_image_id !== undefined)
    values.poster_image_id =
      input.poster_image_id === null
        ? null
        : // A poster is another image of the library.
          await resolveReference(
            context,
            media,
            input.poster_image_id,
            'poster_image_id',
            and(like(media.mime, 'image/%'), self === undefined ? undefined : ne(media.id, self)),
          );
  return values;
}

/** The folder a create names, within the tenant (for the create route, which writes through the intake). */
export async function directoryColumn(context: ResourceContext, value: unknown): Promise<number | null> {
  return (await referenceColumns({ directory_id: value ?? null }, context)).directory_id ?? null;
}

/**
 * The media library (spec §2 media manager, §3 Media). Created from an uploaded file by the module's own
 * route (media-file.routes.ts: the intake writes the media, file and variant rows); listed, read, updated
 * and deleted here. Deleting media in use is refused (spec §4).
 */
export const mediaResource = defineResource(mediaContract, {
  table: media,
  policy: mediaPolicy,
  label: { en: 'Media file', nb: 'Mediefil' },
  header: (row) => row.title,
  visibility: visibleMedia,
  // The library lists its own items: a video's generated poster and an uploaded logo are served where they are
  // used (the video, the company's or tenant's pages), but are no items to pick, find or tidy (issue 22).
  listed: eq(media.purpose, 'library'),
  // Internal bookkeeping for the rule above; what an item is shows in its type and where it is used.
  hidden: ['purpose'],
  computed,
  searchColumns: [media.title],
  sorts: { title: media.title, created_at: media.created_at, updated_at: media.updated_at, size: media.size },
  defaultSort: '-created_at',
  filters: {
    directory: (value) =>
      value === 'root' || value === 'null'
        ? isNull(media.directory_id)
        : referenceFilter(media.directory_id, directories, value),
    type: (value) => typeConditions[value] ?? sql`false`,
    processing_status: (value) => eq(media.processing_status, value),
  },
  relations: {
    directory: belongsTo(directories, 'directory_id', {
      always: true,
      pick: summary<typeof directories.$inferSelect>('directories', 'directory', (row) => row.name),
    }),
    url: urlLoader,
    hls: hlsLoader,
    embed_url: embedLoader,
    poster_image: posterLoader,
    file: fileLoader,
    variants: variantsLoader,
    attached_to: attachedToLoader,
    lessons: usesOfType('lesson'),
    blocks: usesOfType('block'),
    products: usesOfType('product'),
    courses: usesOfType('course'),
    course_variants: usesOfType('course_variant'),
    attachments: attachmentsLoader,
  },
  present(row, loaded, actor) {
    return {
      type: mediaTypeOf(row),
      variants: loaded.variants ?? [],
      attached_to: loaded.attached_to ?? [],
      abilities: mediaAbilities(actor, row),
    };
  },
  update: {
    async prepare(input, context, row) {
      const { directory_id, poster_image_id, ...rest } = input;
      return { ...rest, ...(await referenceColumns({ directory_id, poster_image_id }, context, row.id)) };
    },
  },
  async beforeDelete(row, context) {
    if (row.in_use) throw new HttpError(409, 'validation.media_in_use');
    await removeStoredFilesAfterDelete(context, row);
  },
  writeRelations: ['media', 'directories'],
});
