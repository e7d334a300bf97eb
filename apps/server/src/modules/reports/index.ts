/** The reports module's public face: the report job the app registers. */
export { registerReportJobs } from './report-jobs.ts';
