import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';
import { defineResourceContract, filterValue } from '../common/resource-contract.ts';

/** An id or uuid of another resource; missing or malformed says "This field is required." (spec §5). */
const reference = z.union(
  [z.number().int().positive(), z.string().trim().min(1, 'validation.required').max(64)],
  {
    error: 'validation.required',
  },
);
/** The short form of a related item the API shows (`summary()` on the server); extra fields pass through. */
const related = z
  .object({ id: z.number().int(), uuid: z.string(), fqmi: z.string(), header: z.string() })
  .passthrough();
const title = z.string().trim().min(1, 'validation.title_required').max(255, 'validation.too_long');

export const certificateSchema = baseEntitySchema.extend({
  title: z.string(),
  path: z.string().nullable(),
  user_id: z.number().int(),
  /** Always loaded; null when the reader may not open the holder (a relation shows no more than its route). */
  user: related.nullable().optional(),
  course_id: z.number().int(),
  course_uuid: z.string().nullable(),
  course: related.nullable().optional(),
  course_variant_id: z.number().int().nullable(),
  company_id: z.number().int().nullable(),
  /** Loaded with `with=company`. */
  company: related.nullable().optional(),
  certifier: z.string().nullable(),
  issued_at: z.string(),
  expires_at: z.string().nullable(),
  /** Not expired (no expiry, or expiry in the future). */
  valid: z.boolean(),
  /** The same dates as YYYY-MM-DD (UTC), and `valid` under the spec's name (certificate panel). */
  issued_date: z.string().nullable(),
  expiry_date: z.string().nullable(),
  is_active: z.boolean(),
  /** API path of the PDF for the signed-in viewer (inline; add `?download=1` for an attachment). */
  pdf_url: z.string(),
  /** Absolute verification link anyone holding it may open: `${publicUrl}/public/certificate/{uuid}/{id}`. */
  public_url: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** Administrators issue certificates by hand (e.g. for training held outside the academy). */
export const certificateCreateSchema = z.strictObject({
  user_id: reference,
  course_id: reference,
  company_id: reference.nullable().optional(),
  title,
  certifier: z.string().trim().max(255, 'validation.too_long').nullable().optional(),
  issued_at: z.iso.datetime({ offset: true }).optional(),
  expires_at: z.iso.datetime({ offset: true }).nullable().optional(),
});

export const certificateUpdateSchema = z.strictObject({
  title: title.optional(),
  certifier: z.string().trim().max(255, 'validation.too_long').nullable().optional(),
  expires_at: z.iso.datetime({ offset: true }).nullable().optional(),
});

/** `GET /api/v1/certificates/{uuid}/pdf?download=1` answers as an attachment instead of inline. */
export const certificatePdfQuerySchema = z.object({
  download: z.enum(['0', '1', 'true', 'false']).optional(),
});

/**
 * What `apps/server/src/modules/certificates/certificates.resource.ts` serves. Certificates are issued by the
 * platform (or by hand by an admin) and never cloned; the holder, course and company are fixed at issue.
 */
export const certificateContract = defineResourceContract({
  segment: 'certificates',
  type: 'certificate',
  item: certificateSchema,
  create: certificateCreateSchema,
  update: certificateUpdateSchema,
  filters: {
    user: filterValue.reference,
    course: filterValue.reference,
    company: filterValue.reference,
    /** Certificates of a department's members, earned in the department's company (organization area). */
    department: filterValue.reference,
    valid: filterValue.boolean,
  },
  sorts: ['issued_at', 'expires_at', 'title'],
  defaultSort: '-issued_at',
  /** The title and the certifier. */
  search: true,
  with: ['company'],
  links: {},
  abilities: ['view', 'update', 'delete'],
  delete: true,
});
