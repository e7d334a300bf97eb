import type { Notification } from '@academy/contracts/entities/notification';
import { list, request, runAction } from '../../../api/http-client.ts';
import { fetchItemOrNull } from '../shared/item-query.ts';

export async function fetchNotifications(): Promise<Notification[]> {
  return (await list<Notification>('notifications', { sort: '-created_at', per_page: 100 })).items;
}

export const fetchNotification = (uuid: string) =>
  fetchItemOrNull<Notification>(`notifications/${encodeURIComponent(uuid)}`);

/** Opening a notification marks it read (quietly: the page still shows it if that fails). */
export async function markRead(uuid: string): Promise<void> {
  await request(`notifications/${encodeURIComponent(uuid)}`, {
    method: 'PATCH',
    body: { read: true },
    quiet: true,
    quietForbidden: true,
  });
}

export const markAllRead = () => runAction('notifications.mark-all-read');
