import type { BulkEnrollmentCreate } from '@academy/contracts/entities/bulk-enrollment';
import { courses } from '../../db/schema/content.ts';
import { fieldError } from '../../platform/http/http-error.ts';
import { authorize } from '../../platform/policy/define-policy.ts';
import type { ResourceContext } from '../../platform/resource/define-resource.ts';
import { resolveReference } from '../../platform/resource/references.ts';
import { checkSeats } from '../company-courses/index.ts';
import { createEnrollments } from './create-enrollments.ts';
import { resolveEnrollable } from './enrollable.ts';
import { assertEnrollmentDates } from './enrollment-dates.ts';
import { assertNoLiveAccess } from './enrollment-passes.ts';
import { enrollableCourses } from './enrollment-scope.policy.ts';
import { enrollmentPolicy } from './enrollments.policy.ts';

/**
 * Enrolls several people of one company in one course (issue 21 §3), inside the caller's transaction: every
 * person is resolved as a single enrollment resolves its user (a manager reaches only their companies' people:
 * anyone else is a 422 on `user_ids`, never revealed), the course must be given to the company, the dates
 * follow spec §5, and the seats are counted for all of them at once under the pool's lock — so either all are
 * enrolled or none. Each enrollment issues its access pass, as one made alone does. The new enrollments' ids.
 */
export async function bulkEnroll(context: ResourceContext, input: BulkEnrollmentCreate): Promise<number[]> {
  authorize(enrollmentPolicy, 'create', context.actor);
  const userKeys = [...new Set(input.user_ids.map(String))];
  const people = [];
  for (const key of userKeys)
    people.push(
      await resolveEnrollable(
        context,
        { type: 'user', key, companyKey: input.company_id },
        { id: 'user_ids', company: 'company_id' },
      ),
    );
  const companyIds = new Set(people.map((person) => person.companyId));
  if (companyIds.size !== 1) throw fieldError('user_ids', 'enrollments.bulk_one_company');
  const [companyId] = companyIds;
  const userIds = [...new Set(people.map((person) => person.id))];

  const courseId = await resolveReference(
    context,
    courses,
    input.course_id,
    'course_id',
    enrollableCourses(context.actor, companyId),
  );
  const dates = { start_date: input.start_date, end_date: input.end_date ?? null, is_recurring: false };
  assertEnrollmentDates(context, dates);
  for (const id of userIds) await assertNoLiveAccess(context, { courseId, type: 'user', id, companyId });
  const seats = await checkSeats(context.db, { companyId, courseId }, { type: 'users', ids: userIds });
  if (seats && !seats.fits)
    throw fieldError('user_ids', 'validation.seats_exceeded', seats.left ?? 0, seats.needed);

  return createEnrollments(
    context.db,
    context.actor.tenantId,
    context.services.clock.now(),
    userIds.map((id) => ({
      ...dates,
      course_id: courseId,
      company_id: companyId,
      enrollable_type: 'user' as const,
      enrollable_id: id,
      recur_after_days: null,
    })),
  );
}
