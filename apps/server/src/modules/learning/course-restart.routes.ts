import { itemEnvelope as itemEnvelopeSchema } from '@academy/contracts/common/envelope';
import { translate } from '@academy/contracts/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { itemEnvelope } from '../../platform/http/envelope.ts';
import { errorResponses } from '../../platform/http/error-responses.ts';
import { requireUser } from '../../platform/http/request-context.ts';
import { restartCourse } from './course-restart.service.ts';

const params = z.object({ id: z.string().max(64) });
/** What the client refreshes after a restart: course cards, the variant page and its lessons. */
const relations = ['courses', 'course-variants', 'lessons', 'qualifications'];

/** `POST /api/v1/learning/courses/{course id|uuid}/restart`: the learner begins a fresh round of a course. */
export async function courseRestartRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/v1/learning/courses/:id/restart',
    {
      preHandler: requireUser,
      schema: {
        tags: ['learning'],
        security: [{ bearer: [] }],
        summary: 'Begin a fresh round of a course the learner has been through',
        params,
        response: {
          200: itemEnvelopeSchema(z.object({ restarted_at: z.string() })),
          ...errorResponses(401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const restarted = await app.services.db.transaction((tx) =>
        restartCourse(
          { db: tx, actor: request.actor, services: app.services, locale: request.locale },
          request.params.id,
        ),
      );
      return itemEnvelope(request, restarted, {
        relations,
        message: translate('learning.restarted', request.locale),
      });
    },
  );
}
