import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';

const related = z
  .object({ id: z.number().int(), uuid: z.string(), fqmi: z.string(), header: z.string() })
  .passthrough();

/** A learner's standing in a course; the status values are the server's (the spec does not show them). */
export const qualificationStatuses = ['not_started', 'in_progress', 'completed', 'expired'] as const;

export const qualificationSchema = baseEntitySchema.extend({
  user_id: z.number().int(),
  user: related.nullable().optional(),
  course_id: z.number().int(),
  course: related.nullable().optional(),
  company_id: z.number().int().nullable(),
  company: related.nullable().optional(),
  course_variant_id: z.number().int().nullable(),
  course_title: z.string().nullable(),
  course_variant_title: z.string().nullable(),
  certificate_id: z.number().int().nullable(),
  certificate: related.nullable().optional(),
  status: z.enum(qualificationStatuses),
  score: z.number().int().nullable(),
  completed_at: z.string().nullable(),
  last_active_at: z.string().nullable(),
  is_active: z.boolean(),
});
export type Qualification = z.infer<typeof qualificationSchema>;

/** Filters of the qualifications list (spec §3 "Pagination and filters": score, status, date from and to, free text). */
export const qualificationFilters = [
  'user',
  'course',
  'company',
  'department',
  'status',
  'score',
  'from',
  'to',
  'is_active',
] as const;
export const qualificationActions = ['view'] as const;
