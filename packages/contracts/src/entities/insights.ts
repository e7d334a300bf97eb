import { z } from 'zod';
import { listQuerySchema } from '../common/envelope.ts';
import { filterValue } from '../common/resource-contract.ts';
import { summarySchema, userSummarySchema } from '../common/summary.ts';

/**
 * The company overview's insights (spec §2 "an insights table with deadline reminders and certificate
 * download", issue 14): per course of a company how its learners stand, and per course the learners.
 * Served by `GET /api/v1/companies/{company}/insights` and
 * `GET /api/v1/companies/{company}/insights/courses/{course}/learners`, within what the reader may see (a
 * manager their company, a department head their departments' people, an administrator any company).
 */

/**
 * Where a learner stands in a course, as a manager reads it: `completed` holds a valid certificate,
 * `expired` a certificate past its date (and nothing begun since), `in_progress` has begun, `not_started` is
 * enrolled without having begun.
 */
export const learnerInsightStatuses = ['not_started', 'in_progress', 'completed', 'expired'] as const;
export type LearnerInsightStatus = (typeof learnerInsightStatuses)[number];

/** How many days ahead a valid certificate counts as expiring. */
export const expiringWithinDays = 30;

export const courseInsightSchema = z.object({
  course: summarySchema.extend({ code: z.string().nullable() }),
  /** The course's title in the reader's language (its variant's), else its name. */
  title: z.string(),
  /** Learners with a standing in the course: enrolled now, or with progress or a certificate in the company. */
  learners: z.number().int(),
  /** Learners an enrollment of the company reaches today. */
  enrolled: z.number().int(),
  not_started: z.number().int(),
  in_progress: z.number().int(),
  /** Holding a valid certificate (certified). */
  completed: z.number().int(),
  /** Of the completed, those whose certificate expires within `expiringWithinDays`. */
  expiring: z.number().int(),
  expired: z.number().int(),
});
export type CourseInsight = z.infer<typeof courseInsightSchema>;

export const learnerInsightSchema = z.object({
  user: userSummarySchema,
  /** The learner's departments within the company. */
  departments: z.array(summarySchema),
  /** An enrollment of the company reaches them today. */
  enrolled: z.boolean(),
  /** The earliest end date (YYYY-MM-DD) of the enrollments reaching them today; null when open-ended. */
  deadline: z.string().nullable(),
  status: z.enum(learnerInsightStatuses),
  /** A valid certificate expiring within `expiringWithinDays`. */
  expiring: z.boolean(),
  /** Lessons passed of the variant they are furthest in, since their current round began; null without lessons. */
  progress: z.object({ passed: z.number().int(), total: z.number().int() }).nullable(),
  progress_fraction: z.number(),
  score: z.number().int().nullable(),
  last_activity_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  /**
   * The latest certificate, when the reader may open it (`GET /api/v1/certificates/{uuid}/pdf?download=1`
   * downloads it); null otherwise.
   */
  certificate: summarySchema.extend({ issued_at: z.string(), expires_at: z.string().nullable() }).nullable(),
});
export type LearnerInsight = z.infer<typeof learnerInsightSchema>;

/** `GET …/insights`: narrowed to the learners of one department. */
export const courseInsightsQuerySchema = z.object({
  'filter[department]': filterValue.reference.optional(),
  request: listQuerySchema.shape.request,
});

export const learnerInsightSorts = [
  'name',
  'status',
  'last_activity_at',
  'completed_at',
  'expires_at',
  'deadline',
] as const;

/** `GET …/insights/courses/{course}/learners`: a page of learners, filtered and sorted. */
export const learnerInsightsQuerySchema = z.object({
  page: listQuerySchema.shape.page,
  per_page: listQuerySchema.shape.per_page,
  /** The learner's name or e-mail. */
  search: z.string().max(200).optional(),
  'filter[status]': z.enum([...learnerInsightStatuses, 'expiring']).optional(),
  'filter[department]': filterValue.reference.optional(),
  sort: z
    .enum(learnerInsightSorts.flatMap((key) => [key, `-${key}`]) as [string, ...string[]])
    .optional()
    .describe(
      'name (default), status, last_activity_at, completed_at, expires_at or deadline; `-` descending',
    ),
  request: listQuerySchema.shape.request,
});
