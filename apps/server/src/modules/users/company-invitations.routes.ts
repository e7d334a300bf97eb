import { companyInvitationCheckSchema } from '@academy/contracts/entities/user';
import { translate } from '@academy/contracts/messages';
import { acceptCompanyInvitation, validateCompanyInvitation } from '@academy/contracts/operations/auth';
import type { FastifyInstance } from 'fastify';
import { messageEnvelope } from '../../platform/http/envelope.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { throttleAuthCall } from '../auth/index.ts';
import { acceptInvitation, checkInvitation } from './company-invitations.service.ts';

/**
 * The two steps of the /company-invitation/:token page: what the link invites to, then accepting it. Guest
 * calls beside the other mailed-link flows of /api/v1/auth (the users module owns invitations).
 */
export async function companyInvitationRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  registerOperation(app, validateCompanyInvitation, async (request) => {
    // Tokens are long random values, but guessing is throttled like every other mailed link.
    await throttleAuthCall(services, request, 'company-invitation');
    const item = await checkInvitation(services, {
      tenantId: request.tenant.id,
      token: request.body.token,
    });
    const answer = messageEnvelope(
      request,
      translate('users.invitation_valid', request.locale, item.company),
    );
    return { data: { ...answer.data, item: companyInvitationCheckSchema.parse(item) } };
  });

  registerOperation(app, acceptCompanyInvitation, async (request) => {
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
  });
}
