import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accessPasses, type EnrollableType, enrollments } from '../../db/schema/learning.ts';
import { fieldError } from '../../platform/http/http-error.ts';
import type { ResourceContext, RowOf } from '../../platform/resource/define-resource.ts';
import { today } from './enrollment-dates.ts';

type Grantee = { courseId: number; type: EnrollableType; id: number; companyId: number };

/**
 * Spec §5 "There is already an access pass issued for one of the selected courses": an enrollment is refused
 * while the same company already gives the same grantee that course — through another enrollment that is not
 * revoked and has not ended (an upcoming one counts), or through a pass issued by hand that has not expired.
 * An ended or revoked enrollment does not stand in the way of enrolling again.
 */
export async function assertNoLiveAccess(context: ResourceContext, grantee: Grantee): Promise<void> {
  const now = context.services.clock.now().toISOString();
  const sameGrantee = <T extends typeof enrollments | typeof accessPasses>(
    course: T['course_id'],
    company: T['company_id'],
  ) => and(eq(course, grantee.courseId), eq(company, grantee.companyId));
  const [enrolled] = await context.db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(
      and(
        sameGrantee(enrollments.course_id, enrollments.company_id),
        eq(enrollments.enrollable_type, grantee.type),
        eq(enrollments.enrollable_id, grantee.id),
        isNull(enrollments.revoked_at),
        or(isNull(enrollments.end_date), sql`${enrollments.end_date} >= ${today(context)}::date`),
      ),
    )
    .limit(1);
  const [granted] = enrolled
    ? [enrolled]
    : await context.db
        .select({ id: accessPasses.id })
        .from(accessPasses)
        .where(
          and(
            sameGrantee(accessPasses.course_id, accessPasses.company_id),
            eq(accessPasses.grantable_type, grantee.type),
            eq(accessPasses.grantable_id, grantee.id),
            sql`${accessPasses.issued_by_type} is distinct from 'enrollment'`,
            or(isNull(accessPasses.expires_at), gt(accessPasses.expires_at, now)),
          ),
        )
        .limit(1);
  if (granted) throw fieldError('course_id', 'validation.access_pass_exists');
}

/** An enrollment as its pass needs it, with the certificate validity (days) the pass gives when it gives one. */
export type IssuingEnrollment = Pick<
  RowOf<typeof enrollments>,
  'id' | 'tenant_id' | 'course_id' | 'company_id' | 'enrollable_type' | 'enrollable_id'
> & { certificate_valid_for?: number | null };

/**
 * The access passes enrollments issue, so the people they cover can open the course at once. There is one
 * pass per course, grantee and company: the pass of an earlier, ended or revoked enrollment (or an expired
 * hand-issued one) is taken over by the new enrollment and made valid again. One statement for any number of
 * enrollments of different grantees (an API create issues one; the demo issues all of its own at once).
 */
export async function issueAccessPasses(
  db: Executor,
  now: string,
  issuing: readonly IssuingEnrollment[],
): Promise<void> {
  if (issuing.length === 0) return;
  await db
    .insert(accessPasses)
    .values(
      issuing.map((enrollment) => ({
        tenant_id: enrollment.tenant_id,
        course_id: enrollment.course_id,
        company_id: enrollment.company_id,
        grantable_type: enrollment.enrollable_type,
        grantable_id: enrollment.enrollable_id,
        issued_by_type: 'enrollment',
        issued_by_id: enrollment.id,
        certificate_valid_for: enrollment.certificate_valid_for,
      })),
    )
    .onConflictDoUpdate({
      target: [
        accessPasses.course_id,
        accessPasses.grantable_type,
        accessPasses.grantable_id,
        accessPasses.company_id,
      ],
      set: {
        issued_by_type: 'enrollment',
        issued_by_id: sql`excluded.issued_by_id`,
        expires_at: null,
        updated_at: now,
      },
    });
}
