import { and, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema/learning.ts';

/** The number the notification badge shows; served by the (user_id, read_at, created_at) index. */
export async function countUnreadNotifications(
  db: Executor,
  tenantId: number,
  userId: number,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.tenant_id, tenantId),
        eq(notifications.user_id, userId),
        isNull(notifications.read_at),
      ),
    );
  return Number(row?.value ?? 0);
}
