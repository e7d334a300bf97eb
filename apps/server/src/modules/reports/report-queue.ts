import type { Executor } from '../../db/client.ts';
import { transactionSql } from '../../platform/jobs/transaction-sql.ts';
import type { Services } from '../../platform/services.ts';
import { type ReportJobData, reportJob } from './report-job-name.ts';

/**
 * How each process works the report queue: two workers, one report each, so a long report does not make the
 * next one wait for it (on PGlite the two share the one connection; on PostgreSQL each has its own).
 */
export const reportQueue = { workers: 2, batchSize: 1 };

/**
 * Queues a report's job in its company's turn (the jobs' fair order): whatever one company has queued,
 * another company's report is next in line. With `tx` (the transaction that wrote the report row) the job is
 * queued there, so a crash after the commit cannot lose it.
 */
export async function queueReport(
  services: Pick<Services, 'jobs'>,
  report: { id: number; company_id: number },
  tx?: Executor,
): Promise<void> {
  await services.jobs.enqueue<ReportJobData>(
    reportJob,
    { reportId: report.id },
    { group: `company:${report.company_id}`, ...(tx ? { db: transactionSql(tx) } : {}) },
  );
}
