import { fqmi } from '@academy/contracts/common/base';
import { setCompanyManager } from '@academy/contracts/operations/people';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies, companyUsers, users } from '../../db/schema/tenancy.ts';
import { recordIncident } from '../../platform/audit.ts';
import { buildMeta } from '../../platform/http/envelope.ts';
import { notFound } from '../../platform/http/http-error.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { requireUser } from '../../platform/http/request-context.ts';
import { authorize } from '../../platform/policy/define-policy.ts';
import { rowKeyCondition } from '../../platform/resource/row-key.ts';
import { voidPendingEmailChanges } from './pending-email-changes.ts';
import { managesPeopleOf } from './user-reach.policy.ts';
import { visibleUsers } from './user-visibility.ts';
import { userPolicy } from './users.policy.ts';

/** An id or a uuid, as every item address takes (spec §7). */
const byReference = (table: typeof users | typeof companies, value: string) => rowKeyCondition(table, value);

/**
 * "Toggle between user and manager" of the organization's users tab (spec §2): PUT
 * /api/v1/users/{user}/companies/{company}/manager with `{ is_manager }` changes one membership's manager
 * flag. The company must be one the actor manages (in the company they act in; any for administrators) and the
 * person a member of it whom the actor manages (the user's `manageMembership` ability, never oneself); a person
 * the actor may not see, or a company that is not theirs, is a 404 so nothing about another company is revealed.
 */
export async function companyManagerRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  registerOperation(
    app,
    setCompanyManager,
    async (request) => {
      const { actor } = request;
      const [user] = await services.db
        .select({ id: users.id, uuid: users.uuid, role: users.role })
        .from(users)
        .where(
          and(
            eq(users.tenant_id, actor.tenantId),
            byReference(users, request.params.user),
            visibleUsers(actor),
          ),
        );
      if (!user) throw notFound();
      const [company] = await services.db
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.tenant_id, actor.tenantId), byReference(companies, request.params.company)));
      const actsFor = company && managesPeopleOf(actor, company.id);
      if (!company || !actsFor) throw notFound();
      const memberships = await services.db
        .select({ company_id: companyUsers.company_id, is_manager: companyUsers.is_manager })
        .from(companyUsers)
        .where(eq(companyUsers.user_id, user.id));
      const membership = memberships.find((candidate) => candidate.company_id === company.id);
      if (!membership) throw notFound();
      const companyIds = memberships.map((membership) => membership.company_id);
      authorize(userPolicy, 'manageMembership', actor, { ...user, company_ids: companyIds });

      const { is_manager } = request.body;
      await services.db.transaction(async (tx) => {
        await tx
          .update(companyUsers)
          .set({ is_manager })
          .where(and(eq(companyUsers.company_id, company.id), eq(companyUsers.user_id, user.id)));
        // A manager's authority is not a learner's: e-mail changes asked for them, or by them, are void.
        if (membership.is_manager !== is_manager)
          await voidPendingEmailChanges(tx, [user.id], services.clock.now());
        await recordIncident(tx, actor, 'users.manager_changed', fqmi('users', user.uuid, 'user'), {
          company_id: company.id,
          is_manager,
        });
      });
      // The flag is part of the person's sessions (what they may open): applied at once.
      services.actors.forgetUser(user.id);
      const item = { user_id: user.id, company_id: company.id, is_manager };
      return { data: { item, meta: buildMeta(request, { relations: ['users', 'companies'] }) } };
    },
    // Before the body is read, so a signed-out caller learns nothing about it: 401 first.
    { preValidation: requireUser },
  );
}
