import { itemEnvelope } from '../common/envelope.ts';
import { defineOperation } from '../common/operation-contract.ts';
import { bulkEnrollmentCreateSchema, bulkEnrollmentResultSchema } from '../entities/bulk-enrollment.ts';

/** Several people enrolled in one course in one step, all or none (issue 21 §3). */
export const bulkEnroll = defineOperation({
  name: 'enrollments.bulkCreate',
  method: 'POST',
  path: '/api/v1/enrollments/bulk',
  summary: 'Enroll several people of one company in one course: all of them or none',
  tags: ['enrollments'],
  body: bulkEnrollmentCreateSchema,
  response: itemEnvelope(bulkEnrollmentResultSchema),
  status: 201,
  errors: [400, 401, 403, 422],
  guard: 'signedIn',
});
