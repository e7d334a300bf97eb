import { defineModule } from '../../platform/module-manifest.ts';
import { lessonResource } from './lessons.resource.ts';

/** The lessons module: lessons. */
export const lessonsModule = defineModule({
  name: 'lessons',
  resources: [lessonResource],
});
