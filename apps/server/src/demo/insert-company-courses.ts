import { giveCourses } from '../modules/company-courses/index.ts';
import { demoEnrollments } from './content-enrollments.ts';
import type { OrganisationIds } from './insert-organisations.ts';
import { requireId, type SeedContext } from './seed-support.ts';

/**
 * The courses each demo company was given (issue 21): every course it enrolls people in, without a seat
 * limit, so its managers' enrollment picker offers them as an administrator would have arranged.
 */
export async function insertCompanyCourses(
  context: SeedContext,
  organisation: OrganisationIds,
  courseIdByCode: ReadonlyMap<string, number>,
): Promise<void> {
  const pairs = new Map<string, { companyId: number; courseId: number }>();
  for (const enrollment of demoEnrollments) {
    const companyId = requireId(organisation.companyIdBySlug, enrollment.companySlug, 'company');
    const courseId = requireId(courseIdByCode, enrollment.courseCode, 'course');
    pairs.set(`${companyId}:${courseId}`, { companyId, courseId });
  }
  await giveCourses(context.tx, context.tenantId, [...pairs.values()]);
}
