import { defineModule } from '../../platform/module-manifest.ts';
import { actionRoutes } from './action.routes.ts';

/** The actions module: the actions a person may take on a row, asked for by the client. */
export const actionsModule = defineModule({
  name: 'actions',
  routes: [actionRoutes],
});
