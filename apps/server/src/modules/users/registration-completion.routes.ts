import { translate } from '@academy/contracts/messages';
import { completeRegistration } from '@academy/contracts/operations/auth';
import type { FastifyInstance } from 'fastify';
import { itemEnvelope } from '../../platform/http/envelope.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { saveRegistrationAdditional } from './registration-completion.service.ts';

/**
 * POST /api/v1/auth/register/additional (spec §7 Auth): beside the other sign-in calls, but the users module
 * owns it, since it writes the user's names and custom fields under the user policy's rules.
 */
export async function registrationCompletionRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  registerOperation(app, completeRegistration, async (request) => {
    const accessToken = (request.headers.authorization ?? '').slice('Bearer '.length).trim();
    const item = await saveRegistrationAdditional(services, {
      ...request.body,
      actor: request.actor,
      accessToken,
    });
    // A new name travels with the cached actor (the header shows it): applied at once.
    services.actors.forgetUser(request.actor.user!.id);
    return itemEnvelope(request, item, {
      relations: ['users'],
      message: translate('auth.additional_saved', request.locale),
    });
  });
}
