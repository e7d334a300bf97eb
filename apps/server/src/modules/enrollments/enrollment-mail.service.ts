import { type Locale, pickLocale } from '@academy/contracts/messages';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { intArray, queryRows } from '../../db/raw-sql.ts';
import { transactionSql } from '../../platform/jobs/transaction-sql.ts';
import type { Services } from '../../platform/services.ts';
import { courseTitles, titleIn } from '../content-visibility/index.ts';
import { enrollmentCreatedMail } from './enrollment-created.mail.ts';

type Recipient = {
  uuid: string;
  email: string;
  first_name: string;
  language: string | null;
};

/**
 * Who the enrollment's mail goes to: every person it reaches now — the person, the department's members or the
 * company's — who is still a member of the company, active, with course e-mails on, in a company that has not
 * disabled e-mails (the rules completion mails and reminders follow). One statement, whatever their number.
 */
function recipientsOf(db: Executor, enrollmentIds: number[]) {
  return queryRows<
    Recipient & {
      tenant_id: number;
      company_id: number;
      course_id: number;
      end_date: string | null;
      enrollment_uuid: string;
    }
  >(
    db,
    sql`select u.uuid::text as uuid, u.email, u.first_name, l.code as language, e.tenant_id, e.company_id,
        e.course_id, to_char(e.end_date, 'YYYY-MM-DD') as end_date, e.uuid::text as enrollment_uuid
      from enrollments e
      join companies c on c.id = e.company_id
      join company_users cu on cu.company_id = e.company_id
      join users u on u.id = cu.user_id
      left join languages l on l.id = u.preferred_language_id
      where e.id = any(${intArray(enrollmentIds)}) and e.revoked_at is null
        and not coalesce((c.settings ->> 'emails_disabled')::boolean, false)
        and u.is_active and u.email_course
        and ((e.enrollable_type = 'user' and e.enrollable_id = cu.user_id)
          or (e.enrollable_type = 'department' and exists (select 1 from department_users du
            where du.department_id = e.enrollable_id and du.user_id = cu.user_id))
          or (e.enrollable_type = 'company' and e.enrollable_id = e.company_id))
      order by e.id, u.id`,
  );
}

/**
 * Mails each learner the enrollments reach "you have been enrolled in X; complete it by D" in their language
 * (else the enrolling request's), with a link to the course. Each mail's key is (enrollment, learner): a retry
 * or a second call sends nobody a second mail. The outbox takes the mails in the company's turn, so a whole
 * company's enrollment does not hold up another company's mail.
 */
export async function mailEnrolledLearners(
  services: Services,
  enrollmentIds: number[],
  fallbackLocale: Locale,
): Promise<void> {
  const recipients = await recipientsOf(services.db, enrollmentIds);
  if (recipients.length === 0) return;
  const titles = await courseTitles(services.db, [
    ...new Set(recipients.map((recipient) => recipient.course_id)),
  ]);
  // One batch: a whole company's enrollment writes its outbox rows and delivery jobs a few statements per 500.
  await services.mail.sendManyLater(
    recipients.flatMap((recipient) => {
      const course = titles.get(recipient.course_id);
      if (!course) return [];
      const locale = recipient.language ? pickLocale(recipient.language) : fallbackLocale;
      return {
        tenantId: recipient.tenant_id,
        to: recipient.email,
        template: enrollmentCreatedMail,
        locale,
        data: {
          name: recipient.first_name,
          course: titleIn(course, locale),
          end_date: recipient.end_date,
          link: `${services.config.publicUrl}/courses/${course.uuid}`,
        },
        idempotencyKey: `enrollment:${recipient.enrollment_uuid}:${recipient.uuid}`,
        companyId: recipient.company_id,
      };
    }),
  );
}

/** The job that mails the learners of new enrollments (`mailEnrolledLearners`). */
export const enrollmentMailJob = 'enrollments.mail';
type EnrollmentMailJob = { enrollmentIds: number[]; locale: Locale };

export function registerEnrollmentJobs(services: Services): void {
  services.jobs.register<EnrollmentMailJob>(enrollmentMailJob, ({ enrollmentIds, locale }) =>
    mailEnrolledLearners(services, enrollmentIds, locale),
  );
}

/**
 * Queues the mails of enrollments written in `tx` in that same transaction: they go out once it has committed
 * (a crash in between only delays them), and never for one that rolled back (a refused seat).
 */
export async function mailEnrolledLearnersAfterCommit(
  tx: Executor,
  services: Services,
  enrollmentIds: number[],
  locale: Locale,
): Promise<void> {
  if (enrollmentIds.length === 0) return;
  await services.jobs.enqueue<EnrollmentMailJob>(
    enrollmentMailJob,
    { enrollmentIds, locale },
    { db: transactionSql(tx) },
  );
}
