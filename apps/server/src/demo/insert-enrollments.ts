import { createEnrollments } from '../modules/enrollments/index.ts';
import { demoEnrollments } from './content-enrollments.ts';
import type { EnrollmentContent } from './content-types.ts';
import { departmentKey, type OrganisationIds } from './insert-organisations.ts';
import { dateFromToday, requireId, type SeedContext } from './seed-support.ts';

/** The id of the company, department or user an enrollment names; departments are looked up in its company. */
function enrollableId(enrollment: EnrollmentContent, organisation: OrganisationIds): number {
  const { enrollable, companySlug } = enrollment;
  switch (enrollable.type) {
    case 'company':
      return requireId(organisation.companyIdBySlug, companySlug, 'company');
    case 'department':
      return requireId(
        organisation.departmentIdByKey,
        departmentKey(companySlug, enrollable.department),
        'department',
      );
    case 'user':
      return requireId(organisation.userIdByEmail, enrollable.email, 'user');
  }
}

/**
 * Enrollments, each with the access pass it issued for the same company, department or user. The pass records
 * the enrollment as its issuer, as a purchase would record its receipt.
 */
export async function insertEnrollments(
  context: SeedContext,
  organisation: OrganisationIds,
  courseIdByCode: ReadonlyMap<string, number>,
): Promise<void> {
  await createEnrollments(
    context.tx,
    context.tenantId,
    context.now,
    demoEnrollments.map((enrollment) => ({
      course_id: requireId(courseIdByCode, enrollment.courseCode, 'course'),
      company_id: requireId(organisation.companyIdBySlug, enrollment.companySlug, 'company'),
      enrollable_type: enrollment.enrollable.type,
      enrollable_id: enrollableId(enrollment, organisation),
      start_date: dateFromToday(context, enrollment.startDaysFromToday),
      end_date: dateFromToday(context, enrollment.endDaysFromToday),
      is_recurring: enrollment.recurAfterDays !== undefined,
      recur_after_days: enrollment.recurAfterDays ?? null,
      certificate_valid_for: enrollment.certificateValidFor ?? null,
    })),
  );
}
