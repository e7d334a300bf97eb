import { customerServiceCourse } from './content-course-customer-service.ts';
import { informationSecurityCourse } from './content-course-information-security.ts';
import { workplaceSafetyCourse } from './content-course-workplace-safety.ts';
import type { CourseContent } from './content-types.ts';

/** The demo catalogue, in the order the courses are numbered in the issue (1, 2, 3). */
export const demoCourses: readonly CourseContent[] = [
  workplaceSafetyCourse,
  informationSecurityCourse,
  customerServiceCourse,
];
