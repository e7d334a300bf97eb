import { defineModule } from '../../platform/module-manifest.ts';
import { qualificationResource } from './qualifications.resource.ts';

/** The qualifications module: qualifications. */
export const qualificationsModule = defineModule({
  name: 'qualifications',
  resources: [qualificationResource],
});
