import { itemEnvelope } from '../common/envelope.ts';
import { defineOperation } from '../common/operation-contract.ts';
import { routed } from '../common/operation-route.ts';
import { bulkEnrollmentCreateSchema, bulkEnrollmentResultSchema } from '../entities/bulk-enrollment.ts';
import { enrollmentRoutes } from './enrollments.routes.ts';

/** Several people enrolled in one course in one step, all or none (issue 21 §3). */
export const bulkEnroll = defineOperation({
  ...routed(enrollmentRoutes, 'enrollments.bulkCreate'),
  summary: 'Enroll several people of one company in one course: all of them or none',
  tags: ['enrollments'],
  body: bulkEnrollmentCreateSchema,
  response: itemEnvelope(bulkEnrollmentResultSchema),
  status: 201,
  errors: [400, 401, 403, 422],
  guard: 'signedIn',
});

/** The operations of this file, composed into `operationContracts` (operations.ts). */
export const enrollmentOperations = [bulkEnroll] as const;
