import { defineModule } from '../../platform/module-manifest.ts';

/** The content-visibility module: who may see which content (used by other modules only). */
export const contentVisibilityModule = defineModule({
  name: 'content-visibility',
});
