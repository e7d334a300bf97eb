import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';
import { defineResourceContract, filterValue } from '../common/resource-contract.ts';

/** The short form of a related item the API shows (`summary()` on the server); extra fields pass through. */
const related = z
  .object({ id: z.number().int(), uuid: z.string(), fqmi: z.string(), header: z.string() })
  .passthrough();

/** A learner's standing in a course; the status values are the server's (the spec does not show them). */
export const qualificationStatuses = ['not_started', 'in_progress', 'completed', 'expired'] as const;
export type QualificationStatus = (typeof qualificationStatuses)[number];

/** An enrollment that applies to the qualification's learner (`with=enrollments`). */
const appliedEnrollment = related.extend({
  enrollable_type: z.enum(['company', 'department', 'user']),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  revoked_at: z.string().nullable(),
});

export const qualificationSchema = baseEntitySchema.extend({
  user_id: z.number().int(),
  /** Always loaded; null when the reader may not open the learner (a relation shows no more than its route). */
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
  /** When the learner last restarted the course: passes before it no longer count. */
  restarted_at: z.string().nullable(),
  is_active: z.boolean(),
  enrollments: z.array(appliedEnrollment).nullable().optional(),
});
export type Qualification = z.infer<typeof qualificationSchema>;

/**
 * What `apps/server/src/modules/qualifications/qualifications.resource.ts` serves: computed from examinations
 * and certificates, so read-only (no create, update, delete or clone). Its filters are the spec's (§3
 * "Pagination and filters": score, status, date from and to, free text) plus the people and places.
 */
export const qualificationContract = defineResourceContract({
  segment: 'qualifications',
  type: 'qualification',
  item: qualificationSchema,
  filters: {
    user: filterValue.reference,
    course: filterValue.reference,
    company: filterValue.reference,
    department: filterValue.reference,
    status: filterValue.oneOf(qualificationStatuses),
    /** The lowest score to include (0–100). */
    score: z.string().regex(/^\d{1,3}$/),
    /** Completed on or after / on or before a date. */
    from: filterValue.date,
    to: filterValue.date,
    is_active: filterValue.boolean,
    /** Free text: the learner's name or e-mail, or the course's title. */
    text: filterValue.text,
  },
  sorts: ['completed_at', 'last_active_at', 'score', 'status', 'course'],
  defaultSort: '-last_active_at',
  with: ['enrollments'],
  links: {},
  abilities: ['view', 'update', 'delete'],
});
