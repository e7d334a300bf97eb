import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';
import { defineResourceContract, filterValue } from '../common/resource-contract.ts';

export const languageSchema = baseEntitySchema.extend({
  code: z.string(),
  name: z.string(),
  variants_count: z.number().int(),
  questions_count: z.number().int(),
  blocks_count: z.number().int(),
  lessons_count: z.number().int(),
});
export type Language = z.infer<typeof languageSchema>;

export const languageCreateSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .min(2, 'validation.required')
    .max(10)
    .regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, 'validation.invalid_value'),
  name: z.string().trim().min(1, 'validation.name_required').max(100, 'validation.name_too_long'),
});
export const languageUpdateSchema = languageCreateSchema.partial();

export const languageContract = defineResourceContract({
  segment: 'languages',
  type: 'language',
  item: languageSchema,
  create: languageCreateSchema,
  update: languageUpdateSchema,
  filters: { code: filterValue.text },
  sorts: ['name', 'code', 'created_at'],
  defaultSort: 'name',
  search: true,
  with: [],
  links: {},
  abilities: ['view', 'update', 'delete'],
  delete: true,
});
