import { defineModule } from '../../platform/module-manifest.ts';
import { searchRoutes } from './search.routes.ts';

/** The search module: search. */
export const searchModule = defineModule({
  name: 'search',
  routes: [searchRoutes],
});
