import type { Abilities } from '@academy/contracts/common/base';
import type { AbilityOf } from '@academy/contracts/common/resource-contract';
import type { mediaContract } from '@academy/contracts/entities/media';
import { type Actor, isAdmin } from '../../platform/auth/actor.ts';
import { abilitiesFor, adminOnly, definePolicy, signedIn } from '../../platform/policy/define-policy.ts';

type MediaRow = { in_use: boolean };

/**
 * The media library is the tenant's content, managed by administrators (spec §2, §6). Others read a media
 * item only through content they may read (the resource's visibility: content-visibility's readableMedia),
 * never the library's list.
 */
export const mediaPolicy = definePolicy<MediaRow, AbilityOf<typeof mediaContract>>({
  viewAny: adminOnly,
  create: adminOnly,
  view: signedIn,
  update: (actor) => isAdmin(actor),
  // Enforced as "administrators"; media in use is refused with its own message when deleted (spec §4),
  // and its `delete` ability says so beforehand (mediaAbilities).
  delete: (actor) => isAdmin(actor),
  replace: (actor) => isAdmin(actor),
});

/** The abilities an item shows: `delete` only while nothing uses it (spec §6). */
export function mediaAbilities(actor: Actor, row: MediaRow): Abilities {
  const abilities = abilitiesFor(mediaPolicy, actor, row);
  return { ...abilities, delete: abilities.delete === true && !row.in_use };
}
