import { fqmi } from '@academy/contracts/common/base';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { escapeLikePattern } from '../../db/like-pattern.ts';
import { queryRows } from '../../db/raw-sql.ts';
import { users } from '../../db/schema/tenancy.ts';
import { nameOrEmailContains, visibleUsers } from '../users/index.ts';
import { defineSearch, type SearchActor } from './define-search.ts';
import { searchResultLinks } from './result-links.ts';
import { searchesPeople } from './search.policy.ts';

type PersonHit = { id: number; uuid: string; first_name: string; last_name: string; email: string };

/**
 * Admins find every user of the tenant; managers only the members of the companies they manage in the
 * current scope (a manager of Fjord never finds a Nordlys user); department heads the people of the
 * departments they head there; everyone else is refused.
 */
export const usersSearch = defineSearch({
  name: 'users',
  authorize: searchesPeople,
  async run({ actor, search, limit, db }) {
    const rows = search ? await rankedPeople(db, actor, search, limit) : await firstPeople(db, actor, limit);
    return rows.map((row) => ({
      uuid: row.uuid,
      fqmi: fqmi('users', row.uuid, 'user'),
      header: `${row.first_name} ${row.last_name}`.trim(),
      description: row.email,
      url: searchResultLinks.user(actor, row),
    }));
  },
});

/** With nothing typed: the first people in alphabetical order. */
function firstPeople(db: Database, actor: SearchActor, limit: number): Promise<PersonHit[]> {
  return db
    .select({
      id: users.id,
      uuid: users.uuid,
      first_name: users.first_name,
      last_name: users.last_name,
      email: users.email,
    })
    .from(users)
    .where(and(eq(users.tenant_id, actor.tenantId), visibleUsers(actor)))
    .orderBy(asc(users.last_name), asc(users.first_name), asc(users.id))
    .limit(limit);
}

/**
 * The people matching the text, best first (docs/decisions.md "People search: names that start with the text
 * first"): those whose last name starts with it, then those whose full name ("first last") does, then those whose
 * name or e-mail holds it anywhere; alphabetical within each. The first two are read in the order of their own
 * indexes (migration 0031) and stop at the page's length, so typing a common surname costs ten rows, not the
 * tenant's thousands of Hansens and Johansens; the third runs only when the first two leave the page short.
 * Only people whose page the reader may open are found (`visibleUsers`).
 */
async function rankedPeople(db: Database, actor: SearchActor, search: string, limit: number) {
  const visible = visibleUsers(actor) ?? sql`true`;
  const tenant = sql`users.tenant_id = ${actor.tenantId}`;
  // lower() on both sides in the database, so the text and the names are folded by the same rules.
  const prefix = sql`lower(${escapeLikePattern(search)}) || '%'`;
  const lastName = sql`lower(users.last_name) collate "C"`;
  const firstName = sql`lower(users.first_name) collate "C"`;
  const fullName = sql`lower(users.first_name || ' ' || users.last_name) collate "C"`;
  // A ranked part: (id, rank, key1, key2), read in the order of the index on its keys and the id.
  const prefixedBy = (rank: number, keys: [SQL, SQL], match: SQL) => sql`(
    select users.id, ${sql.raw(String(rank))} as rank, ${keys[0]}, ${keys[1]} from users
    where ${tenant} and ${match} like ${prefix} and ${visible}
    order by 3, 4, 1 limit ${limit})`;
  return queryRows<PersonHit>(
    db,
    sql`with prefixed (id, rank, key1, key2) as materialized (
        ${prefixedBy(1, [lastName, firstName], lastName)}
        union all
        ${prefixedBy(2, [fullName, sql`''::text collate "C"`], fullName)}),
      found as (
        select * from prefixed
        union all
        (select users.id, 3, ${lastName}, ${firstName} from users
          where ${tenant} and ${visible}
            and ${nameOrEmailContains(search)}
            and (select count(distinct id) from prefixed) < ${limit}
          order by 3, 4, 1 limit ${limit})),
      best as (select distinct on (id) * from found order by id, rank)
      select users.id, users.uuid, users.first_name, users.last_name, users.email
      from best join users on users.id = best.id
      order by best.rank, best.key1, best.key2, best.id
      limit ${limit}`,
  );
}
