import { defineModule } from '../../platform/module-manifest.ts';
import { companyResource } from './companies.resource.ts';
import { companyProfileRoutes } from './company-profile.routes.ts';

/** The companies module: companies and their public profile. */
export const companiesModule = defineModule({
  name: 'companies',
  resources: [companyResource],
  routes: [companyProfileRoutes],
});
