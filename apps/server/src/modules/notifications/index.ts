/**
 * The notifications module's public face: texts that follow the reader's language, sending notifications,
 * and its actions.
 */
export {
  type CourseTitles,
  courseForReader,
  courseTitles,
  titledForReader,
  titleIn,
  titlesByLocale,
} from './course-titles.ts';
export { createNotifications, type NotificationInput } from './create-notifications.ts';
export { notificationTexts, notificationValues } from './notification-texts.ts';
export { markAllNotificationsRead } from './notifications.actions.ts';
