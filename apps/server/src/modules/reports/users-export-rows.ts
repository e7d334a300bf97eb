import type { ListQuery } from '@academy/contracts/common/envelope';
import type { Locale } from '@academy/contracts/messages';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { intArray } from '../../db/raw-sql.ts';
import { companies, companyUsers, departments, departmentUsers, users } from '../../db/schema/tenancy.ts';
import { type Actor, memberCompanyIds } from '../../platform/auth/actor.ts';
import type { AnyResource } from '../../platform/resource/define-resource.ts';
import { listCondition, listOrder } from '../../platform/resource/list-query.ts';
import { qualified } from '../../platform/resource/qualified.ts';
import { namesEveryMembership } from './report-scope.policy.ts';

/** One person of the users list as the export writes them. */
export type ExportedUser = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  is_active: boolean;
  last_login_at: string | null;
  created_at: string;
  companies: string | null;
  departments: string | null;
  is_manager: boolean;
  /** Answers to the custom user fields, by key. */
  custom_fields: Record<string, string>;
  /** The person's companies (all of them): which answers the reader may see is decided by them. */
  company_ids: number[] | null;
};

/**
 * The companies whose memberships the export names: outside administrators only the reader's own (as the
 * users list shows a person's companies and departments, users.resource.ts), so a shared person's other
 * company stays that company's business.
 */
const withinReader = (actor: Actor, column: SQL) =>
  namesEveryMembership(actor) ? sql`` : sql`and ${column} = any(${intArray(memberCompanyIds(actor))})`;

/** Manager of the company acted in; without one, of any company the reader sees. */
function managerCondition(actor: Actor): SQL {
  const companyCondition = actor.scope
    ? sql`and cu.company_id = ${actor.scope.id}`
    : withinReader(actor, sql`cu.company_id`);
  return sql`exists (select 1 from ${companyUsers} cu where cu.user_id = ${qualified(users.id)} and cu.is_manager ${companyCondition})`;
}

/**
 * The users list's rows for an export: the same visibility, search, filters and order as `GET /users`
 * (the users resource's own, from the registry). Checked at once — an unknown filter or sort is a 422 before
 * anything is sent — and read a batch at a time.
 */
export function usersExport(definition: AnyResource, actor: Actor, query: ListQuery, locale: Locale) {
  const where = listCondition(definition, actor, query);
  const order = listOrder(definition, query.sort, locale);
  const companyNames = sql<string | null>`(select string_agg(c.name, ', ' order by c.name)
    from ${companyUsers} cu join ${companies} c on c.id = cu.company_id
    where cu.user_id = ${qualified(users.id)} ${withinReader(actor, sql`c.id`)})`;
  const departmentNames = sql<string | null>`(select string_agg(d.name, ', ' order by d.name)
    from ${departmentUsers} du join ${departments} d on d.id = du.department_id
    where du.user_id = ${qualified(users.id)} ${withinReader(actor, sql`d.company_id`)})`;

  return async function* batches(db: Executor, batchSize: number): AsyncGenerator<ExportedUser[]> {
    if (!where) return;
    for (let offset = 0; ; offset += batchSize) {
      // Offset pages in the list's own order (any of its sorts): a users list is thousands of rows, not millions.
      const batch = await db
        .select({
          id: users.id,
          first_name: users.first_name,
          last_name: users.last_name,
          email: users.email,
          is_active: users.is_active,
          last_login_at: users.last_login_at,
          created_at: users.created_at,
          companies: companyNames,
          departments: departmentNames,
          is_manager: sql<boolean>`${managerCondition(actor)}`,
          custom_fields: users.custom_fields,
          company_ids: sql<
            number[]
          >`array(select cu.company_id from ${companyUsers} cu where cu.user_id = ${qualified(users.id)})`,
        })
        .from(users)
        .where(where)
        .orderBy(...order)
        .limit(batchSize)
        .offset(offset);
      if (batch.length === 0) return;
      yield batch;
      if (batch.length < batchSize) return;
    }
  };
}
