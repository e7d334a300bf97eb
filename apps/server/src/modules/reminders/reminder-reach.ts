import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { intArray } from '../../db/raw-sql.ts';
import {
  type CompanySettings,
  companies,
  companyUsers,
  departmentUsers,
  users,
} from '../../db/schema/tenancy.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { forbidden, notFound } from '../../platform/http/http-error.ts';
import { isRowId, isRowUuid, rowKeyCondition } from '../../platform/resource/row-key.ts';
import { companyReach } from '../companies/index.ts';
import { findsCompanyForReminders } from './reminders.policy.ts';

/** A company reference in a path: its id or uuid. */
const byReference = (reference: string) => rowKeyCondition(companies, reference);

export type ReachedCompany = {
  id: number;
  uuid: string;
  name: string;
  settings: CompanySettings;
  permissions: Record<string, boolean>;
};

/**
 * Whom an actor may remind, and whose reminder log they may read, in one company: a manager of the company (in
 * the scope they act in) and an administrator reach every member; a department head the members of the
 * departments they head there. `departmentIds` is null for "every member".
 */
export type ReminderReach = { company: ReachedCompany; departmentIds: number[] | null };

/**
 * The actor's reach in the company named in the path. A company the actor does not belong to answers 404, as it
 * would to a stranger (DESIGN §4: never reveal another company's ids); a member who is neither its manager nor a
 * head of one of its departments gets 403.
 */
export async function reminderReach(
  db: Executor,
  actor: Actor,
  companyReference: string,
): Promise<ReminderReach> {
  const [company] = await db
    .select({
      id: companies.id,
      uuid: companies.uuid,
      name: companies.name,
      settings: companies.settings,
      permissions: companies.permissions,
    })
    .from(companies)
    .where(and(eq(companies.tenant_id, actor.tenantId), byReference(companyReference)));
  if (!company || !findsCompanyForReminders(actor, company.id)) throw notFound();
  const reach = companyReach(actor, company.id);
  if (reach === null) throw forbidden();
  return { company, departmentIds: reach === 'all' ? null : reach };
}

/** The condition "this user is a member the reach covers" (a correlated test on `users.id`). */
export function withinReach(reach: ReminderReach) {
  const member = sql`exists (select 1 from ${companyUsers} where ${companyUsers.company_id} = ${reach.company.id} and ${companyUsers.user_id} = ${users.id})`;
  if (reach.departmentIds === null) return member;
  return and(
    member,
    sql`exists (select 1 from ${departmentUsers} where ${departmentUsers.user_id} = ${users.id} and ${inArray(departmentUsers.department_id, reach.departmentIds.length ? reach.departmentIds : [-1])})`,
  );
}

/** A user reference in a path: id or uuid. */
export const userByReference = (reference: string) => rowKeyCondition(users, reference);

/** Uuids as one array parameter (see intArray); anything that is not a uuid names nobody and is left out. */
const uuidArray = (values: readonly string[]) => sql`${`{${values.filter(isRowUuid).join(',')}}`}::text[]`;

/** The users the references name within the reach (each at most once); unknown or unreachable ones are absent. */
export async function reachedUsers(
  db: Executor,
  actor: Actor,
  reach: ReminderReach,
  references: readonly (string | number)[],
) {
  const ids = references.filter((reference) => typeof reference === 'number' || isRowId(reference));
  const uuids = references.filter((reference) => !ids.includes(reference)).map(String);
  if (references.length === 0) return [];
  return db
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
        sql`(${users.id} = any(${intArray(ids.map(Number))}) or ${users.uuid}::text = any(${uuidArray(uuids)}))`,
        withinReach(reach),
      ),
    );
}
