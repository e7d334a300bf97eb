import type { Executor } from '../db/client.ts';
import { incidents } from '../db/schema/tenancy.ts';
import { type Actor, apiKeyOf } from './auth/actor.ts';

/**
 * The scope an administrator acts in for someone else, named in every incident they cause meanwhile, so the
 * trail says "the admin, acting as …" rather than only the admin (or only the company).
 */
function actingAs(actor: Actor) {
  if (!actor.impersonating) return undefined;
  const scope = actor.userScope ?? actor.scope;
  return scope ? { type: scope.type, uuid: scope.uuid, name: scope.name } : undefined;
}

/**
 * Records an audit event (DESIGN §9): who did what to which item. Called with the write's own transaction,
 * so a write that fails leaves no event behind and an event never outlives its write.
 */
export async function recordIncident(
  db: Executor,
  actor: Actor,
  event: string,
  target: string | null,
  data: Record<string, unknown> = {},
): Promise<void> {
  const acting = actingAs(actor);
  // A change made by an API key has no user: the key is named instead, so the trail still says who.
  const key = apiKeyOf(actor);
  const withKey = key ? { ...data, api_key: { uuid: key.uuid, name: key.name } } : data;
  await db.insert(incidents).values({
    tenant_id: actor.tenantId,
    event,
    user_id: actor.user?.id ?? null,
    company_id: actor.scope?.id ?? null,
    target,
    data: acting ? { ...withKey, acting_as: acting } : withKey,
  });
}
