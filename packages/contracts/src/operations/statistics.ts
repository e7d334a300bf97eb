import { defineOperation } from '../common/operation-contract.ts';
import {
  enrollmentTimelineQuerySchema,
  enrollmentTimelineResponseSchema,
  statisticsQuerySchema,
  statisticsResponseSchema,
} from '../entities/statistics.ts';

/** GET /api/v1/statistics: the admin landing page's figures for a period and optionally one company. */
export const readStatistics = defineOperation({
  name: 'statistics.read',
  method: 'GET',
  path: '/api/v1/statistics',
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
  name: 'statistics.enrollmentTimeline',
  method: 'GET',
  path: '/api/v1/statistics/enrollment-timeline',
  summary:
    'Enrollments timeline: per course and company, department or user, the enrollment periods overlapping ' +
    'a window (default a year from three months back), with the periods recurrence will create next',
  tags: ['statistics', 'enrollments'],
  query: enrollmentTimelineQuerySchema,
  response: enrollmentTimelineResponseSchema,
  errors: [401, 403, 422],
  guard: 'signedIn',
});
