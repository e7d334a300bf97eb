import { defineModule } from '../../platform/module-manifest.ts';
import { statisticsRoutes } from './statistics.routes.ts';

/** The statistics module: statistics. */
export const statisticsModule = defineModule({
  name: 'statistics',
  routes: [statisticsRoutes],
});
