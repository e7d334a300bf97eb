import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';
import { defineResourceContract, filterValue } from '../common/resource-contract.ts';
import { summarySchema, userSummarySchema } from '../common/summary.ts';

const name = z.string().trim().min(1, 'validation.name_required').max(255, 'validation.name_too_long');

export const departmentCreateSchema = z.strictObject({
  name,
  /** Company id or uuid; managers may only name a company they manage. */
  company_id: z.union([z.number().int(), z.string().min(1, 'validation.required').max(64)], {
    error: 'validation.required',
  }),
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

export const departmentSchema = baseEntitySchema.extend({
  company_id: z.number().int(),
  company_uuid: z.string().nullable(),
  company: summarySchema.nullable(),
  name: z.string(),
  is_active: z.boolean(),
  users_count: z.number().int(),
  /** `with=users`: the members the reader may see, in order, with whether each heads the department. */
  users: z
    .array(
      userSummarySchema.extend({
        pivot: z.object({ is_head: z.boolean(), sort_order: z.number().int() }),
      }),
    )
    .optional(),
});
export type Department = z.infer<typeof departmentSchema>;

/** The department-user link entity (spec §3): membership, head flag and order. */
export const departmentUserSchema = baseEntitySchema.extend({
  department_id: z.number().int(),
  department: summarySchema.nullable(),
  user_id: z.number().int(),
  user: userSummarySchema.nullable(),
  /** The department's company. */
  company_id: z.number().int(),
  is_head: z.boolean(),
  sort_order: z.number().int(),
});
export type DepartmentUser = z.infer<typeof departmentUserSchema>;

export const departmentContract = defineResourceContract({
  segment: 'departments',
  type: 'department',
  item: departmentSchema,
  create: departmentCreateSchema,
  update: departmentUpdateSchema,
  filters: { company: filterValue.reference, is_active: filterValue.boolean },
  sorts: ['name', 'created_at'],
  defaultSort: 'name',
  search: true,
  with: ['users'],
  links: { users: { target: 'users', operations: ['attach', 'detach', 'sync'] } },
  abilities: ['view', 'update', 'delete', 'manageUsers'],
  delete: true,
});

export const departmentUserContract = defineResourceContract({
  segment: 'department-users',
  type: 'department_user',
  item: departmentUserSchema,
  create: departmentUserCreateSchema,
  update: departmentUserUpdateSchema,
  /** By id only (the server matches no uuid here, unlike most reference filters). */
  filters: { department: filterValue.integer, user: filterValue.integer },
  sorts: ['sort_order', 'created_at'],
  defaultSort: 'sort_order',
  with: [],
  links: {},
  abilities: ['view', 'update', 'delete'],
  delete: true,
});
