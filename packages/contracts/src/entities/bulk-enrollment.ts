import { z } from 'zod';

/** An id or uuid of another item, resolved (and scope-checked) by the server. */
const reference = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)]);
const date = z.iso.date('validation.date');

/** Most people one bulk enrollment takes: a page of the users list selected many times over. */
export const bulkEnrollmentMaxPeople = 1000;

/**
 * POST /api/v1/enrollments/bulk (issue 21 §3): several people of one company enrolled in one course, in one
 * transaction — all of them or none (seats, dates and people are checked for all before anything is written).
 */
export const bulkEnrollmentCreateSchema = z
  .strictObject({
    course_id: z.union(
      [z.number().int().positive(), z.string().trim().min(1, 'validation.course_required').max(64)],
      { error: 'validation.course_required' },
    ),
    /** The people (ids or uuids), all of the one company the enrollments belong to. */
    user_ids: z.array(reference).min(1, 'validation.required').max(bulkEnrollmentMaxPeople),
    /** The company; derived from the people when they share exactly one. */
    company_id: reference.optional(),
    start_date: date,
    end_date: date.nullable().optional(),
  })
  .refine((value) => !value.end_date || value.end_date > value.start_date, {
    message: 'validation.end_date_after',
    path: ['end_date'],
  });
export type BulkEnrollmentCreate = z.infer<typeof bulkEnrollmentCreateSchema>;

export const bulkEnrollmentResultSchema = z.object({
  /** Enrollments written: one per person. */
  created: z.number().int(),
});
export type BulkEnrollmentResult = z.infer<typeof bulkEnrollmentResultSchema>;
