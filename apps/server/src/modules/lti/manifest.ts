import { defineModule } from '../../platform/module-manifest.ts';
import { ltiRoutes } from './lti.routes.ts';
import { ltiRegistrationResource } from './lti-registrations.resource.ts';
import { registerLtiJobs } from './lti-scores.job.ts';

/** The lti module: the academy as an LTI 1.3 tool of a company's learning platforms (issue 25). */
export const ltiModule = defineModule({
  name: 'lti',
  resources: [ltiRegistrationResource],
  routes: [ltiRoutes],
  jobs: [registerLtiJobs],
});
