import { z } from 'zod';

const name = z.string().trim().min(1, 'validation.name_required').max(255, 'validation.name_too_long');

export const departmentCreateSchema = z.strictObject({
  name,
  /** Company id or uuid; managers may only name a company they manage. */
  company_id: z.union([z.number().int(), z.string().max(64)]),
  is_active: z.boolean().optional(),
});
export const departmentUpdateSchema = z.strictObject({
  name: name.optional(),
  is_active: z.boolean().optional(),
});

export const departmentUserCreateSchema = z.strictObject({
  department_id: z.union([z.number().int(), z.string().max(64)]),
  user_id: z.union([z.number().int(), z.string().max(64)]),
  is_head: z.boolean().optional(),
  sort_order: z.number().int().min(0).max(100000).optional(),
});
export const departmentUserUpdateSchema = z.strictObject({
  is_head: z.boolean().optional(),
  sort_order: z.number().int().min(0).max(100000).optional(),
});
