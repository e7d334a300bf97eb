import { listEnvelope as listEnvelopeSchema } from '@academy/contracts/common/envelope';
import {
  questionAlternativeBulkSchema,
  questionAlternativeSchema,
} from '@academy/contracts/entities/question';
import { translate } from '@academy/contracts/messages';
import type { FastifyInstance } from 'fastify';
import { listEnvelope } from '../../platform/http/envelope.ts';
import { errorResponses } from '../../platform/http/error-responses.ts';
import { requireUser } from '../../platform/http/request-context.ts';
import { bulkUpdateQuestionAlternatives } from './bulk-update-question-alternatives.ts';

/**
 * The bulk update of alternatives, `PATCH /api/v1/question_alternatives/{id1,id2,…}` with an array of
 * items. Only paths holding a comma match here; a single id stays the generic update of the resource.
 */
export async function questionAlternativeRoutes(app: FastifyInstance): Promise<void> {
  app.patch(
    '/api/v1/question_alternatives/:ids(^[^/]*,[^/]*$)',
    {
      preHandler: requireUser,
      schema: {
        tags: ['question_alternatives'],
        security: [{ bearer: [] }],
        summary: 'Update several alternatives at once: the path names them, the body is one item each',
        // Parsed in the handler (after the signed-in check), so only documented here.
        documentedBody: questionAlternativeBulkSchema,
        response: {
          200: listEnvelopeSchema(questionAlternativeSchema),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request) => {
      const { ids } = request.params as { ids: string };
      const items = questionAlternativeBulkSchema.parse(request.body);
      // Fastify has already decoded the path (%2C is a comma here too).
      const keys = ids.split(',').map((key) => key.trim());
      const db = app.services.db;
      const presented = await db.transaction((tx) =>
        bulkUpdateQuestionAlternatives(
          { db: tx, actor: request.actor, services: app.services, locale: request.locale },
          keys,
          items,
        ),
      );
      const label = translate(
        'resource.updated',
        request.locale,
        request.locale === 'nb' ? 'Svaralternativer' : 'Alternatives',
      );
      return listEnvelope(request, presented, {
        relations: ['question_alternatives', 'questions'],
        message: label,
      });
    },
  );
}
