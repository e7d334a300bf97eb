import { and, eq } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import { enrollments, qualifications } from '../../db/schema/learning.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import type { ResourceContext } from '../../platform/resource/define-resource.ts';
import { referenceFilter } from '../../platform/resource/reference-filter.ts';
import { loadCourseStandings } from './course-standing.ts';
import { learnerScope } from './learner-scope.ts';
import { learnerCourseFields } from './learner-status.ts';

const notEnrolled = () => new HttpError(404, 'learning.not_enrolled');

/**
 * Restarts a course for the signed-in learner (spec §4): records the time on their qualification, so passes
 * before it no longer count and the lessons start afresh, while the certificate they hold stays valid. Only
 * an actively enrolled learner with something to restart (a certificate or progress in the period) may.
 */
export async function restartCourse(
  context: ResourceContext,
  key: string,
): Promise<{ restarted_at: string }> {
  const scope = learnerScope(context.actor, context.services);
  if (!scope) throw notEnrolled();
  const [course] = await context.db
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(
        eq(courses.tenant_id, scope.tenantId),
        referenceFilter(courses.id, courses, key),
        eq(courses.is_active, true),
      ),
    )
    .limit(1);
  if (!course) throw notEnrolled();
  const standing = (await loadCourseStandings(context.db, scope, [course.id])).get(course.id);
  const fields = standing ? learnerCourseFields(standing, scope.now, scope.today) : null;
  if (!standing?.enrollment || fields?.enrollment?.status !== 'active') throw notEnrolled();
  if (fields.enrollment_status !== 'completed' && fields.enrollment_status !== 'in_progress')
    throw new HttpError(409, 'learning.nothing_to_restart');

  // The qualification of the company whose enrollment applies, as an examination would record it.
  const [enrollment] = await context.db
    .select({ company_id: enrollments.company_id })
    .from(enrollments)
    .where(eq(enrollments.id, standing.enrollment.id));
  const at = scope.now.toISOString();
  await context.db
    .insert(qualifications)
    .values({
      tenant_id: scope.tenantId,
      user_id: scope.userId,
      course_id: course.id,
      company_id: enrollment?.company_id ?? null,
      status: 'in_progress',
      restarted_at: at,
      last_active_at: at,
      created_at: at,
      updated_at: at,
    })
    // The status is left as it is: the qualification keeps recording the certificate the learner holds.
    .onConflictDoUpdate({
      target: [qualifications.user_id, qualifications.course_id, qualifications.company_id],
      set: { restarted_at: at, last_active_at: at, updated_at: at },
    });
  return { restarted_at: at };
}
