import type { Actor } from '../../platform/auth/actor.ts';
import { memberCompanyIdsInScope, memberDepartmentIdsInScope } from '../../platform/auth/actor-grants.ts';
import type { Services } from '../../platform/services.ts';

/**
 * Who the learner-facing values are computed for: the user, the companies and departments they act in, and
 * "now" and "today" by the app's clock (never the database's), so tests can move time.
 */
export type LearnerScope = {
  tenantId: number;
  userId: number;
  companyIds: number[];
  departmentIds: number[];
  now: Date;
  /** 'YYYY-MM-DD' in UTC. */
  today: string;
};

/** Null for a guest or someone who belongs to no company in scope (an administrator): no standing to show. */
export function learnerScope(actor: Actor, services: Pick<Services, 'clock'>): LearnerScope | null {
  if (!actor.user) return null;
  const companyIds = memberCompanyIdsInScope(actor);
  if (companyIds.length === 0) return null;
  const now = services.clock.now();
  return {
    tenantId: actor.tenantId,
    userId: actor.user.id,
    companyIds,
    departmentIds: memberDepartmentIdsInScope(actor),
    now,
    today: now.toISOString().slice(0, 10),
  };
}
