import type { Examination } from '@academy/contracts/entities/examination';
import { translate } from '@academy/contracts/messages';
import {
  examinationResults as examinationResultsOperation,
  putExaminationAnswer,
  saveExaminationAnswer,
  startExamination as startExaminationOperation,
  submitExamination as submitExaminationOperation,
} from '@academy/contracts/operations/examinations';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { itemEnvelope } from '../../platform/http/envelope.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { type OperationRequest, registerOperation } from '../../platform/http/register-operation.ts';
import type { ResourceContext } from '../../platform/resource/define-resource.ts';
import { findVisible, presentRows } from '../../platform/resource/resource-service.ts';
import { sendCompletionMails } from '../learning/index.ts';
import { postScoresAfterCommit } from '../lti/index.ts';
import { saveAnswer } from './examination-answers.service.ts';
import { examinationResults } from './examination-results.service.ts';
import { startExamination } from './examination-start.service.ts';
import { submitExamination } from './examination-submit.service.ts';
import { examinationResource } from './examinations.resource.ts';
import { assertOpen, ownExamination } from './own-examination.ts';

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
  const db = app.services.db;
  const contextOf = (request: FastifyRequest, tx: Executor): ResourceContext => ({
    db: tx,
    actor: request.actor,
    services: app.services,
    locale: request.locale,
  });

  registerOperation(app, startExaminationOperation, async (request) => {
    const item = await db.transaction(async (tx) => {
      const context = contextOf(request, tx);
      const started = await startExamination(context, request.body);
      // Read back through the resource so the item has its computed values (the lesson title header).
      const examination = await findVisible(examinationResource, context, started.uuid);
      const [presented] = await presentRows(examinationResource, context, [examination]);
      return presented as Examination;
    });
    return itemEnvelope(request, item, { relations });
  });

  const saveAnswerHandler = async (request: OperationRequest<typeof saveExaminationAnswer>) => {
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
  };
  registerOperation(app, putExaminationAnswer, saveAnswerHandler);
  registerOperation(app, saveExaminationAnswer, saveAnswerHandler);

  registerOperation(app, submitExaminationOperation, async (request) => {
    const now = app.services.clock.now();
    const locale = request.actor.user?.language_code ?? request.locale;
    const submission = await db.transaction(async (tx) => {
      const submitted = await submitExamination(
        tx,
        request.actor,
        request.params.id,
        request.body?.answers ?? [],
        now,
        locale,
      );
      // A person who came from a learning platform (LTI): the completion's score goes back there (issue 25).
      const certified = submitted.certification;
      if (certified)
        await postScoresAfterCommit(app.services, tx, {
          userId: submitted.examination.user_id,
          courseId: certified.course.id,
          score: certified.score,
          at: certified.certificate.issued_at,
        });
      return submitted;
    });
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
  });

  registerOperation(app, examinationResultsOperation, async (request) =>
    itemEnvelope(request, await examinationResults(db, request.actor, request.params.id)),
  );
}
