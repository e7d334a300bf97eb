import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';
import { defineResourceContract, filterValue } from '../common/resource-contract.ts';
import { summarySchema } from '../common/summary.ts';

/** An id or uuid of another item, resolved (and scope-checked) by the server. */
const reference = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)]);
/** Dates are calendar dates, 'YYYY-MM-DD' (spec §9). */
const date = z.iso.date('validation.date');
/** A number of seats; null (or left out) means no limit. */
const seats = z
  .number({ error: 'validation.invalid_value' })
  .int('validation.invalid_value')
  .min(1, 'validation.seats_min')
  .max(100_000, 'validation.invalid_value')
  .nullable();

/**
 * A course given to a company (issue 21): its managers may enroll its people in it. The seat pool is the sum
 * of its grants (the admin's here, the shop's purchases later); each person enrolled takes one seat.
 */
export const companyCourseSchema = baseEntitySchema.extend({
  company_id: z.number().int(),
  company: summarySchema.nullable(),
  course_id: z.number().int(),
  course: summarySchema.nullable(),
  /** The seats the admin gave; null: no limit from the admin. */
  seats: z.number().int().nullable(),
  /** The last day the course is given ('YYYY-MM-DD'); null: no end. */
  end_date: z.string().nullable(),
  /** All seats of the pool's grants that still count; null: no limit. */
  seats_total: z.number().int().nullable(),
  /** People holding a seat (see docs/decisions.md, "Seats"). */
  seats_used: z.number().int(),
  /** Seats still free (never below 0); null: no limit. */
  seats_left: z.number().int().nullable(),
  /** Still given today (no end date, or not passed). */
  is_active: z.boolean(),
});
export type CompanyCourse = z.infer<typeof companyCourseSchema>;

export const companyCourseCreateSchema = z.strictObject({
  company_id: reference,
  course_id: z.union([z.number().int().positive(), z.string().trim().min(1, 'validation.course_required')], {
    error: 'validation.course_required',
  }),
  seats: seats.optional(),
  end_date: date.nullable().optional(),
});

export const companyCourseUpdateSchema = z.strictObject({
  seats: seats.optional(),
  end_date: date.nullable().optional(),
});

export const companyCourseContract = defineResourceContract({
  segment: 'company-courses',
  type: 'company_course',
  item: companyCourseSchema,
  create: companyCourseCreateSchema,
  update: companyCourseUpdateSchema,
  filters: { company: filterValue.reference, course: filterValue.reference },
  sorts: ['course', 'company', 'end_date', 'created_at'],
  defaultSort: 'course',
  with: [],
  links: {},
  abilities: ['view', 'update', 'delete'],
  delete: true,
});
