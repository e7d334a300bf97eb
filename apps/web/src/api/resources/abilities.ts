import type { Abilities } from '@academy/contracts/common/base';
import type { AbilityNameOf } from '@academy/contracts/common/resource-contract';

/** Anything that may carry the server's `abilities` map. */
export type WithAbilities = { abilities?: Abilities | null } | null | undefined;

/**
 * The abilities an item can be asked about: the contract's names for an item of a contract (`ItemOf<C>`),
 * any name for an item whose type does not say (a plain `Abilities` map).
 */
export type AbilityName<I> = AbilityNameOf<I>;

/**
 * Whether the server allows `ability` on the item (DESIGN §1.3: the web never decides access itself).
 * spec §3: an absent map allows everything. Within a map, an action the policy does not name is refused,
 * as the server's authorize() refuses it.
 */
export function can<I extends WithAbilities>(item: I, ability: AbilityName<I>): boolean {
  if (!item) return false;
  const abilities = item.abilities;
  if (abilities === undefined || abilities === null) return true;
  return abilities[ability] === true;
}

/** The hook form of can(), for components. */
export function useCan<I extends WithAbilities>(item: I, ability: AbilityName<I>): boolean {
  return can(item, ability);
}

/**
 * can() for generic screens, whose ability comes from their configuration (a tab's, a table action's) and
 * whose item type is the contract they are given: the name is checked where the configuration is written.
 */
export function allows(item: WithAbilities, ability: string): boolean {
  if (!item) return false;
  return can<{ abilities?: Abilities | null }>(item, ability);
}
