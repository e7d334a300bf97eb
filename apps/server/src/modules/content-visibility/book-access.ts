import { and, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { books } from '../../db/schema/content.ts';
import { companyBooks, userBooks } from '../../db/schema/learning.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { memberCompanyIdsInScope } from '../../platform/auth/actor-grants.ts';
import { qualified } from '../../platform/resource/qualified.ts';

/** Deep enough for any real book; it also stops a walk if bad data ever made a loop. */
export const maxBookDepth = 20;

/** The top-most book above a book (itself when it has no parent), computed with each row. */
export const rootId = sql<number>`(with recursive chain(id, parent_id, depth) as (
    select b.id, b.parent_id, 0 from books b where b.id = ${qualified(books.id)}
    union all
    select p.id, p.parent_id, c.depth + 1 from books p join chain c on p.id = c.parent_id where c.depth < ${maxBookDepth}
  ) select id from chain order by depth desc limit 1)`;

/** Active, and not inside an inactive book: a learner never reaches a chapter of a hidden book. */
export const readableBook = sql`(${books.is_active} and not exists (with recursive up(id, parent_id, is_active, depth) as (
    select p.id, p.parent_id, p.is_active, 0 from books p where p.id = ${books.parent_id}
    union all
    select g.id, g.parent_id, g.is_active, u.depth + 1 from books g join up u on g.id = u.parent_id where u.depth < ${maxBookDepth}
  ) select 1 from up where not up.is_active))`;

/** A purchase counts until the end of its end_date (null: no end); the database's date, as for enrollments. */
const stillValid = (endDate: AnyPgColumn) => sql`(${endDate} is null or ${endDate} >= current_date)`;

/**
 * Ids of the books the actor holds: bought or given to them (user-books) or to the company they act in
 * (company-books; all their companies before one is chosen). Written as SQL to embed in a books query.
 */
export function heldBookIds(actor: Actor): SQL {
  const companyIds = memberCompanyIdsInScope(actor);
  const own = sql`select ${userBooks.book_id} from ${userBooks} where ${userBooks.user_id} = ${actor.user?.id ?? -1} and ${userBooks.tenant_id} = ${actor.tenantId} and ${stillValid(userBooks.end_date)}`;
  if (companyIds.length === 0) return sql`(${own})`;
  return sql`(${own} union select ${companyBooks.book_id} from ${companyBooks} where ${inArray(companyBooks.company_id, companyIds)} and ${stillValid(companyBooks.end_date)})`;
}

/** The row of a books query is held: the book itself or its top-most book (a chapter comes with its book). */
export const heldCondition = (actor: Actor): SQL =>
  sql`(${qualified(books.id)} in ${heldBookIds(actor)} or ${rootId} in ${heldBookIds(actor)})`;

/**
 * The books a learner sees in the knowledge base: readable (see readableBook), and a chapter only when they
 * hold it or its book; a top-level book is listed for everyone (to be bought). Administrators see every book,
 * which the callers decide (this is the learner's condition).
 */
export const visibleBook = (actor: Actor) =>
  and(readableBook, or(isNull(books.parent_id), heldCondition(actor)));
