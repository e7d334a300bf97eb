import type { Executor } from '../../db/client.ts';
import { incidents } from '../../db/schema/tenancy.ts';

export type AuthIncidentEvent =
  | 'login'
  | 'register'
  | 'logout'
  | 'password_reset'
  | 'email_updated'
  | 'company_invitation_accepted';

/** Audit trail of sign-ins and account changes (DESIGN §9); the target is the user's fqmi. */
export async function recordAuthIncident(
  db: Executor,
  input: {
    tenantId: number;
    event: AuthIncidentEvent;
    user: { id: number; uuid: string };
    companyId?: number | null;
    data?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(incidents).values({
    tenant_id: input.tenantId,
    event: input.event,
    user_id: input.user.id,
    company_id: input.companyId ?? null,
    target: `users:${input.user.uuid}|user`,
    data: input.data ?? {},
  });
}
