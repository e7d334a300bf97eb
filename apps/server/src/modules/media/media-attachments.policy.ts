import { isAdmin } from '../../platform/auth/actor.ts';
import { adminOnly, definePolicy, never } from '../../platform/policy/define-policy.ts';

/**
 * Which media an item uses is written by administrators, who manage content (spec §6). An attachment is
 * attached or detached, never changed: a different media item is a detach and an attach.
 */
export const mediaAttachmentPolicy = definePolicy<object>({
  viewAny: adminOnly,
  create: adminOnly,
  view: (actor) => isAdmin(actor),
  update: never,
  delete: (actor) => isAdmin(actor),
});
