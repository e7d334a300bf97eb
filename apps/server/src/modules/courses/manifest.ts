import { defineModule } from '../../platform/module-manifest.ts';
import { courseVariantLessonResource } from './course-variant-lessons.resource.ts';
import { courseVariantResource } from './course-variants.resource.ts';
import { courseResource } from './courses.resource.ts';

/** The courses module: courses, their variants and the lessons of a variant. */
export const coursesModule = defineModule({
  name: 'courses',
  resources: [courseResource, courseVariantResource, courseVariantLessonResource],
});
