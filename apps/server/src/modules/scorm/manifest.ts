import { defineModule } from '../../platform/module-manifest.ts';
import { scormPackageResource, scormRegistrationResource } from './scorm.resources.ts';
import { scormLaunchRoutes } from './scorm-launch.routes.ts';
import { scormPackageRoutes } from './scorm-packages.routes.ts';

/** The scorm module: SCORM packages a company dispatches into its LMS, their launches and registrations. */
export const scormModule = defineModule({
  name: 'scorm',
  resources: [scormPackageResource, scormRegistrationResource],
  routes: [scormPackageRoutes, scormLaunchRoutes],
});
