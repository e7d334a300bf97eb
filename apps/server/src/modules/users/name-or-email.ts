import { type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like-pattern.ts';
import { users } from '../../db/schema/tenancy.ts';

/**
 * People whose name ("first last") or e-mail holds the text anywhere, in any case; `%` and `_` typed by the reader
 * are plain text. The two expressions are those of the trigram indexes (migration 0024), so PostgreSQL can read the
 * matches by index. For statements that read `users` under its own name.
 */
export function nameOrEmailContains(text: string): SQL {
  return nameOrEmailLike(containsPattern(text.trim()));
}

/** The same test with an ILIKE pattern built already (a list's `search`, escaped by db/like-pattern.ts). */
export function nameOrEmailLike(pattern: string): SQL {
  return sql`((${users.first_name} || ' ' || ${users.last_name}) ilike ${pattern} or ${users.email} ilike ${pattern})`;
}
