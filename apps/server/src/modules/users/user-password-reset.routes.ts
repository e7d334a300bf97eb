import { fqmi } from '@academy/contracts/common/base';
import { metaSchema } from '@academy/contracts/common/envelope';
import { translate } from '@academy/contracts/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordIncident } from '../../platform/audit.ts';
import { consumeRateLimits } from '../../platform/auth/rate-limit.ts';
import { messageEnvelope } from '../../platform/http/envelope.ts';
import { errorResponses } from '../../platform/http/error-responses.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { requireUser } from '../../platform/http/request-context.ts';
import { authorize } from '../../platform/policy/define-policy.ts';
import { findVisible } from '../../platform/resource/resource-service.ts';
import { requestPasswordReset } from '../auth/index.ts';
import { selfResetLimit } from './user-settings.routes.ts';
import { userPolicy } from './users.policy.ts';
import { userResource } from './users.resource.ts';

const params = z.object({ id: z.string().max(64).describe('The id or the uuid of the user') });

const messageResponseSchema = z.object({
  data: z.object({ message: z.string(), relations: z.array(z.string()), meta: metaSchema }),
});

/**
 * `POST /api/v1/users/{id}/password-reset-mail`: an administrator or a manager with authority over the account
 * (the user's `resetPassword` ability) sends the person a reset link (issue 14 "send password reset"; the
 * organization area's users/{user}/reset-password). The link goes to the person's own address only, as a core
 * e-mail (spec §6), at most three an hour per person whoever asks; it is recorded as an incident.
 */
export async function userPasswordResetRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { services } = app;

  api.post(
    '/api/v1/users/:id/password-reset-mail',
    {
      preHandler: requireUser,
      schema: {
        tags: ['users'],
        security: [{ bearer: [] }],
        summary: 'Mail the user a password reset link (core e-mails must be on)',
        params,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404, 422, 429) },
      },
    },
    async (request) => {
      const { actor, locale } = request;
      const context = { db: services.db, actor, services, locale };
      const user = await findVisible(userResource, context, request.params.id);
      // The users resource's rows carry the policy's computed `company_ids` (see users.resource.ts).
      authorize(userPolicy, 'resetPassword', actor, user as never);
      const email = String(user.email);
      const name = `${user.first_name} ${user.last_name}`;
      // Say why nothing would be sent rather than pretend it was (the reset itself skips such accounts).
      if (!user.is_active)
        throw new HttpError(422, translate('users.reset_mail_user_inactive', locale, name), {
          is_active: [translate('users.reset_mail_user_inactive', locale, name)],
        });
      if (!user.email_core)
        throw new HttpError(422, translate('users.reset_mail_user_core_disabled', locale, name), {
          email_core: [translate('users.reset_mail_user_core_disabled', locale, name)],
        });
      await consumeRateLimits(
        services.db,
        [{ key: `user-reset:t${actor.tenantId}:u${user.id}`, ...selfResetLimit }],
        services.clock.now(),
      );
      await requestPasswordReset(services, { tenantId: actor.tenantId, email, locale });
      await recordIncident(services.db, actor, 'users.password_reset_sent', fqmi('users', user.uuid, 'user'));
      return messageEnvelope(request, translate('users.reset_mail_sent_to_user', locale, email));
    },
  );
}
