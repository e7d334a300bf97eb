import { sql } from 'drizzle-orm';
import { books } from '../../db/schema/content.ts';
import type { ResourceContext } from '../../platform/resource/define-resource.ts';

type Siblings = {
  /** Whose chapters (null: the top-level books). */
  parentId: number | null;
  /** The book being placed, left out of the numbering (absent on create). */
  bookId?: number;
  /** Where it goes, 1 = first (0 counts as 1); absent or past the end: after the last one. */
  position?: number;
};

/**
 * A book's `sort_order` is its place among its siblings (the chapters of one parent, or the top-level books):
 * writing it moves the book there, and the siblings are renumbered 1…n around it in the same transaction, so
 * moving a chapter is one request and the order never has ties or gaps. Returns the place the book gets.
 * Two statements whatever the number of siblings; rows already in their place are not written.
 */
export async function placeAmongSiblings(context: ResourceContext, siblings: Siblings): Promise<number> {
  const { parentId, bookId } = siblings;
  const others = sql`${books.tenant_id} = ${context.actor.tenantId}
    and ${books.parent_id} is not distinct from ${parentId}::int
    and ${books.id} <> ${bookId ?? -1}`;
  const [{ count }] = (
    (await context.db.execute(
      sql`select count(*)::int as count from ${books} where ${others}`,
    )) as unknown as {
      rows: { count: number }[];
    }
  ).rows;
  const wanted = siblings.position ?? Number.POSITIVE_INFINITY;
  const place = Math.min(Math.max(wanted, 1), Number(count) + 1);
  await context.db.execute(sql`
    with ordered as (
      select ${books.id} as id, row_number() over (order by ${books.sort_order}, ${books.id}) as rank
      from ${books} where ${others}
    ), placed as (
      select id, (rank + case when rank >= ${place} then 1 else 0 end)::int as sort_order from ordered
    )
    update ${books} set sort_order = placed.sort_order
    from placed
    where ${books.id} = placed.id and ${books.sort_order} <> placed.sort_order`);
  return place;
}
