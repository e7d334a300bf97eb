import type { Abilities } from '@academy/contracts/common/base';
import type { AbilityOf } from '@academy/contracts/common/resource-contract';
import type { directoryContract } from '@academy/contracts/entities/directory';
import { type Actor, isAdmin } from '../../platform/auth/actor.ts';
import { abilitiesFor, adminOnly, definePolicy } from '../../platform/policy/define-policy.ts';

type DirectoryRow = { children_count: number; media_count: number };

/** The media manager's folders are the tenant's content, managed by administrators only (spec §2, §6). */
export const directoryPolicy = definePolicy<DirectoryRow, AbilityOf<typeof directoryContract>>({
  viewAny: adminOnly,
  create: adminOnly,
  view: (actor) => isAdmin(actor),
  update: (actor) => isAdmin(actor),
  // Enforced as "administrators"; a folder that is not empty is refused with its own message (422) when
  // deleted, and its `delete` ability says so beforehand (directoryAbilities).
  delete: (actor) => isAdmin(actor),
  detach_children: (actor) => isAdmin(actor),
});

export const isEmptyDirectory = (row: DirectoryRow) => row.children_count === 0 && row.media_count === 0;

/** The abilities an item shows: `delete` only for an empty folder. */
export function directoryAbilities(actor: Actor, row: DirectoryRow): Abilities {
  const abilities = abilitiesFor(directoryPolicy, actor, row);
  return { ...abilities, delete: abilities.delete === true && isEmptyDirectory(row) };
}
