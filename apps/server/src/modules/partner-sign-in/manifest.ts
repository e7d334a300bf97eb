import { defineModule } from '../../platform/module-manifest.ts';
import { partnerIntegrationRoutes } from './partner-integrations.routes.ts';
import { partnerLoginRoutes } from './partner-login.routes.ts';

/** The partner-sign-in module: a company's partner integrations, and sign-in by storyboard ticket or digest. */
export const partnerSignInModule = defineModule({
  name: 'partner-sign-in',
  resources: [],
  routes: [partnerLoginRoutes, partnerIntegrationRoutes],
});
