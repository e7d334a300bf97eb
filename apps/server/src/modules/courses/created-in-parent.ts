import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { EntityTable, ResourceContext } from '../../platform/resource/define-resource.ts';
import { resolveReference } from '../../platform/resource/references.ts';
import { resolveLanguage } from './language-reference.ts';
import { nextSortOrder } from './link-sort-order.ts';

/**
 * Content created from its parent's page (a lesson from a course variant's, a block from a lesson's, a
 * question from a block's): the input names the parent in `field`, the new item takes the parent's language
 * unless it names one, and once created it is appended to the parent's list through the link table.
 */
export type ParentLink = {
  /** The input field naming the parent (id or uuid); it is not a column of the item. */
  field: string;
  /** The parent's table; it has a language_id. */
  parents: EntityTable & { language_id: AnyPgColumn };
  /** The link table and its columns: the parent, the item, the place in the parent's list. */
  table: PgTable;
  parentColumn: PgColumn;
  childColumn: PgColumn;
  sortColumn: PgColumn;
};

/** The parts of an item's create hooks that place it in its parent (see ParentLink). */
export function createdInParent(link: ParentLink) {
  async function findParent(context: ResourceContext, key: unknown) {
    if (key === undefined) return null;
    const id = await resolveReference(context, link.parents, key, link.field);
    const [parent] = await context.db
      .select({ id: sql<number>`${link.parents.id}`, language_id: sql<number>`${link.parents.language_id}` })
      .from(link.parents)
      .where(eq(link.parents.id, id));
    return parent ?? null;
  }

  return {
    /** The item's values: without the parent field, with the language resolved (else the parent's). */
    async prepare(
      input: Record<string, unknown>,
      context: ResourceContext,
    ): Promise<Record<string, unknown>> {
      const { [link.field]: parentKey, ...values } = input;
      const parent = await findParent(context, parentKey);
      return {
        ...values,
        language_id: await resolveLanguage(context, values.language_id ?? parent?.language_id),
      };
    },
    /** Appends the created item to its parent's list, when the input named a parent. */
    async after(row: { id: number }, input: Record<string, unknown>, context: ResourceContext) {
      const parent = await findParent(context, input[link.field]);
      if (!parent) return;
      const sortOrder = await nextSortOrder(
        context,
        link.table,
        link.parentColumn,
        link.sortColumn,
        parent.id,
      );
      // Drizzle types an insert's values by a concrete table; a link names any of them, so its values are
      // built by column name and passed as the plain shape (as the resource engine's link operations do).
      await context.db.insert(link.table).values({
        tenant_id: context.actor.tenantId,
        [link.parentColumn.name]: parent.id,
        [link.childColumn.name]: row.id,
        [link.sortColumn.name]: sortOrder,
      } as never);
    },
  };
}
