/** The job that writes a report's file (payload `{ reportId }`), queued in the report row's transaction. */
export const reportJob = 'reports.generate';
export type ReportJobData = { reportId: number };
