import type { Services } from '../../platform/services.ts';
import { generateReport } from './report-job.ts';
import { type ReportJobData, reportJob } from './report-job-name.ts';
import { reportQueue } from './report-queue.ts';

/** The reports module's background work: writing the file of each report asked for. */
export function registerReportJobs(
  services: Services,
  log: { error(details: object, message: string): void },
) {
  services.jobs.register<ReportJobData>(
    reportJob,
    (data) => generateReport(services, data, { log }),
    reportQueue,
  );
}
