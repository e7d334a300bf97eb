import { eq, inArray, sql } from 'drizzle-orm';
import { books } from '../../db/schema/content.ts';
import { isAdmin } from '../../platform/auth/actor.ts';
import { fieldError } from '../../platform/http/http-error.ts';
import type { RelationLoader, ResourceContext } from '../../platform/resource/define-resource.ts';
import { qualified } from '../../platform/resource/qualified.ts';
import { readableRowsOf, summary } from '../../platform/resource/relations.ts';

/** Deep enough for any real book; it also stops a walk if bad data ever made a loop. */
const maxDepth = 20;

/** The top-most book above a book (itself when it has no parent), computed with each row. */
export const rootId = sql<number>`(with recursive chain(id, parent_id, depth) as (
    select b.id, b.parent_id, 0 from books b where b.id = ${qualified(books.id)}
    union all
    select p.id, p.parent_id, c.depth + 1 from books p join chain c on p.id = c.parent_id where c.depth < ${maxDepth}
  ) select id from chain order by depth desc limit 1)`;

/** Active, and not inside an inactive book: a learner never reaches a chapter of a hidden book. */
export const readableBook = sql`(${books.is_active} and not exists (with recursive up(id, parent_id, is_active, depth) as (
    select p.id, p.parent_id, p.is_active, 0 from books p where p.id = ${books.parent_id}
    union all
    select g.id, g.parent_id, g.is_active, u.depth + 1 from books g join up u on g.id = u.parent_id where u.depth < ${maxDepth}
  ) select 1 from up where not up.is_active))`;

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
        select p.id, p.parent_id, u.depth + 1 from books p join up u on p.id = u.parent_id where u.depth < ${maxDepth}
      ) select 1 from up where up.id = ${bookId})`,
    })
    .from(books)
    .where(eq(books.id, parentId));
  if (result[0]?.inside) throw fieldError('parent_id', 'validation.invalid_value');
}

export const bookSummary = summary(
  'books',
  'book',
  (row) => row.name,
  (row) => ({ parent_id: row.parent_id, sort_order: row.sort_order }),
);

/** Active books for everyone but admins (who also see hidden ones). */
export const activeFor = (context: ResourceContext) =>
  isAdmin(context.actor) ? undefined : eq(books.is_active, true);

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
