import {
  userAssociations as userAssociationsOperation,
  userSchedule as userScheduleOperation,
} from '@academy/contracts/operations/people';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { itemEnvelope } from '../../platform/http/envelope.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { authorize } from '../../platform/policy/define-policy.ts';
import type { ResourceContext } from '../../platform/resource/define-resource.ts';
import { findVisible } from '../../platform/resource/resource-service.ts';
import { userAssociations, userSchedule } from './user-overview.service.ts';
import { userPolicy } from './users.policy.ts';
import { userResource } from './users.resource.ts';

const contextOf = (request: FastifyRequest): ResourceContext => ({
  db: request.server.services.db,
  actor: request.actor,
  services: request.server.services,
  locale: request.locale,
});

/** The user as the reader may see them (404 outside their reach, like the item route), then `view`. */
async function visibleUser(context: ResourceContext, key: string) {
  const user = await findVisible(userResource, context, key);
  // The users resource's rows carry the policy's computed `company_ids` (see users.resource.ts).
  authorize(userPolicy, 'view', context.actor, user as never);
  return user;
}

/**
 * spec §7 `GET users/{id}/schedule` (query start, end) and `GET users/{id}/associations`: what a person's page
 * shows beside their item — the periods their courses are open, and where they belong. Whoever may view the
 * user may read them; another company's people answer 404.
 */
export async function userOverviewRoutes(app: FastifyInstance): Promise<void> {
  registerOperation(app, userScheduleOperation, async (request) => {
    const context = contextOf(request);
    const user = await visibleUser(context, request.params.id);
    const { start, end } = request.query;
    const periods = await userSchedule(context, user, { start, end });
    return itemEnvelope(request, { start, end, periods });
  });

  registerOperation(app, userAssociationsOperation, async (request) => {
    const context = contextOf(request);
    const user = await visibleUser(context, request.params.id);
    return itemEnvelope(request, await userAssociations(context, user));
  });
}
