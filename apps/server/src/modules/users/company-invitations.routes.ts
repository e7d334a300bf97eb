import { authMessageResponseSchema } from '@academy/contracts/entities/auth';
import {
  companyInvitationCheckSchema,
  companyInvitationRequestSchema,
} from '@academy/contracts/entities/user';
import { translate } from '@academy/contracts/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageEnvelope } from '../../platform/http/envelope.ts';
import { errorResponses } from '../../platform/http/error-responses.ts';
import { throttleAuthCall } from '../auth/index.ts';
import { acceptInvitation, checkInvitation } from './company-invitations.service.ts';

/**
 * The two steps of the /company-invitation/:token page: what the link invites to, then accepting it. Guest
 * calls beside the other mailed-link flows of /api/v1/auth (the users module owns invitations).
 */
export async function companyInvitationRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { services } = app;

  routes.post(
    '/api/v1/auth/validate-company-invitation',
    {
      schema: {
        tags: ['auth'],
        summary: 'What a company invitation link invites to; 422 when invalid, used or expired',
        body: companyInvitationRequestSchema,
        response: { 200: authMessageResponseSchema, ...errorResponses(401, 422, 429) },
      },
    },
    async (request) => {
      // Tokens are long random values, but guessing is throttled like every other mailed link.
      await throttleAuthCall(services, request, 'company-invitation');
      const item = await checkInvitation(services, {
        tenantId: request.tenant.id,
        token: request.body.token,
      });
      return messageEnvelope(request, translate('users.invitation_valid', request.locale, item.company), {
        item: companyInvitationCheckSchema.parse(item),
      });
    },
  );

  routes.post(
    '/api/v1/auth/accept-company-invitation',
    {
      schema: {
        tags: ['auth'],
        summary: 'Accept a company invitation: the invited account joins the company',
        body: companyInvitationRequestSchema,
        response: { 200: authMessageResponseSchema, ...errorResponses(401, 422, 429) },
      },
    },
    async (request) => {
      await throttleAuthCall(services, request, 'company-invitation');
      const { userId, company } = await acceptInvitation(services, {
        tenantId: request.tenant.id,
        token: request.body.token,
        ip: request.ip,
      });
      // The new membership is part of the user's sessions (scope, companies): applied at once.
      services.actors.forgetUser(userId);
      return messageEnvelope(request, translate('users.invitation_accepted', request.locale, company), {
        relations: ['users', 'companies', 'context'],
      });
    },
  );
}
