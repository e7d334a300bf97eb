import { defineModule } from '../../platform/module-manifest.ts';
import { contextRoutes } from './context.routes.ts';

/** The context module: the signed-in person's context. */
export const contextModule = defineModule({
  name: 'context',
  routes: [contextRoutes],
});
