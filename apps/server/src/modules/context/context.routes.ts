import { itemEnvelope as itemEnvelopeSchema } from '@academy/contracts/common/envelope';
import { contextSchema, diagnosticAuthSchema, pollSchema } from '@academy/contracts/entities/context';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { itemEnvelope, sendSerializedItem } from '../../platform/http/envelope.ts';
import { errorResponses } from '../../platform/http/error-responses.ts';
import { requireUser } from '../../platform/http/request-context.ts';
import { applicationVersion } from '../../version.ts';
import { logoUrl } from '../media/index.ts';
import { buildDiagnostic } from './build-diagnostic.ts';
import { contextJson } from './context-json.ts';
import { countUnreadNotifications } from './count-unread-notifications.ts';

/** GET /api/v1/context, /api/v1/poll and /api/v1/diagnostic/auth (spec §7 "Other"). */
export async function contextRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app.services;

  app.get(
    '/api/v1/context',
    {
      schema: {
        tags: ['context'],
        summary: 'Application, tenant, user and scope of the caller; works signed out (user null)',
        response: { 200: itemEnvelopeSchema(contextSchema) },
      },
    },
    // Synchronous on purpose: the hottest call of the app has nothing to wait for.
    (request, reply) => {
      sendSerializedItem(
        request,
        reply,
        contextJson({
          actor: request.actor,
          tenant: request.tenant,
          locale: request.locale,
          config,
          version: applicationVersion,
          presentLogo: (logo) => logoUrl(app.services, logo),
        }),
      );
    },
  );

  app.get(
    '/api/v1/poll',
    {
      preHandler: requireUser,
      schema: {
        tags: ['context'],
        summary: 'Context values that change while the app is open',
        security: [{ bearer: [] }],
        response: { 200: itemEnvelopeSchema(pollSchema), ...errorResponses(401) },
      },
    },
    async (request) => {
      const { actor } = request;
      return itemEnvelope(request, {
        frontend_required: config.frontendRequiredVersion ?? null,
        logout_at: actor.token?.expires_at ?? null,
        unread_notifications: await countUnreadNotifications(db, actor.tenantId, actor.user!.id),
        // Under maintenance every API call answers 503 before reaching here, so a served poll says false.
        maintenance: false,
      });
    },
  );

  app.get(
    '/api/v1/diagnostic/auth',
    {
      schema: {
        tags: ['context'],
        summary: 'How the server sees the caller’s token and scope (used by the web after a 403)',
        response: { 200: itemEnvelopeSchema(diagnosticAuthSchema) },
      },
    },
    async (request) => itemEnvelope(request, buildDiagnostic(request.actor)),
  );
}
