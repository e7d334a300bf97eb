import type { MessageKey } from '@academy/contracts/messages';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/raw-sql.ts';
import { notifications } from '../../db/schema/learning.ts';
import { users } from '../../db/schema/tenancy.ts';
import { notificationValues } from '../notifications/index.ts';

/**
 * Tells every active administrator of the tenant, as a notification in their own language (the admin
 * notifications screen), that scheduled mail did not go out as it should. `key` names the occurrence (e.g.
 * `reminders:nothing-sent:<tenant>:<day>`): an administrator gets each key once, however often a retried run
 * meets the same trouble. Returns how many administrators were told.
 */
export async function alertAdministrators(
  db: Executor,
  input: {
    tenantId: number;
    key: string;
    subjectKey: MessageKey;
    messageKey: MessageKey;
    /** One list for both texts (notifications keep one): the subject uses the first, the message any. */
    args: (string | number)[];
    now: Date;
  },
): Promise<number> {
  const { subject, data } = notificationValues({
    subjectKey: input.subjectKey,
    messageKey: input.messageKey,
    args: input.args,
    data: { type: 'reminders.alert', alert_key: input.key },
  });
  const now = input.now.toISOString();
  const created = await queryRows(
    db,
    sql`insert into ${notifications} (tenant_id, user_id, subject, data, created_at, updated_at)
      select ${input.tenantId}::int, ${users.id}, ${subject}::text, ${JSON.stringify(data)}::jsonb,
        ${now}::timestamptz, ${now}::timestamptz
      from ${users}
      where ${users.tenant_id} = ${input.tenantId} and ${users.role} in ('admin', 'super_admin')
        and ${users.is_active}
        and not exists (select 1 from ${notifications} n
          where n.user_id = ${users.id} and n.data ->> 'alert_key' = ${input.key})
      returning id`,
  );
  return created.length;
}
