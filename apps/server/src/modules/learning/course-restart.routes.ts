import { translate } from '@academy/contracts/messages';
import { restartCourse as restartCourseOperation } from '@academy/contracts/operations/learning';
import type { FastifyInstance } from 'fastify';
import { itemEnvelope } from '../../platform/http/envelope.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { restartCourse } from './course-restart.service.ts';

/** What the client refreshes after a restart: course cards, the variant page and its lessons. */
const relations = ['courses', 'course-variants', 'lessons', 'qualifications'];

/** `POST /api/v1/learning/courses/{course id|uuid}/restart`: the learner begins a fresh round of a course. */
export async function courseRestartRoutes(app: FastifyInstance): Promise<void> {
  registerOperation(app, restartCourseOperation, async (request) => {
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
  });
}
