import { contextSchema } from '@academy/contracts/entities/context';
import { stripperOf } from '../../platform/http/response-strip.ts';
import type { Tenant } from '../../platform/http/tenant-cache.ts';
import { buildContext, type ContextInput } from './build-context.ts';

type Serialized = { tenant: Tenant; json: string };

/**
 * GET /api/v1/context is asked for on every page load and refresh. For one cached actor (DESIGN §5: a
 * token's user is kept a few seconds) it only changes with the tenant, the scope and the language, so its
 * JSON is kept beside the cached user and reused. The cache forgets the user object when the actor cache
 * does, so nothing here outlives ACTOR_CACHE_SECONDS; a guest's context is kept with the cached tenant.
 */
const serializedByOwner = new WeakMap<object, Map<string, Serialized>>();

export function contextJson(input: ContextInput): string {
  const { actor, tenant, locale } = input;
  const owner = actor.user ?? tenant;
  const key = [locale, actor.token?.id, actor.scope?.uuid, actor.userScope?.uuid, actor.impersonating].join(
    '|',
  );
  let serialized = serializedByOwner.get(owner);
  if (!serialized) {
    serialized = new Map();
    serializedByOwner.set(owner, serialized);
  }
  const kept = serialized.get(key);
  if (kept && kept.tenant === tenant) return kept.json;
  // Sent as a string, so the route's serializer (and its allow-list) never sees it: the allow-list is applied
  // here, once per kept JSON.
  const json = JSON.stringify(stripperOf(contextSchema)(buildContext(input)));
  serialized.set(key, { tenant, json });
  return json;
}
