import { eq, inArray, sql } from 'drizzle-orm';
import { books } from '../../db/schema/content.ts';
import { fieldError } from '../../platform/http/http-error.ts';
import type { RelationLoader, ResourceContext, RowOf } from '../../platform/resource/define-resource.ts';
import { readableRowsOf, summary } from '../../platform/resource/relations.ts';
import { maxBookDepth, readerCondition } from '../content-visibility/index.ts';

/** A chapter may not be moved under itself or one of its own chapters. */
export async function assertNotOwnDescendant(
  context: ResourceContext,
  bookId: number,
  parentId: number,
): Promise<void> {
  const result = await context.db
    .select({
      inside: sql<boolean>`exists (with recursive up(id, parent_id, depth) as (
        select b.id, b.parent_id, 0 from books b where b.id = ${parentId}
        union all
        select p.id, p.parent_id, u.depth + 1 from books p join up u on p.id = u.parent_id where u.depth < ${maxBookDepth}
      ) select 1 from up where up.id = ${bookId})`,
    })
    .from(books)
    .where(eq(books.id, parentId));
  if (result[0]?.inside) throw fieldError('parent_id', 'validation.invalid_value');
}

export const bookSummary = summary<RowOf<typeof books>>(
  'books',
  'book',
  (row) => row.name,
  (row) => ({ parent_id: row.parent_id, sort_order: row.sort_order }),
);

/** Active books for everyone but admins (who also see hidden ones). */
export const activeFor = (context: ResourceContext) =>
  readerCondition(context.actor, () => eq(books.is_active, true));

/**
 * The other chapters of each chapter's parent, in order; one query for the page (`with=siblings`). Only those
 * the reader may open, as for every relation: a chapter can be held on its own, its siblings then stay closed.
 */
export const siblings: RelationLoader = {
  async load(context, rows) {
    const parentIds = [
      ...new Set(rows.map((row) => row.parent_id).filter((id): id is number => id !== null)),
    ];
    const map = new Map<number, unknown>(rows.map((row) => [row.id, []]));
    if (parentIds.length === 0) return map;
    const found = await readableRowsOf(books, context, inArray(books.parent_id, parentIds), {
      orderBy: [books.sort_order, books.id],
    });
    for (const row of rows) {
      if (row.parent_id === null) continue;
      map.set(
        row.id,
        found
          .filter((book) => book.parent_id === row.parent_id && book.id !== row.id)
          .map((book) => bookSummary(book as never)),
      );
    }
    return map;
  },
};
