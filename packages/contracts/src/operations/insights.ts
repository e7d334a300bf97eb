import { z } from 'zod';
import { listEnvelope } from '../common/envelope.ts';
import { defineOperation } from '../common/operation-contract.ts';
import { routed } from '../common/operation-route.ts';
import {
  courseInsightSchema,
  courseInsightsQuerySchema,
  learnerInsightSchema,
  learnerInsightsQuerySchema,
} from '../entities/insights.ts';
import { insightRoutes } from './insights.routes.ts';

const key = z.string().max(64);

/** GET /api/v1/companies/{company}/insights: per course, how the company's learners stand (issue 14). */
export const readCourseInsights = defineOperation({
  ...routed(insightRoutes, 'insights.courses'),
  summary: "How a company's learners stand, per course",
  tags: ['insights'],
  params: z.object({ id: key.describe('The company: id or uuid') }),
  query: courseInsightsQuerySchema,
  response: listEnvelope(courseInsightSchema),
  errors: [401, 403, 404],
  guard: 'signedIn',
});

/** GET /api/v1/companies/{company}/insights/courses/{course}/learners: a page of one course's learners. */
export const readLearnerInsights = defineOperation({
  ...routed(insightRoutes, 'insights.learners'),
  summary: "A page of one course's learners in a company, with their standing",
  tags: ['insights'],
  params: z.object({
    id: key.describe('The company: id or uuid'),
    course: key.describe('The course: id or uuid'),
  }),
  query: learnerInsightsQuerySchema,
  response: listEnvelope(learnerInsightSchema),
  errors: [401, 403, 404, 422],
  guard: 'signedIn',
});

/** The operations of this file, composed into `operationContracts` (operations.ts). */
export const insightOperations = [readCourseInsights, readLearnerInsights] as const;
