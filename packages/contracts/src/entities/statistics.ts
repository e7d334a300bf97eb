import { z } from 'zod';
import { metaSchema, paginationSchema } from '../common/envelope.ts';
import { grantableSummarySchema, summarySchema } from '../common/summary.ts';

/**
 * The statistics of spec §3 (certificates_count, certificates_users, examinations_count, examinations_users)
 * and what an administrator of a certification platform reads beside them: completions, certificates issued
 * and expiring per month, pass rate per course, active learners, top companies. One aggregated answer of
 * `GET /api/v1/statistics` (the `statistics` segment of spec §7), computed by the database; and the
 * enrollments timeline of `GET /api/v1/statistics/enrollment-timeline`. Administrators only.
 */

/** Calendar dates, YYYY-MM-DD, read as whole days in UTC. */
const day = z.iso.date('validation.date');
/** A company or course by id or uuid, resolved by the server within the tenant. */
const reference = z.string().trim().min(1, 'validation.required').max(64, 'validation.too_long');
const count = z.number().int().min(0);

/** The longest period one answer covers, in months (the monthly series has one entry a month). */
export const STATISTICS_MAX_MONTHS = 120;

/**
 * How old the figures of a period may be when served: they read every examination and certificate of the period,
 * so they are computed once and then served for a few minutes (the page says when they were computed and can ask
 * for them afresh).
 */
export const STATISTICS_MAX_AGE_MINUTES = 5;

export const statisticsQuerySchema = z.object({
  /** First day of the period; default the first day of the month eleven months back (twelve months in all). */
  from: day.optional(),
  /** Last day of the period, included; default today. */
  to: day.optional(),
  /** Only this company's figures. An administrator acting in a company always gets that company's. */
  company: reference.optional(),
  /** `true`: compute the figures now instead of serving those computed in the last STATISTICS_MAX_AGE_MINUTES. */
  fresh: z.enum(['true', 'false']).optional(),
  request: z.string().max(200).optional(),
});
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;

/** One calendar month of the period (the first and last may be partial: only the period's days count). */
export const statisticsMonthSchema = z.object({
  /** YYYY-MM */
  month: z.string(),
  /** Courses completed in the academy (certificates earned by passing every lesson). */
  completions: count,
  /** Certificates issued, by completion or by hand. */
  certificates_issued: count,
  /** Certificates whose validity ends in the month. */
  certificates_expiring: count,
  /** Examinations begun. */
  examinations: count,
  /** Distinct learners who began an examination in the month. */
  active_learners: count,
  /** Enrollments (not revoked) whose period starts in the month. */
  enrollments_started: count,
});
export type StatisticsMonth = z.infer<typeof statisticsMonthSchema>;

/** A course's examinations in the period: how many were submitted and how many of those passed. */
export const coursePassRateSchema = z.object({
  course: summarySchema,
  submitted: count,
  passed: count,
  /** passed ÷ submitted, 0–1. */
  pass_rate: z.number().min(0).max(1),
});
export type CoursePassRate = z.infer<typeof coursePassRateSchema>;

/** A company's figures in the period (top companies: most completions, then most active learners). */
export const companyFiguresSchema = z.object({
  company: summarySchema,
  completions: count,
  certificates: count,
  active_learners: count,
  examinations: count,
});
export type CompanyFigures = z.infer<typeof companyFiguresSchema>;

export const statisticsSchema = z.object({
  /** The period the figures cover (the defaults filled in). */
  from: z.string(),
  to: z.string(),
  /** The company the figures are narrowed to, or null for the whole academy. */
  company: summarySchema.nullable(),
  /** When the figures were computed (ISO 8601): at most STATISTICS_MAX_AGE_MINUTES ago, unless asked `fresh`. */
  computed_at: z.string(),
  /** Certificates issued in the period, and the distinct people they were issued to (spec §3). */
  certificates_count: count,
  certificates_users: count,
  /** Examinations begun in the period, and the distinct people who took them: the active learners (spec §3). */
  examinations_count: count,
  examinations_users: count,
  completions_count: count,
  certificates_expiring_count: count,
  /** Examinations of the period that were submitted, and passed. */
  submitted_count: count,
  passed_count: count,
  /** passed ÷ submitted, 0–1; null when nothing was submitted. */
  pass_rate: z.number().min(0).max(1).nullable(),
  /** Enrollments starting in the period, and those active (not revoked, between their dates) on its last day. */
  enrollments_started_count: count,
  enrollments_active_count: count,
  /** Every month of the period, oldest first, months without activity included. */
  months: z.array(statisticsMonthSchema),
  /** The ten courses with the most submitted examinations. */
  courses: z.array(coursePassRateSchema),
  /** The ten companies with the most completions, then active learners. */
  companies: z.array(companyFiguresSchema),
});
export type Statistics = z.infer<typeof statisticsSchema>;

export const statisticsResponseSchema = z.object({
  data: z.object({ item: statisticsSchema, meta: metaSchema }),
});

/* ── The enrollments timeline ─────────────────────────────────────────────────────────────────────────── */

export const enrollmentTimelineQuerySchema = z.object({
  /** The window shown: enrollments overlapping it. Default from the first of the month three months back … */
  from: day.optional(),
  /** … to the last day of the month eight months ahead (a year in all). */
  to: day.optional(),
  company: reference.optional(),
  course: reference.optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  request: z.string().max(200).optional(),
});
export type EnrollmentTimelineQuery = z.infer<typeof enrollmentTimelineQuerySchema>;

/** Where a cycle stands on the server's today; `planned` is the next period of a recurring enrollment. */
export const timelineCycleStates = ['active', 'upcoming', 'ended', 'revoked', 'planned'] as const;
export type TimelineCycleState = (typeof timelineCycleStates)[number];

/** One period of enrollment: an enrollment row, or (`planned`) the period recurrence will create next. */
export const timelineCycleSchema = z.object({
  /** The enrollment's uuid; null for a planned period, which has no row yet. */
  uuid: z.string().nullable(),
  start_date: z.string(),
  /** Null: open-ended. */
  end_date: z.string().nullable(),
  state: z.enum(timelineCycleStates),
  is_recurring: z.boolean(),
});
export type TimelineCycle = z.infer<typeof timelineCycleSchema>;

/** One row of the timeline: a course for one company, department or user, with its periods in the window. */
export const timelineSeriesSchema = z.object({
  course: summarySchema,
  company: summarySchema,
  enrollable: grantableSummarySchema,
  /** Oldest first. */
  cycles: z.array(timelineCycleSchema),
});
export type TimelineSeries = z.infer<typeof timelineSeriesSchema>;

export const enrollmentTimelineResponseSchema = z.object({
  data: z.object({
    items: z.array(timelineSeriesSchema),
    meta: metaSchema.extend({
      pagination: paginationSchema,
      /** The window the rows cover (the defaults filled in). */
      from: z.string(),
      to: z.string(),
    }),
  }),
});
