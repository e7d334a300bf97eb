import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';

const related = z
  .object({ id: z.number().int(), uuid: z.string(), fqmi: z.string(), header: z.string() })
  .passthrough();

/** An audit event (DESIGN §9): who (user) did what (event) to which item (target, an fqmi). Read-only. */
export const incidentSchema = baseEntitySchema.extend({
  event: z.string(),
  user_id: z.number().int().nullable(),
  user: related.nullable().optional(),
  company_id: z.number().int().nullable(),
  company: related.nullable().optional(),
  target: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
});
export type Incident = z.infer<typeof incidentSchema>;

export const incidentFilters = ['event', 'user', 'company', 'target', 'from', 'to'] as const;
export const incidentActions = ['view', 'update', 'delete'] as const;
