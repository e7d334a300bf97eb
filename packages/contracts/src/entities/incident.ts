import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';
import { defineResourceContract, filterValue } from '../common/resource-contract.ts';
import { summarySchema, userSummarySchema } from '../common/summary.ts';

/**
 * An audit event (DESIGN §9): who (user) did what (event) to which item (target, an fqmi), in which company.
 * `data` says more about the event; its known keys are `incidentDataSchema`'s. Read-only.
 */
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

/**
 * One field an update changed: its stored value before and after (sanitised HTML as stored). A reference
 * (`preferred_language_id`) also names the items it pointed to, as they were named then (older incidents
 * have only the ids).
 */
export const incidentChangeSchema = z.object({
  before: z.unknown(),
  after: z.unknown(),
  before_label: z.string().optional(),
  after_label: z.string().optional(),
});
export type IncidentChange = z.infer<typeof incidentChangeSchema>;

/** The scope an administrator acted in for someone else (impersonation): the company or the user. */
export const incidentActingAsSchema = z.object({
  type: z.enum(['company', 'user']),
  uuid: z.string(),
  name: z.string(),
});

/**
 * What the platform writes into an incident's `data` (every key optional; events add their own, which are
 * kept). Secrets (password hashes, tokens) are never among the values: a secret field that changed is only
 * named in `redacted`.
 */
export const incidentDataSchema = z.looseObject({
  /** The item's display name when the event was recorded (it may have changed or be gone since). */
  header: z.string().optional(),
  /** Updates: the changed fields, before and after. */
  changes: z.record(z.string(), incidentChangeSchema).optional(),
  /** Creates: the stored values; deletes: the values the item had. */
  values: z.record(z.string(), z.unknown()).optional(),
  /** Secret fields that were written, named without their values. */
  redacted: z.array(z.string()).optional(),
  /** The input fields of an update (older entries have only these). */
  fields: z.array(z.string()).optional(),
  /** Links: the relation and the linked items (fqmi), and for a sync the links before and after. */
  relation: z.string().optional(),
  targets: z.array(z.string()).optional(),
  before: z.array(z.string()).optional(),
  after: z.array(z.string()).optional(),
  /** Links: the linked items' names, by the fqmi `targets`, `before` and `after` list them by. */
  labels: z.record(z.string(), z.string()).optional(),
  /** Clones: the uuid of the original. */
  from: z.string().optional(),
  /** Actions (POST /api/v1/action): the arguments, secrets redacted. */
  args: z.record(z.string(), z.unknown()).optional(),
  acting_as: incidentActingAsSchema.optional(),
  /** The API key that made the change, when a key (not a user) called (issue 23 §3). */
  api_key: z.object({ uuid: z.string(), name: z.string() }).optional(),
});
export type IncidentData = z.infer<typeof incidentDataSchema>;

const incidentFilters = {
  event: filterValue.text,
  user: filterValue.reference,
  company: filterValue.reference,
  /** The fqmi of the item the event was about. */
  target: filterValue.text,
  /** The resource segment (`courses`): events about its items, and actions named after it. */
  resource: filterValue.text,
  /** On or after this day. */
  from: filterValue.date,
  /** On or before this day. */
  to: filterValue.date,
};

/** The audit trail is written by the platform and never changed through the API. */
export const incidentContract = defineResourceContract({
  segment: 'incidents',
  type: 'incident',
  item: incidentSchema,
  filters: incidentFilters,
  sorts: ['created_at', 'event'],
  defaultSort: '-created_at',
  search: true,
  with: [],
  links: {},
  abilities: ['view', 'update', 'delete'],
});

/** Days an incident stays in the live trail (the changelog) before the daily job moves it to the archive. */
export const incidentRetentionDays = 90;

/** An incident moved to the archive (the changelog's historic view): as it was, with when it moved. */
export const archivedIncidentSchema = incidentSchema.extend({ archived_at: z.string() });
export type ArchivedIncident = z.infer<typeof archivedIncidentSchema>;

/** The archive of the audit trail: read like the trail itself, with the same filters; written by a job. */
export const archivedIncidentContract = defineResourceContract({
  segment: 'archived-incidents',
  type: 'archived-incident',
  item: archivedIncidentSchema,
  filters: incidentFilters,
  sorts: ['created_at', 'event'],
  defaultSort: '-created_at',
  search: true,
  with: [],
  links: {},
  abilities: ['view', 'update', 'delete'],
});
