import { sql } from 'drizzle-orm';
import { books } from '../../db/schema/content.ts';
import { companyBooks, productBooks, userBooks } from '../../db/schema/learning.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import type { ResourceContext } from '../../platform/resource/define-resource.ts';
import { maxBookDepth } from '../content-visibility/index.ts';

/**
 * Refuses (409) to delete a book while it, or any chapter under it, is held by a company or a learner
 * (company-books, user-books: purchases) or included in a product: the foreign keys cascade, so a delete would
 * silently take away what was bought and change what the shop sells. Deactivating hides it instead.
 * One statement for the whole subtree.
 */
export async function refuseDeletingBookInUse(context: ResourceContext, bookId: number): Promise<void> {
  const result = (await context.db.execute(sql`
    with recursive tree(id, depth) as (
      select ${bookId}::int, 0
      union all
      select b.id, t.depth + 1 from ${books} b join tree t on b.parent_id = t.id where t.depth < ${maxBookDepth}
    )
    select (
      exists (select 1 from ${userBooks} where ${userBooks.book_id} in (select id from tree))
      or exists (select 1 from ${companyBooks} where ${companyBooks.book_id} in (select id from tree))
      or exists (select 1 from ${productBooks} where ${productBooks.book_id} in (select id from tree))
    ) as used`)) as unknown as { rows: { used: boolean }[] };
  if (result.rows[0]?.used) throw new HttpError(409, 'knowledge.book_in_use');
}
