import { type DeadlineCounts, dueWithinDays } from '@academy/contracts/entities/training-matrix';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/raw-sql.ts';
import type { InsightReach } from '../insights/index.ts';
import { reachedEnrollments, standingOf } from './enrollment-reach.ts';

/**
 * How many lines of the status report (one per learner an enrollment reaches) the reader's people have past
 * their deadline, and not completed with a deadline within the next 14 days: the overview's two counts,
 * which lead to the status report with the same filter. One statement.
 */
export async function deadlineCounts(
  db: Executor,
  reach: InsightReach,
  now: Date,
  departmentId: number | null = null,
): Promise<DeadlineCounts> {
  const today = now.toISOString().slice(0, 10);
  const scope = { tenantId: reach.tenantId, companyId: reach.companyId, departmentId, courseId: null };
  const people = reach.people
    ? sql`exists (select 1 from users where users.id = m.user_id and ${reach.people})`
    : undefined;
  const [row] = await queryRows<{ overdue: number | string; due_soon: number | string }>(
    db,
    sql`with x as (${reachedEnrollments(scope, people)}),
      s as (
        select x.end_date, ${standingOf(now)} as status from x
        left join qualifications q on q.user_id = x.user_id and q.course_id = x.course_id
          and q.company_id = ${reach.companyId})
      select count(*) filter (where status = 'overdue') as overdue,
        count(*) filter (where status in ('not_started', 'in_progress')
          and end_date between ${today}::date and ${today}::date + ${dueWithinDays}::int) as due_soon
      from s`,
  );
  return { overdue: Number(row.overdue), due_soon: Number(row.due_soon), due_within_days: dueWithinDays };
}
