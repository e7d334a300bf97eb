import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { intArray, queryRows } from '../../db/raw-sql.ts';
import { certificates, enrollments } from '../../db/schema/learning.ts';
import { reminderDeliveries } from '../../db/schema/reminders.ts';
import { companies, companyUsers, departmentUsers, languages, users } from '../../db/schema/tenancy.ts';

/**
 * A learner whom an active enrollment of a company reaches for a course today, with what decides whether a
 * reminder goes out. `enrollment_id`/`end_date` are the learner's deadline: of the company's active enrollments
 * reaching them for the course (personally, through a department or the whole company), the one ending FIRST —
 * the date they must meet (issue 21: a personal 20-day deadline is not hidden by a company-wide open-ended or
 * later one); only when every one of them is open-ended is there no deadline. Insights' `min(end_date)` agrees.
 */
export type ReminderCandidate = {
  tenant_id: number;
  company_id: number;
  course_id: number;
  user_id: number;
  /** Null only for a learner no active enrollment reaches (a manual reminder logged as not enrolled). */
  enrollment_id: number | null;
  /** 'YYYY-MM-DD', or null when only open-ended enrollments reach the learner. */
  end_date: string | null;
  email: string;
  first_name: string;
  is_active: boolean;
  email_course: boolean;
  /** The learner's preferred language code, or null. */
  language: string | null;
  /** Holds a valid certificate for the course now. */
  completed: boolean;
  /** The company's setting "emails disabled". */
  emails_disabled: boolean;
  /** Automatic runs: the threshold (days before the end date) this reminder is for. */
  threshold_days: number | null;
};

export type CandidateFilter = {
  /** 'YYYY-MM-DD' by the app's clock. */
  today: string;
  now: Date;
  companyId?: number;
  courseId?: number;
  userIds?: number[];
  /**
   * The automatic run: only companies that are active and send reminders, deadlines within the largest
   * threshold, at the threshold they have reached (`thresholds` ascending), and not yet logged for it.
   */
  automatic?: { thresholds: readonly number[] };
};

/** `case` choosing the smallest threshold the days left are within. */
function thresholdOf(daysLeft: SQL, thresholds: readonly number[]): SQL {
  const ascending = [...thresholds].sort((a, b) => a - b);
  const cases = sql.join(
    ascending.map((days) => sql`when ${daysLeft} <= ${days}::int then ${days}::int`),
    sql` `,
  );
  return sql`(case ${cases} end)`;
}

/**
 * The candidates in one statement, whatever their number. Who an enrollment reaches is the rule of the
 * enrollments list (personal, department membership within the company, the whole company), here for every
 * member at once; the learner must still be a member of the company.
 */
export async function reminderCandidates(
  db: Executor,
  filter: CandidateFilter,
): Promise<ReminderCandidate[]> {
  const today = sql`${filter.today}::date`;
  const conditions: SQL[] = [];
  if (filter.companyId !== undefined)
    conditions.push(sql`and ${enrollments.company_id} = ${filter.companyId}`);
  if (filter.courseId !== undefined) conditions.push(sql`and ${enrollments.course_id} = ${filter.courseId}`);
  if (filter.userIds) conditions.push(sql`and ${companyUsers.user_id} = any(${intArray(filter.userIds)})`);
  const automatic = filter.automatic;
  const maxDays = automatic ? Math.max(...automatic.thresholds) : 0;
  const threshold = automatic
    ? thresholdOf(sql`(reach.end_date - ${today})`, automatic.thresholds)
    : sql`null`;

  return queryRows<ReminderCandidate>(
    db,
    sql`with reach as (
      select distinct on (${enrollments.company_id}, ${enrollments.course_id}, ${companyUsers.user_id})
        ${enrollments.tenant_id} as tenant_id, ${enrollments.company_id} as company_id,
        ${enrollments.course_id} as course_id, ${companyUsers.user_id} as user_id,
        ${enrollments.id} as enrollment_id, ${enrollments.end_date} as end_date
      from ${enrollments}
      join ${companyUsers} on ${companyUsers.company_id} = ${enrollments.company_id}
      where ${enrollments.revoked_at} is null
        and ${enrollments.start_date} <= ${today}
        and (${enrollments.end_date} is null or ${enrollments.end_date} >= ${today})
        and ((${enrollments.enrollable_type} = 'user' and ${enrollments.enrollable_id} = ${companyUsers.user_id})
          or (${enrollments.enrollable_type} = 'department' and exists (
            select 1 from ${departmentUsers}
            where ${departmentUsers.department_id} = ${enrollments.enrollable_id}
              and ${departmentUsers.user_id} = ${companyUsers.user_id}))
          or (${enrollments.enrollable_type} = 'company' and ${enrollments.enrollable_id} = ${enrollments.company_id}))
        ${sql.join(conditions, sql` `)}
      order by ${enrollments.company_id}, ${enrollments.course_id}, ${companyUsers.user_id},
        ${enrollments.end_date} asc nulls last, ${enrollments.id}
    ),
    due as (
      select reach.*, ${threshold}::int as threshold_days from reach
      ${automatic ? sql`where reach.end_date is not null and reach.end_date - ${today} <= ${maxDays}::int` : sql``}
    )
    select due.*, ${users.email} as email, ${users.first_name} as first_name, ${users.is_active} as is_active,
      ${users.email_course} as email_course, ${languages.code} as language,
      exists (select 1 from ${certificates}
        where ${certificates.user_id} = due.user_id and ${certificates.course_id} = due.course_id
          and (${certificates.expires_at} is null or ${certificates.expires_at} > ${filter.now.toISOString()}::timestamptz)
      ) as completed,
      coalesce((${companies.settings} ->> 'emails_disabled')::boolean, false) as emails_disabled
    from due
    join ${users} on ${users.id} = due.user_id
    left join ${languages} on ${languages.id} = ${users.preferred_language_id}
    join ${companies} on ${companies.id} = due.company_id
    ${
      automatic
        ? sql`where ${companies.is_active}
            and coalesce((${companies.settings} ->> 'send_reminders')::boolean, true)
            and not exists (select 1 from ${reminderDeliveries}
              where ${reminderDeliveries.kind} = 'automatic'
                and ${reminderDeliveries.enrollment_id} = due.enrollment_id
                and ${reminderDeliveries.user_id} = due.user_id
                and ${reminderDeliveries.threshold_days} = due.threshold_days)`
        : sql``
    }
    order by due.tenant_id, due.company_id, due.course_id, due.user_id`,
  );
}
