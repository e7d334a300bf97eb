import { z } from 'zod';

/**
 * The learner's standing in a course (spec §3 Course/Course variant/Lesson `enrollment*` fields, §4 Course
 * card status and Enrollment). The server fills these on `courses`, `course-variants` and `lessons` items for
 * a signed-in member of a company; administrators without a company get nulls.
 */

/** Course card status (spec §4). `expired`: the latest certificate has expired and nothing new was started. */
export const enrollmentStatuses = ['completed', 'eligible', 'in_progress', 'not_started', 'expired'] as const;
export type EnrollmentStatus = (typeof enrollmentStatuses)[number];

/** Course matrix badge (spec §4). */
export const courseBadges = ['certified', 'enrolled', 'expired', 'not_enrolled'] as const;
export type CourseBadge = (typeof courseBadges)[number];

/** `filter[status]` of the learner's course list. */
export const learnerCourseFilters = ['completed', 'ongoing'] as const;

/** The enrollment that applies to the learner (personal, department or company; the active one first). */
export const learnerEnrollmentSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  type: z.enum(['company', 'department', 'user']),
  start_date: z.string(),
  end_date: z.string().nullable(),
  is_recurring: z.boolean(),
  recur_after_days: z.number().int().nullable(),
  status: z.enum(['active', 'inactive', 'revoked']),
  is_active: z.boolean(),
  is_revoked: z.boolean(),
  /** Days left until end_date (0 on the last day); null without an end date. */
  days_remaining: z.number().int().nullable(),
  /** Recurring only: the day the next enrollment starts (end_date + recur_after_days + 1). */
  next_start_date: z.string().nullable(),
  /** Recurring only: days from today until next_start_date. */
  days_until_next: z.number().int().nullable(),
});
export type LearnerEnrollment = z.infer<typeof learnerEnrollmentSchema>;

/** The learner's latest certificate for the course (the certificate panel). */
export const learnerCertificateSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  issued_at: z.string(),
  expires_at: z.string().nullable(),
  /** Not expired by the server's clock. */
  valid: z.boolean(),
});
export type LearnerCertificate = z.infer<typeof learnerCertificateSchema>;

/** Lessons passed in the current period out of the variant's active lessons. */
export const learnerProgressSchema = z.object({ passed: z.number().int(), total: z.number().int() });

/** Fields on a course item (and a course variant item) for the learner. */
export const learnerCourseFieldsSchema = z.object({
  enrollment: learnerEnrollmentSchema.nullable(),
  enrollment_status: z.enum(enrollmentStatuses).nullable(),
  /** True when status is completed (a valid certificate). */
  enrollment_status_complete: z.boolean().nullable(),
  enrollment_progress: learnerProgressSchema.nullable(),
  enrollment_progress_fraction: z.number().min(0).max(1).nullable(),
  enrollment_badge: z.enum(courseBadges).nullable(),
  certificate: learnerCertificateSchema.nullable(),
  /**
   * The day the learner must complete the course by (YYYY-MM-DD): the earliest end date among their active
   * enrollments in it, wherever they come from (issue 21 — the same rule as reminders and insights); null when
   * every one is open-ended or none is active.
   */
  enrollment_deadline: z.string().nullable(),
});
export type LearnerCourseFields = z.infer<typeof learnerCourseFieldsSchema>;

/** A learner's latest attempt at a lesson. */
export const learnerExaminationSummarySchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  begun_at: z.string(),
  ended_at: z.string().nullable(),
  expires_at: z.string(),
  score: z.number().int().nullable(),
  success: z.boolean().nullable(),
  /** Not submitted and not past its time limit: the learner can continue it. */
  is_open: z.boolean(),
});

export const lessonResults = ['passed', 'failed', 'none'] as const;

/** Per-lesson results: on `lessons` items and on each lesson of a course variant's `lessons`. */
export const learnerLessonFieldsSchema = z.object({
  /** Latest examination of the lesson (any period). */
  enrollment_examination: learnerExaminationSummarySchema.nullable(),
  /** Best score in the current period. */
  enrollment_progress: z.number().int().nullable(),
  /** Latest submitted score in the current period. */
  enrollment_progress_latest: z.number().int().nullable(),
  enrollment_result: z.enum(lessonResults).nullable(),
  /** The certificate's expiry when the lesson counts towards a valid certificate. */
  enrollment_expires_at: z.string().nullable(),
  /**
   * The language code of the variant the learner completed the course in, when this lesson counts as passed
   * only through that certificate: a lesson of another language variant without a pass of its own among the
   * scores shown (issue 22 §5: "Passed in English" above scores of "–"). Null otherwise.
   */
  enrollment_passed_in_language: z.string().nullable(),
});
export type LearnerLessonFields = z.infer<typeof learnerLessonFieldsSchema>;
