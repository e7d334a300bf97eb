import { defineOperation } from '../common/operation-contract.ts';
import { routed } from '../common/operation-route.ts';
import {
  enrollmentTimelineQuerySchema,
  enrollmentTimelineResponseSchema,
  statisticsQuerySchema,
  statisticsResponseSchema,
} from '../entities/statistics.ts';
import { statisticsRoutes } from './statistics.routes.ts';

/** GET /api/v1/statistics: the admin landing page's figures for a period and optionally one company. */
export const readStatistics = defineOperation({
  ...routed(statisticsRoutes, 'statistics.read'),
  summary:
    'Statistics for a period (default the last twelve months) and optionally one company: certificates, ' +
    'examinations, completions, pass rates, active learners and enrollments, per month, course and company',
  tags: ['statistics'],
  query: statisticsQuerySchema,
  response: statisticsResponseSchema,
  errors: [401, 403, 422],
  guard: 'signedIn',
});

/** GET /api/v1/statistics/enrollment-timeline: the enrollments timeline of the admin area. */
export const readEnrollmentTimeline = defineOperation({
  ...routed(statisticsRoutes, 'statistics.enrollmentTimeline'),
  summary:
    'Enrollments timeline: per course and company, department or user, the enrollment periods overlapping ' +
    'a window (default a year from three months back), with the periods recurrence will create next',
  tags: ['statistics', 'enrollments'],
  query: enrollmentTimelineQuerySchema,
  response: enrollmentTimelineResponseSchema,
  errors: [401, 403, 422],
  guard: 'signedIn',
});

/** The operations of this file, composed into `operationContracts` (operations.ts). */
export const statisticsOperations = [readStatistics, readEnrollmentTimeline] as const;
