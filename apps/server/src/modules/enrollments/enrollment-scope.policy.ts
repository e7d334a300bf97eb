import { and, inArray, type SQL, sql } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import { type Actor, isAdmin, managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import { courseGivenToCompany } from '../company-courses/index.ts';
import { visibleCourseIds } from '../content-visibility/index.ts';

/**
 * Companies whose people the actor may enroll (or grant passes to): every company for an admin (null), else
 * the managed ones in scope (never empty, so it can be used in `in`).
 */
export const enrollableCompanyIds = (actor: Actor): number[] | null =>
  isAdmin(actor) ? null : managedCompanyIdsInScope(actor).concat(-1);

/**
 * Courses the actor may enroll a company's people in (or grant passes for): any for an admin (undefined).
 * For a manager, a course they can see — the courses resource's own rule, so nobody is enrolled in a course
 * that answers 404 to their manager — that an admin (or, later, a purchase) has given to this company and
 * that is still given (issue 21). "Public" is the shop's, and an old enrollment no longer makes a course the
 * company's: the migration that introduced company courses gave every company the courses it already held.
 */
export function enrollableCourses(actor: Actor, companyId: number): SQL | undefined {
  if (isAdmin(actor)) return undefined;
  const visible = visibleCourseIds(actor);
  if (!visible) return sql`false`;
  return and(inArray(courses.id, visible), courseGivenToCompany(companyId))!;
}
