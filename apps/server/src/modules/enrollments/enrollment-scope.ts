import { and, exists, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import { accessPasses, enrollments } from '../../db/schema/learning.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { visibleCourseIds } from '../content-visibility/index.ts';

/**
 * Courses a manager may enroll a company's people in (or grant passes for): a course they can see —
 * the courses resource's own rule, so nobody is enrolled in a course that answers 404 to their manager —
 * that this company already holds (an access pass, or an enrollment that is not revoked). Public courses
 * are the shop's; a company gets a new course from an admin or a purchase.
 */
export function courseAvailableToCompany(actor: Actor, companyId: number): SQL {
  const visible = visibleCourseIds(actor);
  if (!visible) return sql`false`;
  return and(
    inArray(courses.id, visible),
    or(
      exists(
        sql`(select 1 from ${accessPasses} where ${accessPasses.course_id} = ${courses.id} and ${accessPasses.company_id} = ${companyId})`,
      ),
      exists(
        sql`(select 1 from ${enrollments} where ${enrollments.course_id} = ${courses.id} and ${enrollments.company_id} = ${companyId} and ${isNull(enrollments.revoked_at)})`,
      ),
    ),
  )!;
}
