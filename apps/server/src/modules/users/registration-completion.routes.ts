import { itemEnvelope as itemEnvelopeSchema } from '@academy/contracts/common/envelope';
import { loginResponseItemSchema, registerAdditionalRequestSchema } from '@academy/contracts/entities/auth';
import { translate } from '@academy/contracts/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { itemEnvelope } from '../../platform/http/envelope.ts';
import { errorResponses } from '../../platform/http/error-responses.ts';
import { requireUser } from '../../platform/http/request-context.ts';
import { saveRegistrationAdditional } from './registration-completion.service.ts';

/**
 * POST /api/v1/auth/register/additional (spec §7 Auth): beside the other sign-in calls, but the users module
 * owns it, since it writes the user's names and custom fields under the user policy's rules.
 */
export async function registrationCompletionRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { services } = app;

  routes.post(
    '/api/v1/auth/register/additional',
    {
      preHandler: requireUser,
      schema: {
        tags: ['auth'],
        summary:
          "Complete a registration with a company's custom user fields (and names, until it is complete)",
        security: [{ bearer: [] }],
        body: registerAdditionalRequestSchema,
        response: { 200: itemEnvelopeSchema(loginResponseItemSchema), ...errorResponses(401, 422) },
      },
    },
    async (request) => {
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
    },
  );
}
