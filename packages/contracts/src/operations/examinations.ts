import { z } from 'zod';
import { itemEnvelope } from '../common/envelope.ts';
import { abilityGuard, defineOperation, idParams } from '../common/operation-contract.ts';
import { routed } from '../common/operation-route.ts';
import {
  examinationAnswerSchema,
  examinationContract,
  examinationResultsSchema,
  examinationSchema,
  examinationStartSchema,
  examinationSubmitSchema,
} from '../entities/examination.ts';
import { examinationRoutes } from './examinations.routes.ts';

/** The quiz of spec §2/§4: start or redo, answer, submit, results (reading one is the generic item route). */
const tags = ['examinations'];

export const startExamination = defineOperation({
  ...routed(examinationRoutes, 'examinations.start'),
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
  summary: 'Save the answer to one question of an open attempt',
  tags,
  params: idParams,
  body: examinationAnswerSchema,
  response: itemEnvelope(answerSavedSchema),
  errors: [401, 404, 409, 422],
  guard: abilityGuard(examinationContract, 'answer'),
} as const;

/** Saves one question's selection as the learner goes (POST; PUT is the same write for clients that PUT). */
export const saveExaminationAnswer = defineOperation({
  ...routed(examinationRoutes, 'examinations.saveAnswer'),
  ...saveAnswer,
});
export const putExaminationAnswer = defineOperation({
  ...routed(examinationRoutes, 'examinations.putAnswer'),
  ...saveAnswer,
});

export const submitExamination = defineOperation({
  ...routed(examinationRoutes, 'examinations.submit'),
  summary: 'Submit an attempt (optionally saving answers first); answers with its results',
  tags,
  params: idParams,
  body: examinationSubmitSchema,
  response: itemEnvelope(examinationResultsSchema),
  errors: [401, 404, 409, 422],
  guard: abilityGuard(examinationContract, 'submit'),
});

export const examinationResults = defineOperation({
  ...routed(examinationRoutes, 'examinations.results'),
  summary: 'The results of a submitted attempt',
  tags,
  params: idParams,
  response: itemEnvelope(examinationResultsSchema),
  errors: [401, 404, 409],
  guard: abilityGuard(examinationContract, 'view'),
});

/** The operations of this file, composed into `operationContracts` (operations.ts). */
export const examinationOperations = [
  startExamination,
  saveExaminationAnswer,
  putExaminationAnswer,
  submitExamination,
  examinationResults,
] as const;
