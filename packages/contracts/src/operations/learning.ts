import { z } from 'zod';
import { itemEnvelope } from '../common/envelope.ts';
import { defineOperation, idParams } from '../common/operation-contract.ts';
import { routed } from '../common/operation-route.ts';
import { learningRoutes } from './learning.routes.ts';

/** `POST /api/v1/learning/courses/{course id|uuid}/restart`: the learner begins a fresh round of a course. */
export const restartCourse = defineOperation({
  ...routed(learningRoutes, 'learning.restartCourse'),
  summary: 'Begin a fresh round of a course the learner has been through',
  tags: ['learning'],
  params: idParams,
  response: itemEnvelope(z.object({ restarted_at: z.string() })),
  errors: [401, 403, 404, 409],
  guard: 'signedIn',
});

/** The operations of this file, composed into `operationContracts` (operations.ts). */
export const learningOperations = [restartCourse] as const;
