import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';
import { defineResourceContract } from '../common/resource-contract.ts';

/** The tag manager id: the GTM- prefix, then upper-case letters and digits (spec §5). */
export const gtmIdSchema = z.string().regex(/^GTM-[A-Z0-9]+$/, 'validation.gtm_id');

export const tenantUpdateSchema = z.strictObject({
  name: z.string().trim().min(1, 'validation.name_required').max(255, 'validation.name_too_long').optional(),
  logo: z.string().max(500).nullable().optional(),
  gtm_id: gtmIdSchema.nullable().optional(),
  config: z.record(z.string(), z.unknown(), { error: 'validation.json_object' }).optional(),
});

/** The tenant (the academy installation) as its item shows it. */
export const tenantSchema = baseEntitySchema.extend({
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  config: z.record(z.string(), z.unknown()),
  gtm_id: z.string().nullable(),
});
export type Tenant = z.infer<typeof tenantSchema>;

/** Everyone reads their own tenant; administrators change its settings; operators create tenants. */
export const tenantContract = defineResourceContract({
  segment: 'tenants',
  type: 'tenant',
  item: tenantSchema,
  update: tenantUpdateSchema,
  filters: {},
  sorts: ['name'],
  with: [],
  links: {},
  abilities: ['view', 'update', 'delete'],
});
