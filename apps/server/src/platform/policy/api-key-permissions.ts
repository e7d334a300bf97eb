import {
  type ApiKeyPermission,
  apiKeyAreaOfSegment,
  apiKeyPermissions,
} from '@academy/contracts/entities/api-key';
import { type Actor, apiKeyOf } from '../auth/actor.ts';
import { never, type Policy } from './define-policy.ts';
import { holds } from './permissions.ts';

const readActions = new Set(['viewAny', 'view']);
const known = new Set<string>(apiKeyPermissions);

/**
 * The permission an action on a resource needs of an API key: `<area>.read` to list and read, `<area>.write`
 * for everything else (create, update, delete, links, item actions). Null when no permission covers it (a
 * segment outside `apiKeyAreaOfSegment`, or `reports.write`, which does not exist): a key may never do it.
 */
export function apiKeyPermissionFor(segment: string, action: string): ApiKeyPermission | null {
  const area = apiKeyAreaOfSegment[segment];
  if (!area) return null;
  const permission = `${area}.${readActions.has(action) ? 'read' : 'write'}`;
  return known.has(permission) ? (permission as ApiKeyPermission) : null;
}

/** Whether the caller's key, if the caller is one, holds the permission the action needs; users always pass. */
export function apiKeyMay(actor: Actor, segment: string, action: string): boolean {
  const key = apiKeyOf(actor);
  if (!key) return true;
  const permission = apiKeyPermissionFor(segment, action);
  return permission !== null && holds(actor, permission);
}

/**
 * A resource's policy as every caller meets it: for an API key, each rule also asks the key's permission, so
 * a key may do exactly what a manager of its company may do AND what it was given. Applied once, by
 * `defineResource`, so no policy has to remember it; `abilities` follow the same rules.
 */
export function withApiKeyPermissions<Row>(segment: string, policy: Policy<Row>): Policy<Row> {
  const item: Policy<Row>['item'] = {};
  // `never` stays itself: it says "nobody, ever" (the contract test reads a delete that is `never` as none).
  for (const [action, rule] of Object.entries(policy.item))
    item[action] =
      rule === never ? rule : (actor, row) => apiKeyMay(actor, segment, action) && rule(actor, row);
  return {
    viewAny: (actor) => apiKeyMay(actor, segment, 'viewAny') && policy.viewAny(actor),
    create: (actor) => apiKeyMay(actor, segment, 'create') && policy.create(actor),
    item,
  };
}
