import { itemEnvelope as itemEnvelopeSchema } from '@academy/contracts/common/envelope';
import {
  userAssociationsSchema,
  userScheduleQuerySchema,
  userScheduleSchema,
} from '@academy/contracts/entities/people-overview';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { itemEnvelope } from '../../platform/http/envelope.ts';
import { errorResponses } from '../../platform/http/error-responses.ts';
import { requireUser } from '../../platform/http/request-context.ts';
import { authorize } from '../../platform/policy/define-policy.ts';
import type { ResourceContext } from '../../platform/resource/define-resource.ts';
import { findVisible } from '../../platform/resource/resource-service.ts';
import { userAssociations, userSchedule } from './user-overview.service.ts';
import { userPolicy } from './users.policy.ts';
import { userResource } from './users.resource.ts';

const params = z.object({ id: z.string().max(64).describe('The id or the uuid of the user') });

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
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  const security = [{ bearer: [] }];

  api.get(
    '/api/v1/users/:id/schedule',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'The periods the user’s courses are open between two dates, recurring ones projected',
        params,
        querystring: userScheduleQuerySchema,
        response: { 200: itemEnvelopeSchema(userScheduleSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const context = contextOf(request);
      const user = await visibleUser(context, request.params.id);
      const { start, end } = request.query;
      const periods = await userSchedule(context, user, { start, end });
      return itemEnvelope(request, { start, end, periods });
    },
  );

  api.get(
    '/api/v1/users/:id/associations',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'The user’s companies and departments (within the reader’s reach) and what they hold',
        params,
        response: { 200: itemEnvelopeSchema(userAssociationsSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const context = contextOf(request);
      const user = await visibleUser(context, request.params.id);
      return itemEnvelope(request, await userAssociations(context, user));
    },
  );
}
