import { defineModule } from '../../platform/module-manifest.ts';
import { questionAlternativeResource } from './question-alternatives.resource.ts';
import { questionAlternativeRoutes } from './question-alternatives.routes.ts';
import { questionResource } from './questions.resource.ts';

/** The questions module: questions and their alternatives. */
export const questionsModule = defineModule({
  name: 'questions',
  resources: [questionResource, questionAlternativeResource],
  routes: [questionAlternativeRoutes],
});
