import { queryOptions } from '@tanstack/react-query';
import { fetchNotifications } from '../../../api/academy/notifications.ts';

/** The learner's notifications in the reading language (their texts are translated). */
export const notificationsQuery = (language: 'en' | 'nb') =>
  queryOptions({ queryKey: ['notifications', language], queryFn: fetchNotifications });
