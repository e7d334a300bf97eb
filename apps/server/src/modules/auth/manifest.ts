import { defineModule } from '../../platform/module-manifest.ts';
import { authRoutes } from './auth.routes.ts';
import { retainUsedStates } from './provider-sign-in/used-states.ts';

/** The auth module: sign-in, registration and password resets. */
export const authModule = defineModule({
  name: 'auth',
  routes: [authRoutes],
  jobs: [retainUsedStates],
});
