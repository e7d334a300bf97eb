import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';
import { defineResourceContract, filterValue } from '../common/resource-contract.ts';
import { grantableSummarySchema, summarySchema } from '../common/summary.ts';

/** Who an enrollment (or an access pass) is for: a whole company, a department or one user (spec §3). */
export const enrollableTypes = ['company', 'department', 'user'] as const;
export const enrollableTypeSchema = z.enum(enrollableTypes);
export type EnrollableType = z.infer<typeof enrollableTypeSchema>;

/** An id or uuid of another item, resolved (and scope-checked) by the server. */
const reference = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)]);
/** Dates are calendar dates, 'YYYY-MM-DD' (spec §9). */
const date = z.iso.date('validation.date');

/** Enrollment status as the enrollment panel shows it (spec §2, §4). */
export const enrollmentStatuses = ['active', 'inactive', 'revoked'] as const;

export const enrollmentSchema = baseEntitySchema.extend({
  course_id: z.number().int(),
  course: summarySchema.nullable(),
  company_id: z.number().int(),
  company: summarySchema.nullable(),
  enrollable_type: enrollableTypeSchema,
  enrollable_id: z.number().int(),
  /** The company, department or user enrolled. */
  enrollable: grantableSummarySchema.nullable(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  is_recurring: z.boolean(),
  recur_after_days: z.number().int().nullable(),
  revoked_at: z.string().nullable(),
  previous_enrollment_id: z.number().int().nullable(),
  /** Derived: revoked, or active between its dates, else inactive. */
  status: z.enum(enrollmentStatuses),
  is_active: z.boolean(),
  is_revoked: z.boolean(),
  /** Days left until the end date (negative once passed), or null without an end date. */
  days_remaining: z.number().int().nullable(),
  /** For a recurring enrollment: the date the next period starts (end date + pause). */
  next_start_date: z.string().nullable(),
});
export type Enrollment = z.infer<typeof enrollmentSchema>;

/** The end date must come after the start date; "not before today" is checked by the server against its clock. */
const endAfterStart = (value: { start_date?: string; end_date?: string | null }) =>
  !value.start_date || !value.end_date || value.end_date > value.start_date;

export const enrollmentCreateSchema = z
  .strictObject({
    /** spec §5 "At least one course is required" when none is chosen. */
    course_id: z.union(
      [z.number().int().positive(), z.string().trim().min(1, 'validation.course_required').max(64)],
      {
        error: 'validation.course_required',
      },
    ),
    enrollable_type: enrollableTypeSchema,
    /** The company, department or user (id or uuid); managers may only name their own companies' ones. */
    enrollable_id: reference,
    /** The owning company; derived from the enrollable when that is unambiguous. */
    company_id: reference.optional(),
    start_date: date,
    end_date: date.nullable().optional(),
    is_recurring: z.boolean().optional(),
    /** The pause in days before the next period of a recurring enrollment (spec §4, example 14). */
    recur_after_days: z.number().int().min(0, 'validation.invalid_value').max(3650).nullable().optional(),
  })
  .refine(endAfterStart, { message: 'validation.end_date_after', path: ['end_date'] });

export const enrollmentUpdateSchema = z.strictObject({
  start_date: date.optional(),
  end_date: date.nullable().optional(),
  is_recurring: z.boolean().optional(),
  recur_after_days: z.number().int().min(0, 'validation.invalid_value').max(3650).nullable().optional(),
  /** `true` revokes the enrollment (sets revoked_at), `false` restores it. */
  revoked: z.boolean().optional(),
});

export const enrollmentContract = defineResourceContract({
  segment: 'enrollments',
  type: 'enrollment',
  item: enrollmentSchema,
  create: enrollmentCreateSchema,
  update: enrollmentUpdateSchema,
  filters: {
    course: filterValue.reference,
    company: filterValue.reference,
    enrollable_type: filterValue.oneOf(enrollableTypes),
    /** The enrollable's id (with `enrollable_type`). */
    enrollable: filterValue.integer,
    /** Enrollments of a department (id or uuid). */
    department: filterValue.reference,
    /** Enrollments that apply to a user (id or uuid): personal, their departments', their companies'. */
    user: filterValue.reference,
    status: filterValue.oneOf(enrollmentStatuses),
    is_recurring: filterValue.boolean,
  },
  sorts: ['start_date', 'end_date', 'created_at', 'course'],
  defaultSort: '-start_date',
  with: [],
  links: {},
  abilities: ['view', 'update', 'delete', 'revoke'],
  delete: true,
});
