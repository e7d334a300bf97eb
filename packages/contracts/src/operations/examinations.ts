import { z } from 'zod';
import { itemEnvelope } from '../common/envelope.ts';
import { abilityGuard, defineOperation, idParams } from '../common/operation-contract.ts';
import {
  examinationAnswerSchema,
  examinationContract,
  examinationResultsSchema,
  examinationSchema,
  examinationStartSchema,
  examinationSubmitSchema,
} from '../entities/examination.ts';

/** The quiz of spec §2/§4: start or redo, answer, submit, results (reading one is the generic item route). */
const tags = ['examinations'];

export const startExamination = defineOperation({
  name: 'examinations.start',
  method: 'POST',
  path: '/api/v1/examinations',
  summary: 'Start (or redo) the quiz of a lesson',
  tags,
  body: examinationStartSchema,
  response: itemEnvelope(examinationSchema),
  status: 201,
  errors: [401, 403, 404, 409, 422],
  guard: 'signedIn',
});

/** The answer to saving one answer: what is now selected for the question. */
export const answerSavedSchema = z.object({
  question_id: z.number().int(),
  selected_alternative_ids: z.array(z.number().int()),
});

const saveAnswer = {
  name: 'examinations.saveAnswer',
  path: '/api/v1/examinations/:id/answers',
  summary: 'Save the answer to one question of an open attempt',
  tags,
  params: idParams,
  body: examinationAnswerSchema,
  response: itemEnvelope(answerSavedSchema),
  errors: [401, 404, 409, 422],
  guard: abilityGuard(examinationContract, 'answer'),
} as const;

/** Saves one question's selection as the learner goes (POST; PUT is the same write for clients that PUT). */
export const saveExaminationAnswer = defineOperation({ ...saveAnswer, method: 'POST' });
export const putExaminationAnswer = defineOperation({
  ...saveAnswer,
  name: 'examinations.putAnswer',
  method: 'PUT',
});

export const submitExamination = defineOperation({
  name: 'examinations.submit',
  method: 'POST',
  path: '/api/v1/examinations/:id/submit',
  summary: 'Submit an attempt (optionally saving answers first); answers with its results',
  tags,
  params: idParams,
  body: examinationSubmitSchema,
  response: itemEnvelope(examinationResultsSchema),
  errors: [401, 404, 409, 422],
  guard: abilityGuard(examinationContract, 'submit'),
});

export const examinationResults = defineOperation({
  name: 'examinations.results',
  method: 'GET',
  path: '/api/v1/examinations/:id/results',
  summary: 'The results of a submitted attempt',
  tags,
  params: idParams,
  response: itemEnvelope(examinationResultsSchema),
  errors: [401, 404, 409],
  guard: abilityGuard(examinationContract, 'view'),
});
