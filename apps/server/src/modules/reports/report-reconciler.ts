import { and, inArray, lt, sql } from 'drizzle-orm';
import { companyReports } from '../../db/schema/learning.ts';
import { owedJobs } from '../../platform/jobs/owed-jobs.ts';
import type { Services } from '../../platform/services.ts';
import { reportJob } from './report-job-name.ts';
import { queueReport } from './report-queue.ts';

/** The reconciler of reports, every five minutes: a report stuck pending or processing is moved on. */
export const reportReconcilerJob = 'reports.reconcile';
/** A report not moved (no progress written) for this long is stuck; a real one writes progress every second. */
export const reportStuckMinutes = 30;

/**
 * A stuck report whose job is still open is left to it. One with no job at all lost it (a crash before it
 * was queued, by a version that queued after the commit): its job is queued again, once — the next run
 * finds that job. One whose job ended without finishing it is failed with a reason the list shows
 * (`reports.stuck`), so its company may ask again (an open report counts against its limit).
 */
export async function reconcileReports(
  services: Pick<Services, 'db' | 'database' | 'jobs' | 'clock'>,
): Promise<{ requeued: number; failed: number }> {
  const before = new Date(services.clock.now().getTime() - reportStuckMinutes * 60_000).toISOString();
  const stuck = await services.db
    .select({ id: companyReports.id, company_id: companyReports.company_id })
    .from(companyReports)
    .where(
      and(inArray(companyReports.status, ['pending', 'processing']), lt(companyReports.updated_at, before)),
    );
  const jobs = await owedJobs(
    services.database,
    reportJob,
    'reportId',
    stuck.map((report) => report.id),
  );
  const lost = stuck.filter((report) => !jobs.has(String(report.id)));
  const ended = stuck.filter((report) => jobs.get(String(report.id))?.ended);
  for (const report of lost) await queueReport(services, report);
  if (ended.length > 0)
    await services.db
      .update(companyReports)
      .set({ status: 'failed', error: 'reports.stuck', finished_at: sql`now()`, updated_at: sql`now()` })
      .where(
        and(
          inArray(
            companyReports.id,
            ended.map((report) => report.id),
          ),
          inArray(companyReports.status, ['pending', 'processing']),
        ),
      );
  return { requeued: lost.length, failed: ended.length };
}
