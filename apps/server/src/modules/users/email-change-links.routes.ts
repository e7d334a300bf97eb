import {
  authMessageResponseSchema,
  emailUpdateCheckItemSchema,
  verifyEmailUpdateRequestSchema,
} from '@academy/contracts/entities/auth';
import { translate } from '@academy/contracts/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageEnvelope } from '../../platform/http/envelope.ts';
import { errorResponses } from '../../platform/http/error-responses.ts';
import { throttleAuthCall } from '../auth/index.ts';
import { checkEmailUpdate, confirmEmailUpdate } from './email-change-links.service.ts';

/**
 * The two steps of the /verify-email-update/:token/:email page (spec §7 Auth): guest calls beside the other
 * mailed-link flows of /api/v1/auth, owned by the users module, which owns the e-mail change and the rule of
 * who may ask for one.
 */
export async function emailChangeLinkRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { services } = app;

  routes.post(
    '/api/v1/auth/validate-verify-email-update',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check an e-mail change link before confirming it; 422 when invalid or expired',
        body: verifyEmailUpdateRequestSchema,
        response: { 200: authMessageResponseSchema, ...errorResponses(422, 429) },
      },
    },
    async (request) => {
      // Tokens are long random values, but guessing is still throttled like every other sign-in path.
      await throttleAuthCall(services, request, 'email-update');
      const item = await checkEmailUpdate(services, { tenantId: request.tenant.id, ...request.body });
      return messageEnvelope(request, translate('auth.email_update_valid', request.locale), {
        item: emailUpdateCheckItemSchema.parse(item),
      });
    },
  );

  routes.post(
    '/api/v1/auth/confirmed-verify-email-update',
    {
      schema: {
        tags: ['auth'],
        summary: 'Apply the new e-mail address of a valid change link',
        body: verifyEmailUpdateRequestSchema,
        response: { 200: authMessageResponseSchema, ...errorResponses(422, 429) },
      },
    },
    async (request) => {
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
    },
  );
}
