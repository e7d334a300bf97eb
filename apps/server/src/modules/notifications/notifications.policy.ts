import type { Actor } from '../../platform/auth/actor.ts';
import { definePolicy, never, signedIn } from '../../platform/policy/define-policy.ts';
import type { Row } from '../../platform/resource/define-resource.ts';

const isOwner = (actor: Actor, notification: Row) =>
  actor.user !== null && notification.user_id === actor.user.id;

/**
 * Notifications are private: only the person they were sent to reads, marks or deletes them. Not their
 * manager, and not an administrator either (who sees only their own). The platform creates them.
 */
export const notificationPolicy = definePolicy<Row>({
  viewAny: signedIn,
  create: never,
  view: isOwner,
  update: isOwner,
  delete: isOwner,
});
