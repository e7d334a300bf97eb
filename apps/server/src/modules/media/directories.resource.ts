import { directoryContract } from '@academy/contracts/entities/directory';
import { isNull, sql } from 'drizzle-orm';
import { directories, media } from '../../db/schema/content.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { defineResource, type ResourceContext } from '../../platform/resource/define-resource.ts';
import { qualified } from '../../platform/resource/qualified.ts';
import { referenceFilter } from '../../platform/resource/reference-filter.ts';
import { resolveReference } from '../../platform/resource/references.ts';
import { belongsTo, hasMany, summary } from '../../platform/resource/relations.ts';
import { authorsOnly } from '../content-visibility/index.ts';
import { directoryAbilities, directoryPolicy, isEmptyDirectory } from './directories.policy.ts';

const id = qualified(directories.id);

/**
 * Counts and the processing flag with each row. `processing` replaces the stored column of the same name:
 * whether a folder is busy is read from its media, so nothing has to keep a copy up to date.
 */
const computed = {
  children_count:
    sql<number>`(select count(*) from "directories" as "child" where "child"."parent_id" = ${id})`.mapWith(
      Number,
    ),
  media_count:
    // The items the folder lists (media.resource.ts `listed`): a poster left in it by an older version is not one.
    sql<number>`(select count(*) from ${media} where ${qualified(media.directory_id)} = ${id}
      and ${qualified(media.purpose)} = 'library')`.mapWith(Number),
  processing: sql<boolean>`exists (select 1 from ${media} where ${qualified(media.directory_id)} = ${id}
    and ${qualified(media.processing_status)} = 'processing')`.mapWith(Boolean),
  parent_uuid: sql<
    string | null
  >`(select "parent"."uuid" from "directories" as "parent" where "parent"."id" = ${qualified(directories.parent_id)})`,
};

const directorySummary = summary<typeof directories.$inferSelect>(
  'directories',
  'directory',
  (row) => row.name,
);

/** The parent a payload names (id or uuid) within the tenant; null puts the folder at the top. */
async function parentColumn(context: ResourceContext, value: unknown): Promise<number | null | undefined> {
  if (value === undefined) return undefined;
  if (value === null) return null;
  return resolveReference(context, directories, value, 'parent_id');
}

/** Whether `parentId` is the folder itself or one of the folders inside it, at any depth. */
async function isInSubtree(context: ResourceContext, folderId: number, parentId: number): Promise<boolean> {
  // `execute` is typed per driver (PGlite, node-postgres); both answer with the selected `rows`.
  const result = (await context.db.execute(sql`
    with recursive subtree(id) as (
      select ${folderId}::integer
      union all
      select d.id from directories d join subtree s on d.parent_id = s.id
    )
    select exists (select 1 from subtree where id = ${parentId}) as inside`)) as unknown as {
    rows: { inside: boolean }[];
  };
  return result.rows[0]?.inside === true;
}

/** Media manager folders (spec §2, §3 Directory): a tree with counts, administrators only. */
export const directoryResource = defineResource(directoryContract, {
  table: directories,
  policy: directoryPolicy,
  label: { en: 'Folder', nb: 'Mappe' },
  header: (row) => row.name,
  visibility: authorsOnly,
  computed,
  searchColumns: [directories.name],
  sorts: { name: directories.name, sort_order: directories.sort_order, created_at: directories.created_at },
  defaultSort: 'sort_order,name',
  filters: {
    parent: (value) =>
      value === 'root' || value === 'null'
        ? isNull(directories.parent_id)
        : referenceFilter(directories.parent_id, directories, value),
  },
  relations: {
    children: hasMany(directories, directories.parent_id, {
      orderBy: directories.sort_order,
      pick: (row) => ({ ...directorySummary(row), sort_order: row.sort_order }),
    }),
    parent: belongsTo(directories, 'parent_id', { pick: directorySummary }),
  },
  present: (row, _loaded, actor) => ({ abilities: directoryAbilities(actor, row) }),
  create: {
    async prepare(input, context) {
      const { parent_id, ...rest } = input;
      const parentId = await parentColumn(context, parent_id);
      return { ...rest, ...(parentId === undefined ? {} : { parent_id: parentId }) };
    },
  },
  update: {
    async prepare(input, context, row) {
      const { parent_id, ...rest } = input;
      const parentId = await parentColumn(context, parent_id);
      if (parentId !== undefined && parentId !== null && (await isInSubtree(context, row.id, parentId)))
        throw new HttpError(422, 'validation.directory_into_itself', {
          parent_id: ['validation.directory_into_itself'],
        });
      return { ...rest, ...(parentId === undefined ? {} : { parent_id: parentId }) };
    },
  },
  async beforeDelete(row) {
    if (!isEmptyDirectory(row))
      throw new HttpError(422, 'validation.directory_not_empty', {
        directory: ['validation.directory_not_empty'],
      });
  },
  writeRelations: ['directories', 'media'],
});
