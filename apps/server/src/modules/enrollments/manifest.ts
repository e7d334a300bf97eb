import { defineModule } from '../../platform/module-manifest.ts';
import { accessPassResource } from './access-passes.resource.ts';
import { bulkEnrollRoutes } from './bulk-enroll.routes.ts';
import { registerEnrollmentJobs } from './enrollment-mail.service.ts';
import { enrollmentResource } from './enrollments.resource.ts';

/** The enrollments module: enrollments, access passes and bulk enrolment. */
export const enrollmentsModule = defineModule({
  name: 'enrollments',
  resources: [accessPassResource, enrollmentResource],
  routes: [bulkEnrollRoutes],
  jobs: [registerEnrollmentJobs],
});
