import type { Abilities } from '@academy/contracts/common/base';
import { type Actor, isAuthenticated } from '../auth/actor.ts';
import { forbidden, unauthenticated } from '../http/http-error.ts';

/**
 * A policy answers, for an actor, which actions they may take: on the collection (`viewAny`, `create`)
 * and on each item (`view`, `update`, `delete`, `clone`, attach/detach names …). The same functions
 * enforce the action and fill the item's `abilities`, so the web never decides access on its own.
 */
export type ItemRule<Row> = (actor: Actor, row: Row) => boolean;
export type CollectionRule = (actor: Actor) => boolean;

export type Policy<Row> = {
  viewAny: CollectionRule;
  create: CollectionRule;
  item: Record<string, ItemRule<Row>>;
};

export function definePolicy<Row>(rules: {
  viewAny: CollectionRule;
  create: CollectionRule;
  view: ItemRule<Row>;
  update: ItemRule<Row>;
  delete: ItemRule<Row>;
  [action: string]: ItemRule<Row>;
}): Policy<Row> {
  const { viewAny, create, ...item } = rules;
  return { viewAny, create, item: item as Record<string, ItemRule<Row>> };
}

export function abilitiesFor<Row>(policy: Policy<Row>, actor: Actor, row: Row): Abilities {
  const abilities: Abilities = {};
  for (const [action, rule] of Object.entries(policy.item)) abilities[action] = rule(actor, row);
  return abilities;
}

/** Throws 401 for a guest and 403 for a signed-in user (or an API key) who may not take the action. */
export function authorize<Row>(policy: Policy<Row>, action: string, actor: Actor, row?: Row): void {
  const allowed =
    action === 'viewAny'
      ? policy.viewAny(actor)
      : action === 'create'
        ? policy.create(actor)
        : row !== undefined && (policy.item[action]?.(actor, row) ?? false);
  if (allowed) return;
  throw isAuthenticated(actor) ? forbidden() : unauthenticated();
}

/** Common rules. */
/** A signed-in user, or an API key (whose permissions `withApiKeyPermissions` checks besides). */
export const signedIn: CollectionRule = isAuthenticated;
export const adminOnly: CollectionRule = (actor) => actor.isAdmin || actor.isSuperAdmin;
export const superAdminOnly: CollectionRule = (actor) => actor.isSuperAdmin;
export const never = () => false;
