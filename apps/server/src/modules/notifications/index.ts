/**
 * The notifications module's public face: sending notifications, their texts in the reader's language, and its
 * actions.
 */
export { createNotifications, type NotificationInput } from './create-notifications.ts';
export { notificationsModule } from './manifest.ts';
export { notificationTexts, notificationValues } from './notification-texts.ts';
export { markAllNotificationsRead } from './notifications.actions.ts';
