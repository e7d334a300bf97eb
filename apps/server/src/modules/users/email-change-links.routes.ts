import { emailUpdateCheckItemSchema } from '@academy/contracts/entities/auth';
import { translate } from '@academy/contracts/messages';
import {
  confirmEmailUpdate as confirmEmailUpdateOperation,
  validateEmailUpdate,
} from '@academy/contracts/operations/auth';
import type { FastifyInstance } from 'fastify';
import { messageEnvelope } from '../../platform/http/envelope.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { throttleAuthCall } from '../auth/index.ts';
import { checkEmailUpdate, confirmEmailUpdate } from './email-change-links.service.ts';

/**
 * The two steps of the /verify-email-update/:token/:email page (spec §7 Auth): guest calls beside the other
 * mailed-link flows of /api/v1/auth, owned by the users module, which owns the e-mail change and the rule of
 * who may ask for one.
 */
export async function emailChangeLinkRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  registerOperation(app, validateEmailUpdate, async (request) => {
    // Tokens are long random values, but guessing is still throttled like every other sign-in path.
    await throttleAuthCall(services, request, 'email-update');
    const item = await checkEmailUpdate(services, { tenantId: request.tenant.id, ...request.body });
    const answer = messageEnvelope(request, translate('auth.email_update_valid', request.locale));
    return { data: { ...answer.data, item: emailUpdateCheckItemSchema.parse(item) } };
  });

  registerOperation(app, confirmEmailUpdateOperation, async (request) => {
    await throttleAuthCall(services, request, 'email-update');
    const { userId } = await confirmEmailUpdate(services, {
      tenantId: request.tenant.id,
      ip: request.ip,
      ...request.body,
    });
    // The address travels with the cached actor (and is what the user signs in with): applied at once.
    services.actors.forgetUser(userId);
    return messageEnvelope(request, translate('auth.email_updated', request.locale), {
      relations: ['users'],
    });
  });
}
