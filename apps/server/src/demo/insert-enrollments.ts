import { accessPasses, enrollments } from '../db/schema/index.ts';
import { demoEnrollments } from './content-enrollments.ts';
import type { EnrollmentContent } from './content-types.ts';
import { departmentKey, type OrganisationIds } from './insert-organisations.ts';
import { dateFromToday, idsInPlanOrder, requireId, type SeedContext, withUuids } from './seed-support.ts';

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
  const { tx, tenantId } = context;

  const enrollmentPlans = withUuids(
    demoEnrollments.map((enrollment) => ({
      enrollment,
      courseId: requireId(courseIdByCode, enrollment.courseCode, 'course'),
      companyId: requireId(organisation.companyIdBySlug, enrollment.companySlug, 'company'),
      enrollableId: enrollableId(enrollment, organisation),
    })),
  );
  const enrollmentIds = idsInPlanOrder(
    enrollmentPlans,
    await tx
      .insert(enrollments)
      .values(
        enrollmentPlans.map(({ uuid, enrollment, courseId, companyId, enrollableId }) => ({
          uuid,
          tenant_id: tenantId,
          course_id: courseId,
          company_id: companyId,
          enrollable_type: enrollment.enrollable.type,
          enrollable_id: enrollableId,
          start_date: dateFromToday(context, enrollment.startDaysFromToday),
          end_date: dateFromToday(context, enrollment.endDaysFromToday),
          is_recurring: enrollment.recurAfterDays !== undefined,
          recur_after_days: enrollment.recurAfterDays ?? null,
        })),
      )
      .returning({ id: enrollments.id, uuid: enrollments.uuid }),
  );

  await tx.insert(accessPasses).values(
    enrollmentPlans.map(({ enrollment, courseId, companyId, enrollableId }, index) => ({
      tenant_id: tenantId,
      course_id: courseId,
      company_id: companyId,
      grantable_type: enrollment.enrollable.type,
      grantable_id: enrollableId,
      issued_by_type: 'enrollment',
      issued_by_id: enrollmentIds[index],
      certificate_valid_for: enrollment.certificateValidFor ?? null,
    })),
  );
}
