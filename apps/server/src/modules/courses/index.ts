/**
 * The courses module's public face: what the other content modules (lessons, blocks, questions) share with
 * courses — their policy for authored content, the language and media references, link ordering, creating an
 * item in its parent and the "in use" refusal on delete; and creating course trees outside a request (the demo).
 */
export { adminContentPolicy, administrators, authoredContentPolicy } from './content.policy.ts';
export {
  type CourseInput,
  type CourseVariantInput,
  createCourses,
  createCourseVariants,
  linkVariantLessons,
  type VariantLessonInput,
} from './create-courses.ts';
export { createdInParent } from './created-in-parent.ts';
export { languageFilter, resolveLanguage } from './language-reference.ts';
export { assertNotLinked, nextSortOrder } from './link-sort-order.ts';
export { localizedCourseTitle } from './localized-course-title.ts';
export { coursesModule } from './manifest.ts';
export { withMediaColumn } from './media-reference.ts';
export { refuseDeleteInUse } from './refuse-delete-in-use.ts';
