import { fqmi } from '@academy/contracts/common/base';
import { translate } from '@academy/contracts/messages';
import { sendPasswordResetMail } from '@academy/contracts/operations/people';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies, companyUsers, users } from '../../db/schema/tenancy.ts';
import { recordIncident } from '../../platform/audit.ts';
import { consumeRateLimits } from '../../platform/auth/rate-limit.ts';
import { messageEnvelope } from '../../platform/http/envelope.ts';
import { HttpError, notFound } from '../../platform/http/http-error.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { requireUser } from '../../platform/http/request-context.ts';
import { authorize } from '../../platform/policy/define-policy.ts';
import { rowKeyCondition } from '../../platform/resource/row-key.ts';
import { requestPasswordReset } from '../auth/index.ts';
import { visibleUsers } from './user-visibility.ts';
import { userPolicy } from './users.policy.ts';

/** A reset mail goes to a real inbox: a few an hour per person, whoever asks, is plenty. */
export const managerResetLimit = { limit: 3, windowSeconds: 3600 };

const byReference = (reference: string) => rowKeyCondition(users, reference);

/**
 * "Send password reset" of the organization's users tab (spec §2 `users/{user}/reset-password`, §6): a manager
 * or administrator mails a person a link to choose a new password. The `resetPassword` ability decides who may
 * (authority over the whole account); the mail goes only when the person's core e-mails are on and no company
 * the request acts for (the scope, else the person's companies) has e-mails disabled — otherwise a 422 says why.
 */
export async function userPasswordResetRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  registerOperation(
    app,
    sendPasswordResetMail,
    async (request) => {
      const { actor, locale } = request;
      const [user] = await services.db
        .select({
          id: users.id,
          uuid: users.uuid,
          role: users.role,
          email: users.email,
          email_core: users.email_core,
          is_active: users.is_active,
        })
        .from(users)
        .where(
          and(eq(users.tenant_id, actor.tenantId), byReference(request.params.user), visibleUsers(actor)),
        );
      if (!user) throw notFound();
      const memberships = await services.db
        .select({
          id: companies.id,
          emailsDisabled: sql<boolean>`coalesce((${companies.settings} ->> 'emails_disabled')::boolean, false)`,
        })
        .from(companyUsers)
        .innerJoin(companies, eq(companies.id, companyUsers.company_id))
        .where(eq(companyUsers.user_id, user.id));
      authorize(userPolicy, 'resetPassword', actor, {
        ...user,
        company_ids: memberships.map((membership) => membership.id),
      });

      const actingFor = actor.scope
        ? memberships.filter((membership) => membership.id === actor.scope!.id)
        : memberships;
      if (!user.is_active)
        throw new HttpError(422, 'users.reset_mail_inactive', { is_active: ['users.reset_mail_inactive'] });
      if (!user.email_core)
        throw new HttpError(422, 'users.reset_mail_user_core_off', {
          email_core: ['users.reset_mail_user_core_off'],
        });
      if (actingFor.some((membership) => membership.emailsDisabled))
        throw new HttpError(422, 'users.reset_mail_company_emails_disabled', {
          company: ['users.reset_mail_company_emails_disabled'],
        });

      await consumeRateLimits(
        services.db,
        [{ key: `user-reset:t${actor.tenantId}:u${user.id}`, ...managerResetLimit }],
        services.clock.now(),
      );
      await requestPasswordReset(services, { tenantId: actor.tenantId, email: user.email, locale });
      await recordIncident(services.db, actor, 'users.password_reset_sent', fqmi('users', user.uuid, 'user'));
      return messageEnvelope(request, translate('users.reset_mail_sent_to_user', locale, user.email));
    },
    // Before the params are checked, so a signed-out caller is told 401 first.
    { preValidation: requireUser },
  );
}
