import { z } from 'zod';
import { grantableSummarySchema, summarySchema } from '../common/summary.ts';
import { enrollableTypeSchema, enrollmentStatuses } from './enrollment.ts';

/**
 * The read-only views of a person or a company beyond their generic item (spec §7): a user's schedule
 * (`GET users/{id}/schedule`), a user's associations (`GET users/{id}/associations`) and a company's profile
 * (`GET companies/{id}/profile`). They are answers of their own routes, not resources.
 */

const date = z.iso.date('validation.date');

/** The longest window one schedule request covers: a little over a year. */
export const SCHEDULE_MAX_DAYS = 400;

/** `GET users/{id}/schedule?start=YYYY-MM-DD&end=YYYY-MM-DD`; the end may not come before the start. */
export const userScheduleQuerySchema = z
  .object({ start: date, end: date })
  .refine((value) => value.end >= value.start, { message: 'validation.end_date_after', path: ['end'] })
  .refine((value) => Date.parse(value.end) - Date.parse(value.start) <= SCHEDULE_MAX_DAYS * 86_400_000, {
    message: 'validation.invalid_value',
    path: ['end'],
  });
export type UserScheduleQuery = z.infer<typeof userScheduleQuerySchema>;

/**
 * One period a course is open to the user: an enrollment that applies to them (personal, a department's,
 * the company's) overlapping the window, or — for a recurring one — a later period it will start by itself
 * (spec §4: the same length again after the pause), marked `projected`.
 */
export const schedulePeriodSchema = z.object({
  enrollment: summarySchema,
  course: summarySchema.nullable(),
  company: summarySchema.nullable(),
  enrolled_as: enrollableTypeSchema,
  enrollable: grantableSummarySchema.nullable(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  is_recurring: z.boolean(),
  /** A later period of a recurring enrollment, not created yet. */
  projected: z.boolean(),
  /** The enrollment's status today (a projected period is `inactive` until it starts). */
  status: z.enum(enrollmentStatuses),
});
export type SchedulePeriod = z.infer<typeof schedulePeriodSchema>;

export const userScheduleSchema = z.object({
  start: z.string(),
  end: z.string(),
  /** By start date, then course. */
  periods: z.array(schedulePeriodSchema),
});
export type UserSchedule = z.infer<typeof userScheduleSchema>;

/**
 * Where a person belongs, as far as the reader may know (outside administrators: within the reader's own
 * companies): their companies (managing or not), their departments (heading or not) and how much they hold.
 */
export const userAssociationsSchema = z.object({
  companies: z.array(summarySchema.extend({ is_manager: z.boolean(), is_active: z.boolean() })),
  departments: z.array(summarySchema.extend({ is_head: z.boolean(), company: summarySchema.nullable() })),
  /** Enrollments that apply to the user (personal, their departments', their companies'), revoked ones aside. */
  enrollments_count: z.number().int(),
  certificates_count: z.number().int(),
  valid_certificates_count: z.number().int(),
});
export type UserAssociations = z.infer<typeof userAssociationsSchema>;

/** A company at a glance, for those who manage it. */
export const companyProfileSchema = z.object({
  company: summarySchema.extend({ is_active: z.boolean(), scorm_enabled: z.boolean() }),
  users: z.object({
    total: z.number().int(),
    active: z.number().int(),
    managers: z.number().int(),
    /** Members who have never signed in. */
    never_signed_in: z.number().int(),
  }),
  departments_count: z.number().int(),
  courses_count: z.number().int(),
  enrollments: z.object({
    active: z.number().int(),
    inactive: z.number().int(),
    revoked: z.number().int(),
    recurring: z.number().int(),
  }),
  certificates: z.object({ valid: z.number().int(), expired: z.number().int() }),
  /** The latest sign-in of any member, or null. */
  last_login_at: z.string().nullable(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;
