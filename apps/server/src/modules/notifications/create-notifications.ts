import type { Executor } from '../../db/client.ts';
import { insertManyForTenant, type NewRow } from '../../db/insert-in-order.ts';
import { notifications } from '../../db/schema/learning.ts';
import { notificationValues } from './notification-texts.ts';

export type NotificationInput = Omit<NewRow<typeof notifications>, 'subject' | 'data'> & {
  /** The texts, as message keys read in the reader's language (see notificationValues). */
  text: Parameters<typeof notificationValues>[0];
  /** When it was sent (and last changed, e.g. read); now unless given. */
  created_at?: string;
  updated_at?: string;
};

/** Sends notifications to users' inboxes, one statement for any number; nothing is read back. */
export function createNotifications(db: Executor, tenantId: number, inputs: readonly NotificationInput[]) {
  return insertManyForTenant(
    db,
    notifications,
    tenantId,
    inputs.map(({ text, ...columns }) => ({ ...columns, ...notificationValues(text) })),
  );
}
