import type { Abilities } from '@academy/contracts/common/base';

/** Anything that may carry the server's `abilities` map. */
export type WithAbilities = { abilities?: Abilities | null } | null | undefined;

/**
 * Whether the server allows `ability` on the item (DESIGN §1.3: the web never decides access itself).
 * spec §3: an absent map allows everything. Within a map, an action the policy does not name is refused,
 * as the server's authorize() refuses it.
 */
export function can(item: WithAbilities, ability: string): boolean {
  if (!item) return false;
  const abilities = item.abilities;
  if (abilities === undefined || abilities === null) return true;
  return abilities[ability] === true;
}

/** The hook form of can(), for components. */
export function useCan(item: WithAbilities, ability: string): boolean {
  return can(item, ability);
}
