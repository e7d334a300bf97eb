import type { Executor } from '../db/client.ts';
import { incidents } from '../db/schema/tenancy.ts';
import type { Actor } from './auth/actor.ts';

/** Records an audit event (DESIGN §9): who did what to which item. */
export async function recordIncident(
  db: Executor,
  actor: Actor,
  event: string,
  target: string | null,
  data: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(incidents).values({
    tenant_id: actor.tenantId,
    event,
    user_id: actor.user?.id ?? null,
    company_id: actor.scope?.id ?? null,
    target,
    data,
  });
}
