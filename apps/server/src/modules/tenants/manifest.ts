import { defineModule } from '../../platform/module-manifest.ts';
import { tenantResource } from './tenants.resource.ts';

/** The tenants module: tenants. */
export const tenantsModule = defineModule({
  name: 'tenants',
  resources: [tenantResource],
});
