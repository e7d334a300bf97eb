import { z } from 'zod';

export const userCreateSchema = z.strictObject({
  first_name: z.string().trim().min(1, 'validation.first_name_required').max(100, 'validation.too_long'),
  last_name: z.string().trim().min(1, 'validation.last_name_required').max(100, 'validation.too_long'),
  email: z
    .string()
    .trim()
    .min(1, 'validation.email_required')
    .max(255, 'validation.too_long')
    .email('validation.email_invalid'),
  role: z.enum(['user', 'admin', 'super_admin']).optional(),
  is_active: z.boolean().optional(),
  /** Company id or uuid the new user joins; required for managers. */
  company_id: z.union([z.number().int(), z.string().max(64)]).optional(),
  is_manager: z.boolean().optional(),
  department_ids: z
    .array(z.union([z.number().int(), z.string().max(64)]))
    .max(50)
    .optional(),
  preferred_language: z.enum(['en', 'nb']).nullable().optional(),
  use_classic_player: z.boolean().optional(),
});

/** What a learner may change about themselves (spec §6: not their name, e-mail or password). */
export const userSelfUpdateSchema = z.strictObject({
  preferred_language: z.enum(['en', 'nb']).nullable().optional(),
  email_core: z.boolean().optional(),
  email_course: z.boolean().optional(),
  email_marketing: z.boolean().optional(),
  use_classic_player: z.boolean().optional(),
});

export const userUpdateSchema = userSelfUpdateSchema.extend({
  first_name: z
    .string()
    .trim()
    .min(1, 'validation.first_name_required')
    .max(100, 'validation.too_long')
    .optional(),
  last_name: z
    .string()
    .trim()
    .min(1, 'validation.last_name_required')
    .max(100, 'validation.too_long')
    .optional(),
  email: z
    .string()
    .trim()
    .min(1, 'validation.email_required')
    .max(255, 'validation.too_long')
    .email('validation.email_invalid')
    .optional(),
  role: z.enum(['user', 'admin', 'super_admin']).optional(),
  is_active: z.boolean().optional(),
  scorm_learner_id: z.string().trim().max(255).nullable().optional(),
});
