import { defineModule } from '../../platform/module-manifest.ts';
import { apiKeyResource } from './api-keys.resource.ts';
import { apiKeyRoutes } from './api-keys.routes.ts';

/** The api-keys module: a company's API keys. */
export const apiKeysModule = defineModule({
  name: 'api-keys',
  resources: [apiKeyResource],
  routes: [apiKeyRoutes],
});
