import { defineModule } from '../../platform/module-manifest.ts';
import { languageResource } from './languages.resource.ts';

/** The languages module: the tenant's languages. */
export const languagesModule = defineModule({
  name: 'languages',
  resources: [languageResource],
});
