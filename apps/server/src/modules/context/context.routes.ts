import type { ResponseInputOf } from '@academy/contracts/common/operation-contract';
import { diagnoseAuth, poll, readContext } from '@academy/contracts/operations/context';
import type { FastifyInstance } from 'fastify';
import { itemEnvelope, sendSerializedItem } from '../../platform/http/envelope.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { applicationVersion } from '../../version.ts';
import { logoUrl } from '../media/index.ts';
import { buildDiagnostic } from './build-diagnostic.ts';
import { contextJson } from './context-json.ts';
import { countUnreadNotifications } from './count-unread-notifications.ts';

/** GET /api/v1/context, /api/v1/poll and /api/v1/diagnostic/auth (spec §7 "Other"). */
export async function contextRoutes(app: FastifyInstance): Promise<void> {
  const { config, db } = app.services;

  registerOperation(app, readContext, (request, reply) => {
    // The hottest call of the app is written as JSON text directly (context-json.ts, held to the contract by
    // its tests), so the answer is the sent reply rather than an object for the serializer.
    const sent = sendSerializedItem(
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
    return sent as unknown as ResponseInputOf<typeof readContext>;
  });

  registerOperation(app, poll, async (request) => {
    const { actor } = request;
    return itemEnvelope(request, {
      frontend_required: config.frontendRequiredVersion ?? null,
      logout_at: actor.token?.expires_at ?? null,
      unread_notifications: await countUnreadNotifications(db, actor.tenantId, actor.user!.id),
      // Under maintenance every API call answers 503 before reaching here, so a served poll says false.
      maintenance: false,
    });
  });

  registerOperation(app, diagnoseAuth, async (request) =>
    itemEnvelope(request, buildDiagnostic(request.actor)),
  );
}
