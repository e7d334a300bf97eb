import type { PartnerKind } from '@academy/contracts/entities/partner-integration';
import { loginWithNewlearning, loginWithStoryboard } from '@academy/contracts/operations/auth-partners';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeProtectedHeader } from 'jose';
import { itemEnvelope } from '../../platform/http/envelope.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { throttleAuthCall } from '../auth/index.ts';
import { recordRefusal, verifyNewlearningDigest, verifyStoryboardTicket } from './partner-login.service.ts';
import { PartnerRefusal, refusalError } from './partner-refusal.ts';
import { handlePartnerSignIns, signInThroughInbox } from './partner-sign-in-event.ts';

/** The customer key a storyboard ticket names (its `kid`), for the per-partner throttle; '' when unreadable. */
function ticketKid(ticket: string): string {
  try {
    const kid = decodeProtectedHeader(ticket).kid;
    return typeof kid === 'string' ? kid.slice(0, 40) : '';
  } catch {
    return '';
  }
}

/**
 * Partner sign-in (issue 25): POST /auth/login/storyboard and /auth/login/newlearning. Throttled as password
 * sign-in is (per IP, and per partner key from one IP and from anywhere); the ticket or digest is verified, then
 * goes through the inbox (partner-sign-in-event.ts), which signs in once and refuses a replay from the record.
 * A refusal is recorded as an incident (`partner_login_refused`, with the reason) and answered with one of three
 * translated 422s.
 */
export async function partnerLoginRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  handlePartnerSignIns(services);

  const refused = async (request: FastifyRequest, kind: PartnerKind, error: unknown): Promise<never> => {
    if (!(error instanceof PartnerRefusal)) throw error;
    await recordRefusal(services.db, { tenantId: request.tenant.id, kind, ip: request.ip, refusal: error });
    throw refusalError(error.answer);
  };

  registerOperation(app, loginWithStoryboard, async (request) => {
    await throttleAuthCall(services, request, 'partner-login', ticketKid(request.body.authenticationTicket));
    try {
      const credential = await verifyStoryboardTicket(services, {
        ...request.body,
        tenantId: request.tenant.id,
      });
      const item = await signInThroughInbox(services, {
        tenantId: request.tenant.id,
        ip: request.ip,
        kind: 'storyboard',
        credential,
      });
      return itemEnvelope(request, item);
    } catch (error) {
      return refused(request, 'storyboard', error);
    }
  });

  registerOperation(app, loginWithNewlearning, async (request) => {
    await throttleAuthCall(services, request, 'partner-login', request.body.customerKey);
    try {
      const credential = await verifyNewlearningDigest(services, {
        ...request.body,
        tenantId: request.tenant.id,
      });
      const item = await signInThroughInbox(services, {
        tenantId: request.tenant.id,
        ip: request.ip,
        kind: 'newlearning',
        credential,
      });
      return itemEnvelope(request, item);
    } catch (error) {
      return refused(request, 'newlearning', error);
    }
  });
}
