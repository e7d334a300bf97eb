import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { intArray, queryRows } from '../../db/raw-sql.ts';
import type { LearnerScope } from './learner-scope.ts';

/**
 * The learner's deadline per course of a page, in one statement: the earliest end date among the active
 * enrollments (not revoked, started, not ended) that reach them in the companies they act in — personally,
 * through a department or the whole company. The rule reminders and insights follow (issue 21), so the card
 * says the date the mail says. A course without one is absent.
 */
export async function loadLearnerDeadlines(
  db: Executor,
  scope: LearnerScope,
  courseIds: number[],
): Promise<Map<number, string>> {
  if (courseIds.length === 0) return new Map();
  const rows = await queryRows<{ course_id: number; deadline: string }>(
    db,
    sql`select e.course_id, to_char(min(e.end_date), 'YYYY-MM-DD') as deadline
      from enrollments e
      where e.tenant_id = ${scope.tenantId} and e.course_id = any(${intArray(courseIds)})
        and e.company_id = any(${intArray(scope.companyIds)}) and e.revoked_at is null
        and e.start_date <= ${scope.today}::date and e.end_date >= ${scope.today}::date
        and ((e.enrollable_type = 'user' and e.enrollable_id = ${scope.userId})
          or (e.enrollable_type = 'department' and e.enrollable_id = any(${intArray(scope.departmentIds)}))
          or (e.enrollable_type = 'company' and e.enrollable_id = e.company_id))
      group by e.course_id`,
  );
  return new Map(rows.map((row) => [Number(row.course_id), row.deadline]));
}
