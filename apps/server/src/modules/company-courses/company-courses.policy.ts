import { inArray } from 'drizzle-orm';
import { companyCourses } from '../../db/schema/learning.ts';
import { type Actor, isAdmin, managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import { adminOnly, definePolicy, signedIn } from '../../platform/policy/define-policy.ts';
import type { RowOf } from '../../platform/resource/define-resource.ts';

/** What the rules read of a company course. */
type CompanyCourseRow = Pick<RowOf<typeof companyCourses>, 'company_id'>;

/**
 * Companies whose given courses the actor reads: the ones they manage and the ones where they head a
 * department, within the current scope. Learners do not see the company's pool (their own courses say
 * what they may take).
 */
export function companyCourseReaderCompanyIds(actor: Actor): number[] {
  const headed = actor.departments
    .filter((department) => department.is_head && (!actor.scope || department.company_id === actor.scope.id))
    .map((department) => department.company_id);
  return [...new Set([...managedCompanyIdsInScope(actor), ...headed])];
}

/** Giving, changing and taking back a course are the platform's (admins'); managers and heads read theirs. */
export const companyCoursePolicy = definePolicy<CompanyCourseRow>({
  viewAny: signedIn,
  create: adminOnly,
  view: (actor, row) => isAdmin(actor) || companyCourseReaderCompanyIds(actor).includes(row.company_id),
  update: (actor) => isAdmin(actor),
  delete: (actor) => isAdmin(actor),
});

/** The company courses an actor reaches (the resource's visibility): admins all, others their companies'. */
export function companyCoursesInView(actor: Actor) {
  if (isAdmin(actor)) return undefined;
  const companyIds = companyCourseReaderCompanyIds(actor);
  return companyIds.length ? inArray(companyCourses.company_id, companyIds) : false;
}
