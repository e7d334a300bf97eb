import { defineModule } from '../../platform/module-manifest.ts';
import { insightsRoutes } from './insights.routes.ts';

/** The insights module: a company's insights. */
export const insightsModule = defineModule({
  name: 'insights',
  routes: [insightsRoutes],
});
