import { itemEnvelope as itemEnvelopeSchema, metaSchema } from '@academy/contracts/common/envelope';
import { userSettingsSchema, userSettingsUpdateSchema } from '@academy/contracts/entities/user';
import { translate } from '@academy/contracts/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '../../platform/auth/actor.ts';
import { consumeRateLimits } from '../../platform/auth/rate-limit.ts';
import { itemEnvelope, messageEnvelope } from '../../platform/http/envelope.ts';
import { errorResponses } from '../../platform/http/error-responses.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { requireUser } from '../../platform/http/request-context.ts';
import { requestPasswordReset } from '../auth/index.ts';
import { loadUserSettings, updateUserSettings } from './user-settings.service.ts';

type SignedIn = Actor & { user: NonNullable<Actor['user']> };
const signedIn = (request: FastifyRequest) => request.actor as SignedIn;

/** A reset mail is a mail to a real inbox: a few an hour per user is plenty for someone who lost track. */
export const selfResetLimit = { limit: 3, windowSeconds: 3600 };

const messageResponseSchema = z.object({
  data: z.object({ message: z.string(), relations: z.array(z.string()), meta: metaSchema }),
});

/**
 * The users/settings screen (spec §2): the signed-in user's own e-mail and language preferences, their
 * personal details (read-only for plain learners, spec §6) and a password-reset mail to their own address.
 */
export async function userSettingsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { services } = app;
  const tags = ['users'];

  app.get(
    '/api/v1/users/me/settings',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'The signed-in user’s settings and personal details',
        security: [{ bearer: [] }],
        response: { 200: itemEnvelopeSchema(userSettingsSchema), ...errorResponses(401) },
      },
    },
    async (request) => itemEnvelope(request, await loadUserSettings(services.db, signedIn(request))),
  );

  app.patch(
    '/api/v1/users/me/settings',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Change the signed-in user’s e-mail preferences, language and player',
        security: [{ bearer: [] }],
        body: userSettingsUpdateSchema,
        response: { 200: itemEnvelopeSchema(userSettingsSchema), ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const actor = signedIn(request);
      const item = await services.db.transaction(async (tx) => {
        await updateUserSettings(services, tx, actor, request.body);
        return loadUserSettings(tx, actor);
      });
      // The answer speaks the language just chosen (null: the browser's).
      const locale = item.preferred_language ?? request.locale;
      return itemEnvelope(request, item, {
        relations: ['users', 'context'],
        message: translate('users.settings_saved', locale),
      });
    },
  );

  app.post(
    '/api/v1/users/me/password-reset-mail',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Mail a password reset link to the signed-in user’s own address (core e-mails must be on)',
        security: [{ bearer: [] }],
        response: { 200: messageResponseSchema, ...errorResponses(401, 422, 429) },
      },
    },
    async (request) => {
      const actor = signedIn(request);
      const settings = await loadUserSettings(services.db, actor);
      // Spec §6: a password e-mail is a core e-mail; say so rather than pretend it was sent.
      if (!settings.email_preferences.core)
        throw new HttpError(422, 'users.reset_mail_core_disabled', {
          email_core: ['users.reset_mail_core_disabled'],
        });
      await consumeRateLimits(
        services.db,
        [{ key: `self-reset:t${actor.tenantId}:u${actor.user.id}`, ...selfResetLimit }],
        services.clock.now(),
      );
      await requestPasswordReset(services, {
        tenantId: actor.tenantId,
        email: settings.email,
        locale: request.locale,
      });
      return messageEnvelope(request, translate('users.reset_mail_sent', request.locale, settings.email));
    },
  );
}
