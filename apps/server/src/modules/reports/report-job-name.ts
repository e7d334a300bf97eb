/** The job that writes a report's file (payload `{ reportId }`), queued once the report row has committed. */
export const reportJob = 'reports.generate';
export type ReportJobData = { reportId: number };

/** The advisory-lock class of report rows (platform/jobs/after-commit.ts; the second key is the report id). */
export const reportLockClass = 0x72657074;
