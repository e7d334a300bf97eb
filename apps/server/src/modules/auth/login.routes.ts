import { itemEnvelope as itemEnvelopeSchema } from '@academy/contracts/common/envelope';
import {
  authMessageResponseSchema,
  loginRequestSchema,
  loginResponseItemSchema,
} from '@academy/contracts/entities/auth';
import { translate } from '@academy/contracts/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clearRateLimit } from '../../platform/auth/rate-limit.ts';
import { revokeAccessToken } from '../../platform/auth/tokens.ts';
import { itemEnvelope, messageEnvelope } from '../../platform/http/envelope.ts';
import { errorResponses } from '../../platform/http/error-responses.ts';
import { requireUser } from '../../platform/http/request-context.ts';
import { recordAuthIncident } from './auth-incidents.ts';
import { perAddressKey, throttleAuthCall } from './auth-rate-limits.ts';
import { loginWithPassword } from './password-login.service.ts';

/** POST /auth/login and /auth/logout (spec §7 Auth). */
export async function loginRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { services } = app;

  routes.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password, optionally for one company (/login/:company)',
        body: loginRequestSchema,
        response: { 200: itemEnvelopeSchema(loginResponseItemSchema), ...errorResponses(422, 429) },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      await throttleAuthCall(services, request, 'login', request.body.email);
      const item = await loginWithPassword(services, { ...request.body, tenantId, ip: request.ip });
      // The address's own counter starts over; the per-IP counter keeps counting (a flood stays throttled).
      await clearRateLimit(services.db, perAddressKey('login', tenantId, request.ip, request.body.email));
      return itemEnvelope(request, item);
    },
  );

  routes.post(
    '/logout',
    {
      preHandler: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Revoke the current access token',
        security: [{ bearer: [] }],
        response: { 200: authMessageResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { actor } = request;
      await revokeAccessToken(services.db, actor.token!.id, services.clock.now());
      request.server.services.actors.forgetUser(actor.user!.id);
      await recordAuthIncident(services.db, {
        tenantId: actor.tenantId,
        event: 'logout',
        user: actor.user!,
        data: { token_id: actor.token!.id },
      });
      return messageEnvelope(request, translate('auth.logged_out', request.locale));
    },
  );
}
