import { mediaAttachmentContract } from '@academy/contracts/entities/media';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { media, mediaAttachments } from '../../db/schema/content.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import {
  defineResource,
  type RelationLoader,
  type ResourceContext,
} from '../../platform/resource/define-resource.ts';
import { qualified } from '../../platform/resource/qualified.ts';
import { referenceFilter } from '../../platform/resource/reference-filter.ts';
import { resolveReference } from '../../platform/resource/references.ts';
import { isRowId, isRowUuid } from '../../platform/resource/row-key.ts';
import { authorsOnly } from '../content-visibility/index.ts';
import { mediaAttachmentPolicy } from './media-attachments.policy.ts';
import { mediaOf } from './media-summary.ts';
import { useSourceOf, useSources } from './media-uses.ts';

/** The assignment that is the item's own media (its media or image column): one media item per item. */
const primaryAssignment = 'media';

/** Spec §5: at most one media item per item and assignment. */
const mediaSingle = () =>
  new HttpError(422, 'validation.errors_summary', { media_id: ['validation.media_single'] });

/** The item each attachment row names, in short form: one query per kind of item on the page. */
const attachmentLoader: RelationLoader = {
  always: true,
  async load(context, rows) {
    const map = new Map<unknown, unknown>();
    for (const source of useSources) {
      const mine = rows.filter((row) => row.attachment_type === source.type);
      if (mine.length === 0) continue;
      const found = await context.db
        .select({ id: source.table.id, uuid: source.table.uuid, header: source.header })
        .from(source.table)
        .where(
          inArray(
            source.table.id,
            mine.map((row) => row.attachment_id as number),
          ),
        );
      const byId = new Map(found.map((item) => [item.id, item]));
      for (const row of mine) {
        const item = byId.get(row.attachment_id);
        map.set(
          row.id,
          item
            ? {
                id: item.id,
                uuid: item.uuid,
                fqmi: `${source.segment}:${item.uuid}|${source.type}`,
                header: String(item.header),
              }
            : null,
        );
      }
    }
    return map;
  },
};

/** `filter[attachment]`: the item's id, or its uuid in whichever kind of item has it. */
function attachmentFilter(value: string): SQL {
  const key = value.trim();
  if (isRowId(key)) return eq(mediaAttachments.attachment_id, Number(key));
  if (!isRowUuid(key)) return sql`false`;
  return (
    or(
      ...useSources.map((source) =>
        and(
          eq(mediaAttachments.attachment_type, source.type),
          inArray(
            mediaAttachments.attachment_id,
            sql`(select ${source.table.id} from ${source.table} where ${source.table.uuid} = ${key.toLowerCase()})`,
          ),
        ),
      ),
    ) ?? sql`false`
  );
}

/**
 * Writes the attachment: the item must exist in the tenant, and hold no other media for this assignment —
 * neither an attachment row nor, for its own media, its media column (set by the item's own update).
 * The primary assignment also sets that column, so the item shows the media it is attached to.
 */
async function attachValues(
  context: ResourceContext,
  input: { media_id: unknown; attachment_type: string; attachment_id: unknown; assignment?: string },
) {
  const source = useSourceOf(input.attachment_type);
  if (!source)
    throw new HttpError(422, 'validation.errors_summary', { attachment_type: ['validation.invalid_value'] });
  const mediaId = await resolveReference(context, media, input.media_id, 'media_id');
  const attachmentId = await resolveReference(context, source.table, input.attachment_id, 'attachment_id');
  const assignment = input.assignment ?? primaryAssignment;
  const [taken] = await context.db
    .select({ id: mediaAttachments.id })
    .from(mediaAttachments)
    .where(
      and(
        eq(mediaAttachments.attachment_type, source.type),
        eq(mediaAttachments.attachment_id, attachmentId),
        eq(mediaAttachments.assignment, assignment),
      ),
    )
    .limit(1);
  if (taken) throw mediaSingle();
  if (assignment === primaryAssignment) {
    const column = source.column;
    const [item] = await context.db
      .select({ current: column })
      .from(source.table)
      .where(eq(source.table.id, attachmentId));
    if (item.current !== null && item.current !== mediaId) throw mediaSingle();
    await context.db
      .update(source.table)
      // The item's media column is one of several tables', named at run time; drizzle types `set` by one
      // table's own keys, so a computed key cannot be checked.
      .set({ [column.name]: mediaId } as never)
      .where(eq(source.table.id, attachmentId));
  }
  return { media_id: mediaId, attachment_type: source.type, attachment_id: attachmentId, assignment };
}

/**
 * Media attached to blocks, lessons, courses, course variants, products and books (spec §3, §5): attach is
 * a create, detach a delete. A media picker's list of one attaches it; a longer list is refused (the
 * contract) and an empty one attaches nothing.
 */
export const mediaAttachmentResource = defineResource(mediaAttachmentContract, {
  table: mediaAttachments,
  policy: mediaAttachmentPolicy,
  label: { en: 'Media attachment', nb: 'Medietilknytning' },
  header: (row) => `${row.attachment_type} ${row.attachment_id}`,
  visibility: authorsOnly,
  computed: {
    media_uuid: sql<string>`(select ${qualified(media.uuid)} from ${media}
      where ${qualified(media.id)} = ${qualified(mediaAttachments.media_id)})`,
  },
  sorts: { created_at: mediaAttachments.created_at },
  defaultSort: 'created_at',
  filters: {
    media: (value) => referenceFilter(mediaAttachments.media_id, media, value),
    attachment_type: (value) => eq(mediaAttachments.attachment_type, value),
    attachment: attachmentFilter,
  },
  relations: {
    media: mediaOf('media_id'),
    attachment: attachmentLoader,
  },
  create: {
    async prepare(input, context) {
      const list = Array.isArray(input.media_id);
      const chosen = Array.isArray(input.media_id) ? input.media_id : [input.media_id];
      if (chosen.length === 0) return [];
      const values = await attachValues(context, { ...input, media_id: chosen[0] });
      return list ? [values] : values;
    },
  },
  async beforeDelete(row, context) {
    // Detaching the item's own media clears its column too, unless it was changed to another media since.
    const source = useSourceOf(row.attachment_type);
    if (!source || row.assignment !== primaryAssignment) return;
    const column = source.column;
    await context.db
      .update(source.table)
      // As in attachValues: a column named at run time, which drizzle's per-table `set` type cannot check.
      .set({ [column.name]: null } as never)
      .where(and(eq(source.table.id, row.attachment_id), eq(column, row.media_id)));
  },
  // The items show their media: their cached data is refreshed too.
  writeRelations: ['media-attachments', 'media', ...useSources.map((source) => source.segment)],
});
