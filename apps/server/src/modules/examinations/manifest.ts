import { defineModule } from '../../platform/module-manifest.ts';
import { examinationQuizRoutes } from './examination-quiz.routes.ts';
import { examinationResource } from './examinations.resource.ts';

/** The examinations module: examinations and their quizzes. */
export const examinationsModule = defineModule({
  name: 'examinations',
  resources: [examinationResource],
  routes: [examinationQuizRoutes],
});
