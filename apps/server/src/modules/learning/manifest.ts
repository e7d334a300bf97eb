import { defineModule } from '../../platform/module-manifest.ts';
import { courseRestartRoutes } from './course-restart.routes.ts';
import { registerLearningJobs } from './learning-jobs.ts';

/** The learning module: taking a course. */
export const learningModule = defineModule({
  name: 'learning',
  routes: [courseRestartRoutes],
  jobs: [registerLearningJobs],
});
