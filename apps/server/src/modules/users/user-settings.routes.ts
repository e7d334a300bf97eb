import { translate } from '@academy/contracts/messages';
import {
  readUserSettings,
  sendOwnPasswordResetMail,
  updateUserSettings,
} from '@academy/contracts/operations/user-settings';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../../platform/auth/actor.ts';
import { consumeRateLimits } from '../../platform/auth/rate-limit.ts';
import { itemEnvelope, messageEnvelope } from '../../platform/http/envelope.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { requestPasswordReset } from '../auth/index.ts';
import {
  loadUserSettings,
  updateUserSettings as updateUserSettingsService,
} from './user-settings.service.ts';

type SignedIn = Actor & { user: NonNullable<Actor['user']> };
const signedIn = (request: FastifyRequest) => request.actor as SignedIn;

/** A reset mail is a mail to a real inbox: a few an hour per user is plenty for someone who lost track. */
export const selfResetLimit = { limit: 3, windowSeconds: 3600 };

/**
 * The users/settings screen (spec §2): the signed-in user's own e-mail and language preferences, their
 * personal details (read-only for plain learners, spec §6) and a password-reset mail to their own address.
 */
export async function userSettingsRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  registerOperation(app, readUserSettings, async (request) =>
    itemEnvelope(request, await loadUserSettings(services.db, signedIn(request))),
  );

  registerOperation(app, updateUserSettings, async (request) => {
    const actor = signedIn(request);
    const item = await services.db.transaction(async (tx) => {
      await updateUserSettingsService(services, tx, actor, request.body);
      return loadUserSettings(tx, actor);
    });
    // The answer speaks the language just chosen (null: the browser's).
    const locale = item.preferred_language ?? request.locale;
    return itemEnvelope(request, item, {
      relations: ['users', 'context'],
      message: translate('users.settings_saved', locale),
    });
  });

  registerOperation(app, sendOwnPasswordResetMail, async (request) => {
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
  });
}
