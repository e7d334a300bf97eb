import { z } from 'zod';
import { itemEnvelope } from '../common/envelope.ts';
import { defineOperation, idParams } from '../common/operation-contract.ts';

/** `POST /api/v1/learning/courses/{course id|uuid}/restart`: the learner begins a fresh round of a course. */
export const restartCourse = defineOperation({
  name: 'learning.restartCourse',
  method: 'POST',
  path: '/api/v1/learning/courses/:id/restart',
  summary: 'Begin a fresh round of a course the learner has been through',
  tags: ['learning'],
  params: idParams,
  response: itemEnvelope(z.object({ restarted_at: z.string() })),
  errors: [401, 403, 404, 409],
  guard: 'signedIn',
});
