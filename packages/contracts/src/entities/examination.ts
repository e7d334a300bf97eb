import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';

const related = z
  .object({ id: z.number().int(), uuid: z.string(), fqmi: z.string(), header: z.string() })
  .passthrough();

/** A learner's attempt at a lesson's quiz (spec §3, §4). Read-only here; starting and grading are actions. */
export const examinationSchema = baseEntitySchema.extend({
  user_id: z.number().int(),
  user: related.nullable().optional(),
  company_id: z.number().int().nullable(),
  variant_id: z.number().int(),
  variant: related.nullable().optional(),
  lesson_id: z.number().int(),
  lesson: related.nullable().optional(),
  enrollment_id: z.number().int().nullable(),
  enrollment: related.nullable().optional(),
  begun_at: z.string(),
  ended_at: z.string().nullable(),
  expires_at: z.string(),
  score: z.number().int().nullable(),
  pass_mark: z.number().int(),
  success: z.boolean().nullable(),
  report: z.unknown().nullable(),
});
export type Examination = z.infer<typeof examinationSchema>;

export const examinationFilters = [
  'user',
  'lesson',
  'variant',
  'course',
  'company',
  'success',
  'ended',
  'from',
  'to',
] as const;
export const examinationActions = ['view'] as const;
