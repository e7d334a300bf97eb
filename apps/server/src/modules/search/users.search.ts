import { fqmi } from '@academy/contracts/common/base';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { users } from '../../db/schema/tenancy.ts';
import { visibleUsers } from '../users/index.ts';
import { defineSearch } from './define-search.ts';
import { containsPattern } from './like-pattern.ts';
import { searchResultLinks } from './result-links.ts';
import { searchesPeople } from './search.policy.ts';

/**
 * Admins find every user of the tenant; managers only the members of the companies they manage in the
 * current scope (a manager of Fjord never finds a Nordlys user); department heads the people of the
 * departments they head there; everyone else is refused.
 */
export const usersSearch = defineSearch({
  name: 'users',
  authorize: searchesPeople,
  async run({ actor, search, limit, db }) {
    const pattern = containsPattern(search);
    const rows = await db
      .select({
        id: users.id,
        uuid: users.uuid,
        first_name: users.first_name,
        last_name: users.last_name,
        email: users.email,
      })
      .from(users)
      .where(
        and(
          eq(users.tenant_id, actor.tenantId),
          search
            ? or(
                ilike(sql`${users.first_name} || ' ' || ${users.last_name}`, pattern),
                ilike(users.email, pattern),
              )
            : undefined,
          // Only people whose page the reader may open: a manager's company members, a head's department
          // people (never an administrator who is also a member).
          visibleUsers(actor),
        ),
      )
      .orderBy(asc(users.last_name), asc(users.first_name), asc(users.id))
      .limit(limit);
    return rows.map((row) => ({
      uuid: row.uuid,
      fqmi: fqmi('users', row.uuid, 'user'),
      header: `${row.first_name} ${row.last_name}`.trim(),
      description: row.email,
      url: searchResultLinks.user(actor, row),
    }));
  },
});
