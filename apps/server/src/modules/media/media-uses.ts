import type { Media, MediaAttachmentType } from '@academy/contracts/entities/media';
import { asc, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  blocks,
  books,
  courses,
  courseVariants,
  lessons,
  media,
  mediaAttachments,
} from '../../db/schema/content.ts';
import { products } from '../../db/schema/learning.ts';
import type { EntityRow, EntityTable, RelationLoader } from '../../platform/resource/define-resource.ts';
import { qualified } from '../../platform/resource/qualified.ts';
import { seesAllContent } from '../content-visibility/index.ts';

/** One kind of item media is attached to: its table, segment, display column and its own media column. */
type UseSource = {
  type: MediaAttachmentType;
  segment: string;
  table: EntityTable;
  header: AnyPgColumn;
  /** The item's own column naming one media item (a lesson's media, a course's image …). */
  column: AnyPgColumn;
};

/**
 * Every column of the schema that names a media item, by the kind of item holding it. A media item is in
 * use when one of these or an attachment row (or another media item's poster) points at it.
 */
export const useSources: readonly UseSource[] = [
  { type: 'block', segment: 'blocks', table: blocks, header: blocks.title, column: blocks.media_id },
  { type: 'lesson', segment: 'lessons', table: lessons, header: lessons.title, column: lessons.media_id },
  { type: 'course', segment: 'courses', table: courses, header: courses.name, column: courses.image_id },
  {
    type: 'course_variant',
    segment: 'course-variants',
    table: courseVariants,
    header: courseVariants.title,
    column: courseVariants.image_id,
  },
  { type: 'product', segment: 'products', table: products, header: products.name, column: products.image_id },
  { type: 'book', segment: 'books', table: books, header: books.name, column: books.media_id },
];

export const useSourceOf = (type: string): UseSource | undefined =>
  useSources.find((source) => source.type === type);

/**
 * Whether anything uses the media row of the query (for `computed`): every column is written qualified,
 * so the subqueries cannot bind to the outer `media` row by accident (see qualified.ts).
 */
export function inUseSql(): SQL<boolean> {
  const id = qualified(media.id);
  const checks = [
    sql`exists (select 1 from ${mediaAttachments} where ${qualified(mediaAttachments.media_id)} = ${id})`,
    ...useSources.map(
      (source) => sql`exists (select 1 from ${source.table} where ${qualified(source.column)} = ${id})`,
    ),
    // Another media item's poster: the alias keeps it apart from the outer media row.
    sql`exists (select 1 from "media" as "poster_user" where "poster_user"."poster_image_id" = ${id})`,
  ];
  return sql<boolean>`(${sql.join(checks, sql` or `)})`.mapWith(Boolean);
}

type UseRow = {
  media_id: number;
  type: MediaAttachmentType;
  assignment: string;
  id: number;
  uuid: string;
  header: string;
};

/**
 * The items using each media item of a page, in one statement: the attachment rows and the items' own media
 * columns, each item once (an attachment row names its assignment); only items of `type` when given.
 * Administrators only: the list names items of every company, which a reader of one lesson's media must not
 * learn (everyone else gets an empty list, without a query).
 */
function usesLoader(options: {
  type?: MediaAttachmentType;
  always: boolean;
}): RelationLoader<EntityRow, Media['attached_to']> {
  const sources = useSources.filter((source) => !options.type || source.type === options.type);
  return {
    always: options.always,
    async load(context, rows) {
      const map = new Map<unknown, Media['attached_to']>(rows.map((row) => [row.id, []]));
      if (!seesAllContent(context.actor)) return map;
      const ids = rows.map((row) => row.id);
      const attachmentParts = sources.map(
        (source) => sql`select ${mediaAttachments.media_id} as media_id,
          ${mediaAttachments.attachment_type}::text as type, ${mediaAttachments.assignment} as assignment,
          ${source.table.id} as id, ${source.table.uuid} as uuid, ${source.header}::text as header, 0 as rank
        from ${mediaAttachments} join ${source.table} on ${source.table.id} = ${mediaAttachments.attachment_id}
        where ${mediaAttachments.attachment_type} = ${source.type} and ${inArray(mediaAttachments.media_id, ids)}`,
      );
      const columnParts = sources.map(
        // The type and the column's name are constants of this file, not input: written as literals so the
        // union's columns have a type PostgreSQL can determine.
        (source) => sql`select ${source.column} as media_id, ${sql.raw(`'${source.type}'`)}::text as type,
          ${sql.raw(`'${source.column.name}'`)}::text as assignment,
          ${source.table.id} as id, ${source.table.uuid} as uuid, ${source.header}::text as header, 1 as rank
        from ${source.table} where ${inArray(source.column, ids)}`,
      );
      const result = (await context.db.execute(
        sql`select * from (${sql.join([...attachmentParts, ...columnParts], sql` union all `)}) as uses
          order by media_id, type, header, id, rank`,
      )) as unknown as { rows: UseRow[] };
      const seen = new Set<string>();
      for (const use of result.rows) {
        const key = `${use.media_id}:${use.type}:${use.id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const segment = useSourceOf(use.type)?.segment ?? use.type;
        map.get(Number(use.media_id))?.push({
          id: Number(use.id),
          uuid: use.uuid,
          fqmi: `${segment}:${use.uuid}|${use.type}`,
          header: use.header,
          type: use.type,
          assignment: use.assignment,
        });
      }
      return map;
    },
  };
}

/** `attached_to`: every item using the media, on every read. */
export const attachedToLoader = usesLoader({ always: true });

/** Spec §3's lists of one kind of user (`with=lessons`, `blocks`, `products`, `courses`, `course_variants`). */
export const usesOfType = (type: MediaAttachmentType) => usesLoader({ type, always: false });

/** `with=attachments`: the media's attachment rows (administrators only, like the resource itself). */
export const attachmentsLoader: RelationLoader = {
  async load(context, rows) {
    const map = new Map<unknown, unknown>(rows.map((row) => [row.id, []]));
    if (!seesAllContent(context.actor)) return map;
    const found = await context.db
      .select()
      .from(mediaAttachments)
      .where(
        inArray(
          mediaAttachments.media_id,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(mediaAttachments.id));
    for (const attachment of found)
      (map.get(attachment.media_id) as unknown[] | undefined)?.push({
        id: attachment.id,
        uuid: attachment.uuid,
        fqmi: `media-attachments:${attachment.uuid}|media_attachment`,
        header: `${attachment.attachment_type} ${attachment.attachment_id}`,
        attachment_type: attachment.attachment_type,
        attachment_id: attachment.attachment_id,
        assignment: attachment.assignment,
      });
    return map;
  },
};
