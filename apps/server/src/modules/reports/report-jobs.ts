import type { Services } from '../../platform/services.ts';
import { generateReport } from './report-job.ts';
import { type ReportJobData, reportJob } from './report-job-name.ts';
import { reportQueue } from './report-queue.ts';
import { reconcileReports, reportReconcilerJob } from './report-reconciler.ts';

/**
 * The reports module's background work: writing the file of each report asked for, and every five minutes
 * moving on reports stuck pending or processing (report-reconciler.ts).
 */
export async function registerReportJobs(
  services: Services,
  log: { error(details: object, message: string): void },
): Promise<void> {
  services.jobs.register<ReportJobData>(
    reportJob,
    (data) => generateReport(services, data, { log }),
    reportQueue,
  );
  services.jobs.register(reportReconcilerJob, async () => {
    await reconcileReports(services);
  });
  await services.jobs.schedule(reportReconcilerJob, '*/5 * * * *');
}
