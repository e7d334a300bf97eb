import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { intArray } from '../../db/raw-sql.ts';
import { companies, users } from '../../db/schema/tenancy.ts';
import { type Actor, managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import { headedDepartmentIdsInScope } from '../../platform/auth/actor-grants.ts';
import { forbidden, notFound } from '../../platform/http/http-error.ts';
import type { ResourceRegistry } from '../../platform/resource/registry.ts';
import { isRowKey, rowKeyCondition } from '../../platform/resource/row-key.ts';
import { visibleMembersOfManagedCompany, visibleUsers } from '../users/index.ts';
import { readsEveryCompanysInsights, readsInsights } from './insights.policy.ts';

/** Whose standings a reader sees in one company, and which certificates they may open. */
export type InsightReach = {
  tenantId: number;
  companyId: number;
  /** A condition on `users`: the company's members the reader sees (undefined: all of them). */
  people: SQL | undefined;
  /**
   * Who of the company's members the reader sees, for statements that read its members only (the training
   * matrix): the same people as `people`, without naming the memberships again.
   */
  membersSeen: SQL | undefined;
  /** A condition on `certificates` (the certificates resource's own visibility); false: none. */
  certificates: SQL | undefined | false;
};

/**
 * Who reads a company's insights (issue 14): an administrator any company's; a manager their company's
 * (in scope) learners, as the users list shows them; a department head the people of the departments they
 * head there. Anyone who is none of these anywhere gets 403 (insights are not theirs at all); a company
 * outside the reader's reach — another company, or one of the tenant's they have no part in — is a 404.
 */
export async function insightReach(
  db: Executor,
  registry: ResourceRegistry,
  actor: Actor,
  companyKey: string,
): Promise<InsightReach> {
  if (!readsInsights(actor)) throw forbidden();
  const managed = managedCompanyIdsInScope(actor);
  const headed = headedDepartmentIdsInScope(actor);
  if (!isRowKey(companyKey)) throw notFound();
  const identity = rowKeyCondition(companies, companyKey);
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.tenant_id, actor.tenantId), identity));
  if (!company) throw notFound();
  // The certificates a reader may open through their own route: only those are named (and downloadable).
  const certificateResource = registry.bySegment('certificates');
  const certificates = certificateResource ? certificateResource.visibility?.(actor) : false;
  const reach = { tenantId: actor.tenantId, companyId: company.id, certificates };
  if (readsEveryCompanysInsights(actor)) return { ...reach, people: undefined, membersSeen: undefined };
  if (managed.includes(company.id))
    return { ...reach, people: visibleUsers(actor), membersSeen: visibleMembersOfManagedCompany(actor) };
  const headedHere = actor.departments
    .filter((department) => headed.includes(department.id) && department.company_id === company.id)
    .map((department) => department.id);
  if (headedHere.length === 0) throw notFound();
  const people = sql`exists (select 1 from department_users du where du.user_id = ${users.id} and du.department_id = any(${intArray(headedHere)}))`;
  return { ...reach, people, membersSeen: people };
}
