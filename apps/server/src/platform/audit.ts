import type { Executor } from '../db/client.ts';
import { incidents } from '../db/schema/tenancy.ts';
import type { Actor } from './auth/actor.ts';

/**
 * Who acted for whom while an administrator impersonates (spec §1, §6): the administrator (`by`, also the
 * incident's user), the user they act as (Context-User) and the company they act in (Context-Scope).
 */
export function impersonationOf(actor: Actor) {
  if (!actor.impersonating || !actor.user) return null;
  return {
    by: `users:${actor.user.uuid}|user`,
    as_user: actor.userScope ? `users:${actor.userScope.uuid}|user` : null,
    in_company: actor.scope ? `companies:${actor.scope.uuid}|company` : null,
  };
}

/**
 * Records an audit event (DESIGN §9): who did what to which item. A write made while impersonating names both
 * people: the administrator as the incident's user, and whom they acted as under `data.impersonation`.
 */
export async function recordIncident(
  db: Executor,
  actor: Actor,
  event: string,
  target: string | null,
  data: Record<string, unknown> = {},
): Promise<void> {
  const impersonation = impersonationOf(actor);
  await db.insert(incidents).values({
    tenant_id: actor.tenantId,
    event,
    user_id: actor.user?.id ?? null,
    company_id: actor.scope?.id ?? null,
    target,
    data: impersonation ? { ...data, impersonation } : data,
  });
}
