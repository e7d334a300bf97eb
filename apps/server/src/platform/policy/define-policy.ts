import type { Abilities } from '@academy/contracts/common/base';
import { type Actor, isAuthenticated } from '../auth/actor.ts';
import { forbidden, unauthenticated } from '../http/http-error.ts';
import { holds } from './permissions.ts';

/**
 * A policy answers, for an actor, which actions they may take: on the collection (`viewAny`, `create`)
 * and on each item (`view`, `update`, `delete`, `clone`, attach/detach names …). The same functions
 * enforce the action and fill the item's `abilities`, so the web never decides access on its own.
 */
export type ItemRule<Row> = (actor: Actor, row: Row) => boolean;
export type CollectionRule = (actor: Actor) => boolean;

export type Policy<Row, A extends string = string> = {
  viewAny: CollectionRule;
  create: CollectionRule;
  item: Record<A, ItemRule<Row>>;
  /**
   * Type-only: the ability names, held covariantly so a policy fits a contract only when it names exactly the
   * contract's abilities (`item` already demands every one; this refuses an unchecked `string` policy and
   * extra names). No value exists at run time.
   */
  readonly abilityNames?: readonly A[];
};

type BaseAbility = 'view' | 'update' | 'delete';

/**
 * `definePolicy<Row, AbilityOf<typeof contract>>({...})` holds the item rules to the contract's `abilities`:
 * a rule missing, or one the contract does not name, does not compile, and `authorize` then takes only
 * those names. Without the second type the policy has the three base rules and no other.
 */
export function definePolicy<Row, A extends string = never>(
  rules: {
    viewAny: CollectionRule;
    create: CollectionRule;
    view: ItemRule<Row>;
    update: ItemRule<Row>;
    delete: ItemRule<Row>;
  } & Record<A, ItemRule<Row>>,
): Policy<Row, A | BaseAbility> {
  const { viewAny, create, ...item } = rules;
  return { viewAny, create, item: item as Record<A | BaseAbility, ItemRule<Row>> };
}

export function abilitiesFor<Row>(policy: Policy<Row>, actor: Actor, row: Row): Abilities {
  const abilities: Abilities = {};
  for (const [action, rule] of Object.entries(policy.item)) abilities[action] = rule(actor, row);
  return abilities;
}

/** Throws 401 for a guest and 403 for a signed-in user (or an API key) who may not take the action. */
export function authorize<Row, A extends string>(
  policy: Policy<Row, A>,
  action: 'viewAny' | 'create' | A,
  actor: Actor,
  row?: Row,
): void {
  const allowed =
    action === 'viewAny'
      ? policy.viewAny(actor)
      : action === 'create'
        ? policy.create(actor)
        : row !== undefined && (policy.item[action as A]?.(actor, row) ?? false);
  if (allowed) return;
  throw isAuthenticated(actor) ? forbidden() : unauthenticated();
}

/** Common rules. */
/** A signed-in user, or an API key (whose permissions `withApiKeyPermissions` checks besides). */
export const signedIn: CollectionRule = isAuthenticated;
/** Administrators (the registry's `academy.administer`). */
export const adminOnly: CollectionRule = (actor) => holds(actor, 'academy.administer');
/** Super administrators (the registry's `tenants.manage`). */
export const superAdminOnly: CollectionRule = (actor) => holds(actor, 'tenants.manage');
export const never = () => false;
