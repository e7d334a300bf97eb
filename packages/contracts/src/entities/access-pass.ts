import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';
import { enrollableTypeSchema } from './enrollment.ts';

const reference = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)]);
const related = z
  .object({ id: z.number().int(), uuid: z.string(), fqmi: z.string(), header: z.string() })
  .passthrough();

/** How far the people an access pass covers have come (spec §3 Insights). */
export const insightsSchema = z.object({
  enrollments: z.number().int(),
  enrollables: z.number().int(),
  progress: z.number().int(),
  progress_fraction: z.number(),
});

export const accessPassSchema = baseEntitySchema.extend({
  course_id: z.number().int(),
  course: related.nullable().optional(),
  company_id: z.number().int().nullable(),
  grantable_type: enrollableTypeSchema,
  grantable_id: z.number().int(),
  grantable: related.nullable().optional(),
  issued_by_type: z.string().nullable(),
  issued_by_id: z.number().int().nullable(),
  issued_by: related.nullable().optional(),
  certificate_valid_for: z.number().int().nullable(),
  expires_at: z.string().nullable(),
  expired: z.boolean(),
  insights: insightsSchema.nullable().optional(),
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

export const accessPassFilters = ['course', 'company', 'grantable_type', 'grantable', 'expired'] as const;
export const accessPassActions = ['view', 'update', 'delete'] as const;
