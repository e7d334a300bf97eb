import { and, inArray, type SQL, sql } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { courseGivenToCompany } from '../company-courses/index.ts';
import { visibleCourseIds } from '../content-visibility/index.ts';

/**
 * Courses a manager may enroll a company's people in (or grant passes for): a course they can see — the
 * courses resource's own rule, so nobody is enrolled in a course that answers 404 to their manager — that an
 * admin (or, later, a purchase) has given to this company and that is still given (issue 21). "Public" is the
 * shop's, and an old enrollment no longer makes a course the company's: the migration that introduced company
 * courses gave every company the courses it already held.
 */
export function courseAvailableToCompany(actor: Actor, companyId: number): SQL {
  const visible = visibleCourseIds(actor);
  if (!visible) return sql`false`;
  return and(inArray(courses.id, visible), courseGivenToCompany(companyId))!;
}
