import { defineModule } from '../../platform/module-manifest.ts';
import { companyCourseResource } from './company-courses.resource.ts';

/** The company-courses module: the courses given to a company. */
export const companyCoursesModule = defineModule({
  name: 'company-courses',
  resources: [companyCourseResource],
});
