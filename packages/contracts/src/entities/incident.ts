import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';
import { defineResourceContract, filterValue } from '../common/resource-contract.ts';
import { summarySchema, userSummarySchema } from '../common/summary.ts';

/** An audit event (DESIGN §9): who (user) did what (event) to which item (target, an fqmi). Read-only. */
export const incidentSchema = baseEntitySchema.extend({
  event: z.string(),
  user_id: z.number().int().nullable(),
  user: userSummarySchema.nullable(),
  company_id: z.number().int().nullable(),
  company: summarySchema.nullable(),
  target: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
});
export type Incident = z.infer<typeof incidentSchema>;

/** The audit trail is written by the platform and never changed through the API. */
export const incidentContract = defineResourceContract({
  segment: 'incidents',
  type: 'incident',
  item: incidentSchema,
  filters: {
    event: filterValue.text,
    user: filterValue.reference,
    company: filterValue.reference,
    /** The fqmi of the item the event was about. */
    target: filterValue.text,
    /** On or after this day. */
    from: filterValue.date,
    /** On or before this day. */
    to: filterValue.date,
  },
  sorts: ['created_at', 'event'],
  defaultSort: '-created_at',
  search: true,
  with: [],
  links: {},
  abilities: ['view', 'update', 'delete'],
});
