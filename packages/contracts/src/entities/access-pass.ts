import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';
import { defineResourceContract, filterValue } from '../common/resource-contract.ts';
import { grantableSummarySchema, summarySchema } from '../common/summary.ts';
import { enrollableTypeSchema, enrollableTypes } from './enrollment.ts';

const reference = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)]);

/** How far the people an access pass covers have come (spec §3 Insights). */
export const insightsSchema = z.object({
  enrollments: z.number().int(),
  enrollables: z.number().int(),
  progress: z.number().int(),
  progress_fraction: z.number(),
});

export const accessPassSchema = baseEntitySchema.extend({
  course_id: z.number().int(),
  course: summarySchema.nullable(),
  company_id: z.number().int().nullable(),
  company: summarySchema.nullable(),
  grantable_type: enrollableTypeSchema,
  grantable_id: z.number().int(),
  /** The company, department or user granted. */
  grantable: grantableSummarySchema.nullable(),
  /** `user` (issued by hand) or `enrollment` (issued by an enrollment). */
  issued_by_type: z.string().nullable(),
  issued_by_id: z.number().int().nullable(),
  issued_by: summarySchema.nullable(),
  certificate_valid_for: z.number().int().nullable(),
  expires_at: z.string().nullable(),
  expired: z.boolean(),
  /** `with=insights`. */
  insights: insightsSchema.optional(),
});
export type AccessPass = z.infer<typeof accessPassSchema>;

/** One pass per selected course for the same grantee; the response's `data.item` is the list (spec §7). */
export const accessPassCreateSchema = z.strictObject({
  course_ids: z
    .array(reference, { error: 'validation.course_required' })
    .min(1, 'validation.course_required')
    .max(100),
  grantable_type: enrollableTypeSchema,
  grantable_id: reference,
  /** The issuing company; derived from the grantee when that is unambiguous. */
  company_id: reference.optional(),
  certificate_valid_for: z.number().int().min(0).max(36500).nullable().optional(),
  expires_at: z.iso.datetime({ offset: true }).nullable().optional(),
});

export const accessPassUpdateSchema = z.strictObject({
  certificate_valid_for: z.number().int().min(0).max(36500).nullable().optional(),
  expires_at: z.iso.datetime({ offset: true }).nullable().optional(),
});

/** Creating answers with the list of passes written, one per course (spec §7), not one item. */
export const accessPassContract = defineResourceContract({
  segment: 'access-passes',
  type: 'access_pass',
  item: accessPassSchema,
  create: accessPassCreateSchema,
  update: accessPassUpdateSchema,
  filters: {
    course: filterValue.reference,
    company: filterValue.reference,
    grantable_type: filterValue.oneOf(enrollableTypes),
    /** The grantee's id (with `grantable_type`). */
    grantable: filterValue.integer,
    expired: filterValue.boolean,
  },
  sorts: ['created_at', 'expires_at', 'course'],
  defaultSort: '-created_at',
  with: ['insights'],
  links: {},
  abilities: ['view', 'update', 'delete'],
  delete: true,
});
