import { defineModule } from '../../platform/module-manifest.ts';
import { companyReportDownloadRoutes } from './company-report-download.routes.ts';
import { companyReportResource } from './company-reports.resource.ts';
import { registerReportJobs } from './report-jobs.ts';
import { trainingMatrixRoutes } from './training-matrix.routes.ts';
import { usersExportRoutes } from './users-export.routes.ts';

/** The reports module: company reports, the training matrix and the users export. */
export const reportsModule = defineModule({
  name: 'reports',
  resources: [companyReportResource],
  routes: [companyReportDownloadRoutes, trainingMatrixRoutes, usersExportRoutes],
  jobs: [registerReportJobs],
});
