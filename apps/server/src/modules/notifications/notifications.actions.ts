import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { notifications } from '../../db/schema/learning.ts';
import { defineAction } from '../../platform/actions/define-action.ts';

/** "Mark all as read" on the notifications screen (spec §2): the actor's own unread notifications. */
export const markAllNotificationsRead = defineAction({
  name: 'notifications.mark-all-read',
  schema: z.strictObject({}),
  authorize: (actor) => actor.user !== null,
  async run({ actor, services, db }) {
    const now = services.clock.now().toISOString();
    await db
      .update(notifications)
      .set({ read_at: now, updated_at: now })
      .where(
        and(
          eq(notifications.tenant_id, actor.tenantId),
          eq(notifications.user_id, actor.user.id),
          isNull(notifications.read_at),
        ),
      );
    return { message: 'notifications.marked_read', relations: ['notifications'] };
  },
});
