import type { Executor } from '../db/client.ts';
import { incidents } from '../db/schema/tenancy.ts';
import type { Actor } from './auth/actor.ts';

/**
 * The scope an administrator acts in for someone else, named in every incident they cause meanwhile, so the
 * trail says "the admin, acting as …" rather than only the admin (or only the company).
 */
function actingAs(actor: Actor) {
  if (!actor.impersonating) return undefined;
  const scope = actor.userScope ?? actor.scope;
  return scope ? { type: scope.type, uuid: scope.uuid, name: scope.name } : undefined;
}

const launchLabels = { partner: 'partner integration', scorm: 'scorm registration', lti: 'lti registration' };

/**
 * The caller that is not a user (or a user through a launch), named in the incident so the trail still says
 * who: an API key by its uuid and name, a provider webhook by its source, a launch session by its source and
 * course. Nothing for a user (the incident's user) or a guest.
 */
export function callerOf(actor: Actor): Record<string, unknown> {
  const { principal } = actor;
  if (principal.kind === 'api_key') return { api_key: { uuid: principal.uuid, name: principal.name } };
  if (principal.kind === 'provider_webhook')
    return { principal: { kind: principal.kind, source: principal.source } };
  // A launch session acts for its user, but the trail says through what: "scorm registration 12 for user 7".
  if (principal.kind === 'launch')
    return {
      principal: {
        kind: principal.kind,
        via: principal.via,
        source_id: principal.sourceId,
        course_id: principal.courseId,
        label: `${launchLabels[principal.via]} ${principal.sourceId} for user ${actor.user?.id ?? '?'}`,
      },
    };
  return {};
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
  const withCaller = { ...data, ...callerOf(actor) };
  await db.insert(incidents).values({
    tenant_id: actor.tenantId,
    event,
    user_id: actor.user?.id ?? null,
    company_id: actor.scope?.id ?? null,
    target,
    data: acting ? { ...withCaller, acting_as: acting } : withCaller,
  });
}
