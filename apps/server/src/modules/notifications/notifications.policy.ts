import type { notifications } from '../../db/schema/learning.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { definePolicy, never, signedIn } from '../../platform/policy/define-policy.ts';
import type { RowOf } from '../../platform/resource/define-resource.ts';

/** What the rules read of a notification. */
export type NotificationRow = Pick<RowOf<typeof notifications>, 'user_id'>;

const isOwner = (actor: Actor, notification: NotificationRow) =>
  actor.user !== null && notification.user_id === actor.user.id;

/**
 * Notifications are private: only the person they were sent to reads, marks or deletes them. Not their
 * manager, and not an administrator either (who sees only their own). The platform creates them.
 */
export const notificationPolicy = definePolicy<NotificationRow>({
  viewAny: signedIn,
  create: never,
  view: isOwner,
  update: isOwner,
  delete: isOwner,
});
