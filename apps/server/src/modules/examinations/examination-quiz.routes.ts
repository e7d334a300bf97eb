import { itemEnvelope as itemEnvelopeSchema } from '@academy/contracts/common/envelope';
import {
  examinationAnswerSchema,
  examinationResultsSchema,
  examinationSchema,
  examinationStartSchema,
  examinationSubmitSchema,
} from '@academy/contracts/entities/examination';
import { translate } from '@academy/contracts/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { itemEnvelope } from '../../platform/http/envelope.ts';
import { errorResponses } from '../../platform/http/error-responses.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { requireUser } from '../../platform/http/request-context.ts';
import type { ResourceContext } from '../../platform/resource/define-resource.ts';
import { findVisible, presentRows } from '../../platform/resource/resource-service.ts';
import { sendCompletionMails } from '../learning/index.ts';
import { saveAnswer } from './examination-answers.service.ts';
import { examinationResults } from './examination-results.service.ts';
import { startExamination } from './examination-start.service.ts';
import { submitExamination } from './examination-submit.service.ts';
import { examinationResource } from './examinations.resource.ts';
import { assertOpen, ownExamination } from './own-examination.ts';

const params = z.object({ id: z.string().max(64) });
const tags = ['examinations'];
/** The started attempt, presented by the resource engine (plain records): checked against this in tests. */
const startedSchema: z.ZodType = itemEnvelopeSchema(examinationSchema);
const security = [{ bearer: [] }];
/** The answer to saving one answer: what is now selected for the question. */
const answerSavedSchema = z.object({
  question_id: z.number().int(),
  selected_alternative_ids: z.array(z.number().int()),
});
/** What the client refreshes after a quiz write: the attempt, the lesson table, course cards, certificates. */
const relations = [
  'examinations',
  'lessons',
  'course-variants',
  'courses',
  'certificates',
  'qualifications',
  'notifications',
];

/**
 * The quiz of spec §2/§4: start or redo, answer, submit, results. Reading an examination (with its questions)
 * is the generic `GET /api/v1/examinations/{uuid}`.
 */
export async function examinationQuizRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.services.db;
  const contextOf = (request: FastifyRequest, tx: Executor): ResourceContext => ({
    db: tx,
    actor: request.actor,
    services: app.services,
    locale: request.locale,
  });

  api.post(
    '/api/v1/examinations',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'Start (or redo) the quiz of a lesson',
        body: examinationStartSchema,
        response: {
          201: startedSchema,
          ...errorResponses(401, 403, 404, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const item = await db.transaction(async (tx) => {
        const context = contextOf(request, tx);
        const started = await startExamination(context, request.body);
        // Read back through the resource so the item has its computed values (the lesson title header).
        const examination = await findVisible(examinationResource, context, started.uuid);
        const [presented] = await presentRows(examinationResource, context, [examination]);
        return presented;
      });
      reply.status(201);
      return itemEnvelope(request, item, { relations });
    },
  );

  for (const method of ['PUT', 'POST'] as const) {
    api.route({
      method,
      url: '/api/v1/examinations/:id/answers',
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'Save the answer to one question of an open attempt',
        params,
        body: examinationAnswerSchema,
        response: { 200: itemEnvelopeSchema(answerSavedSchema), ...errorResponses(401, 404, 409, 422) },
      },
      handler: async (request) => {
        const saved = await db.transaction(async (tx) => {
          const examination = await ownExamination(tx, request.actor, request.params.id, true);
          assertOpen(examination, app.services.clock.now());
          await saveAnswer(tx, examination, request.body);
          return {
            question_id: request.body.question_id,
            selected_alternative_ids: [...new Set(request.body.alternative_ids)],
          };
        });
        return itemEnvelope(request, saved, {
          relations: ['examinations'],
          message: translate('examinations.answer_saved', request.locale),
        });
      },
    });
  }

  api.post(
    '/api/v1/examinations/:id/submit',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'Submit an attempt (optionally saving answers first); answers with its results',
        params,
        body: examinationSubmitSchema,
        response: {
          200: itemEnvelopeSchema(examinationResultsSchema),
          ...errorResponses(401, 404, 409, 422),
        },
      },
    },
    async (request) => {
      const now = app.services.clock.now();
      const locale = request.actor.user?.language_code ?? request.locale;
      const submission = await db.transaction((tx) =>
        submitExamination(tx, request.actor, request.params.id, request.body?.answers ?? [], now, locale),
      );
      // Closed as failed and committed: the client shows why, then the results page.
      if (submission.expired) throw new HttpError(422, 'examinations.expired');
      if (submission.certification) {
        try {
          await sendCompletionMails(app.services, submission.certification, {
            id: submission.examination.user_id,
            locale,
          });
        } catch (error) {
          request.log.error({ err: error }, 'course completion mail could not be queued');
        }
      }
      const results = await examinationResults(db, request.actor, submission.examination);
      return itemEnvelope(request, results, {
        relations,
        message: translate('examinations.submitted', request.locale),
      });
    },
  );

  api.get(
    '/api/v1/examinations/:id/results',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'The results of a submitted attempt',
        params,
        response: {
          200: itemEnvelopeSchema(examinationResultsSchema),
          ...errorResponses(401, 404, 409),
        },
      },
    },
    async (request) => itemEnvelope(request, await examinationResults(db, request.actor, request.params.id)),
  );
}
