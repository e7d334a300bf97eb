import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/raw-sql.ts';

/**
 * Spec §4 Enrollment: when a recurring enrollment has ended, the next one starts after the pause
 * (`recur_after_days`, counted from the day after the end) and lasts as long as the ended one. ONE statement:
 * only enrollments without a successor are continued, and the advisory lock serialises two processes running
 * the job at once, so running it twice creates nothing more. The successor recurs as well (same settings).
 * `today` is 'YYYY-MM-DD' by the app's clock. Returns how many enrollments were created.
 */
export async function recurEnrollments(db: Executor, today: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(728462)`);
    const created = await queryRows(
      tx,
      sql`insert into enrollments
        (tenant_id, course_id, company_id, enrollable_type, enrollable_id, start_date, end_date,
         is_recurring, recur_after_days, previous_enrollment_id)
      select e.tenant_id, e.course_id, e.company_id, e.enrollable_type, e.enrollable_id,
        e.end_date + coalesce(e.recur_after_days, 0) + 1,
        e.end_date + coalesce(e.recur_after_days, 0) + 1 + (e.end_date - e.start_date),
        true, e.recur_after_days, e.id
      from enrollments e
      where e.is_recurring and e.revoked_at is null and e.end_date is not null
        and e.end_date < ${today}::date
        and not exists (select 1 from enrollments n where n.previous_enrollment_id = e.id)
      returning id`,
    );
    return created.length;
  });
}
