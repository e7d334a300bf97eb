/**
 * The content-visibility module's public face: who may see a course, variant, lesson, block, book or media
 * file. Written once here and used by every resource, search and file route that shows content, so a
 * learner sees an item through the API exactly when they may open its file; and a course named in the reader's
 * language (its variant's title), shared by every resource that names a course. Knows no other module.
 */
export { authorsOnly, readerCondition, seesAllContent } from './authoring-access.ts';
export { readableBlock, readableBlockIds, visibleBlockIds } from './block-access.ts';
export { heldCondition, maxBookDepth, rootId, visibleBook } from './book-access.ts';
export {
  enrollmentsInView,
  readableVariant,
  visibleCourseIds,
  visibleCoursesCondition,
  visibleThrough,
  visibleVariantIds,
} from './course-access.ts';
export {
  type CourseTitles,
  courseForReader,
  courseInReaderLanguage,
  courseTitleOrder,
  courseTitleSql,
  courseTitles,
  namedForReader,
  titledForReader,
  titleIn,
  titlesByLocale,
} from './course-titles.ts';
export { visibleLessonIds } from './lesson-access.ts';
export { contentVisibilityModule } from './manifest.ts';
export { readableMedia } from './media-access.ts';
