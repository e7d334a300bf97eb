import type { Notification, notificationContract } from '@academy/contracts/entities/notification';
import { patchItem, readItemOrNull, readList } from '../resources/resource-reads.ts';
import { runAction } from '../run-action.ts';

type Notifications = typeof notificationContract;

export function fetchNotifications(): Promise<Notification[]> {
  return readList<Notifications>('notifications', { sort: '-created_at', per_page: 100 });
}

export const fetchNotification = (uuid: string) => readItemOrNull<Notifications>('notifications', uuid);

/** Opening a notification marks it read (quietly: the page still shows it if that fails). */
export async function markRead(uuid: string): Promise<void> {
  await patchItem<Notifications>(
    'notifications',
    uuid,
    { read: true },
    { quiet: true, quietForbidden: true },
  );
}

export const markAllRead = () => runAction('notifications.mark-all-read');
