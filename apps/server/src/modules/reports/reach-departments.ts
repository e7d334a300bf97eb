import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { departments } from '../../db/schema/tenancy.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { headedDepartmentIdsInScope } from '../../platform/auth/actor-grants.ts';
import type { InsightReach } from '../insights/index.ts';
import { reportsOnWholeCompany } from './report-scope.policy.ts';

/**
 * The departments a reader is limited to in the company of `reach`: none (null) for an administrator or the
 * company's manager, else those they head there — what the report form and the matrix preselect, and what
 * the server holds a head to (company-reports.resource.ts, insightReach).
 */
export async function reachDepartments(db: Executor, actor: Actor, reach: InsightReach) {
  if (reportsOnWholeCompany(actor, reach.companyId)) return null;
  return db
    .select({ id: departments.id, uuid: departments.uuid, name: departments.name })
    .from(departments)
    .where(
      and(
        eq(departments.company_id, reach.companyId),
        inArray(departments.id, headedDepartmentIdsInScope(actor).concat(-1)),
      ),
    )
    .orderBy(asc(departments.name));
}
