/** The notifications module's public face: texts that follow the reader's language. */
export { type CourseTitles, courseTitles, titleIn, titlesByLocale } from './course-titles.ts';
export { notificationTexts, notificationValues } from './notification-texts.ts';
