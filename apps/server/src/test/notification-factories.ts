import type { Locale, MessageKey } from '@academy/contracts/messages';
import type { Database } from '../db/client.ts';
import { notifications } from '../db/schema/learning.ts';
import { notificationValues } from '../modules/notifications/index.ts';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/**
 * A notification in a user's inbox, as the application stores them: message keys with their arguments per
 * language, so it reads in the reader's language. Unread and created now unless given.
 */
export async function buildNotification(
  db: Database,
  tenantId: number,
  input: {
    userId: number;
    subjectKey: MessageKey;
    messageKey?: MessageKey;
    args?: Partial<Record<Locale, (string | number)[]>>;
    type?: string;
    companyId?: number | null;
    courseId?: number | null;
    createdDaysAgo?: number;
    readDaysAgo?: number | null;
  },
) {
  const created = daysAgo(input.createdDaysAgo ?? 0);
  const read = input.readDaysAgo == null ? null : daysAgo(input.readDaysAgo);
  const [notification] = await db
    .insert(notifications)
    .values({
      tenant_id: tenantId,
      user_id: input.userId,
      company_id: input.companyId ?? null,
      course_id: input.courseId ?? null,
      ...notificationValues({
        subjectKey: input.subjectKey,
        messageKey: input.messageKey,
        argsByLocale: input.args,
        data: input.type ? { type: input.type } : {},
      }),
      read_at: read,
      created_at: created,
      updated_at: read ?? created,
    })
    .returning();
  return notification;
}
