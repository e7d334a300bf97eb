import { z } from 'zod';

/**
 * Partner sign-in (issue 25): a company's partner integration signs its people in with a storyboard ticket (a
 * JWS signed HS256 with the integration's key) or a digest (HMAC-SHA256 over the fields, docs/partner-sign-in.md).
 */
export const partnerKinds = ['storyboard', 'newlearning'] as const;
export type PartnerKind = (typeof partnerKinds)[number];

export const partnerIntegrationStatuses = ['active', 'expired', 'revoked'] as const;
export type PartnerIntegrationStatus = (typeof partnerIntegrationStatuses)[number];

/** An integration as listed: never its key, only the public customer key the partner sends. */
export const partnerIntegrationSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  company_id: z.number().int(),
  kind: z.enum(partnerKinds),
  name: z.string(),
  customer_key: z.string(),
  course: z.object({ uuid: z.string(), name: z.string() }).nullable(),
  seat_cap: z.number().int().nullable(),
  seats_used: z.number().int(),
  handshake_url: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  status: z.enum(partnerIntegrationStatuses),
  abilities: z.object({ revoke: z.boolean() }),
});
export type PartnerIntegration = z.infer<typeof partnerIntegrationSchema>;

/** What a manager makes: the kind, a name, and optionally one course, a seat cap, an expiry and a handshake. */
export const partnerIntegrationCreateSchema = z.strictObject({
  kind: z.enum(partnerKinds, 'validation.partner_kind'),
  name: z.string().trim().min(1, 'validation.name_required').max(100, 'validation.name_too_long'),
  /** The only course it may open (uuid); absent or null: any course of the company. */
  course: z.string().trim().max(64).nullable().optional(),
  seat_cap: z.number().int().min(1, 'validation.partner_seat_cap').max(1_000_000).nullable().optional(),
  /** The last day it works (YYYY-MM-DD). */
  expires_on: z.iso.date('validation.date').nullable().optional(),
  handshake_url: z
    .url({ protocol: /^https$/, error: 'validation.partner_handshake_url' })
    .max(500)
    .nullable()
    .optional(),
});
export type PartnerIntegrationCreate = z.infer<typeof partnerIntegrationCreateSchema>;

/** The creating answer: the key in clear, this once. */
export const partnerIntegrationCreatedSchema = partnerIntegrationSchema.extend({ secret: z.string() });
export type PartnerIntegrationCreated = z.infer<typeof partnerIntegrationCreatedSchema>;

/** POST /api/v1/auth/login/storyboard (spec §5). */
export const storyboardLoginSchema = z.strictObject({
  authenticationTicket: z.string().min(1, 'validation.required').max(4000),
  courseExtId: z.string().max(100).optional(),
  courseVariantId: z.string().max(100).optional(),
  cursumCourseID: z.string().max(100).optional(),
});
export type StoryboardLogin = z.infer<typeof storyboardLoginSchema>;

/** POST /api/v1/auth/login/newlearning (spec §5); `timestamp` is Unix seconds, `digest` lowercase hex. */
export const newlearningLoginSchema = z.strictObject({
  customerKey: z.string().min(1, 'validation.required').max(40),
  origin: z.string().max(500),
  email: z.string().trim().min(1, 'validation.email_required').max(255).email('validation.email_invalid'),
  courseId: z.string().max(100),
  timestamp: z.string().regex(/^\d{1,12}$/, 'validation.required'),
  digest: z.string().regex(/^[0-9a-fA-F]{64}$/, 'auth.partner_failed'),
});
export type NewlearningLogin = z.infer<typeof newlearningLoginSchema>;

/**
 * The string a partner signs for /newlearning: the fields in this order, joined by a line feed (\n), the e-mail
 * address trimmed and lowercased. The digest is HMAC-SHA256 of it (UTF-8) with the key (UTF-8), lowercase hex.
 */
export function newlearningCanonicalString(input: {
  customerKey: string;
  origin: string;
  email: string;
  courseId: string;
  timestamp: string;
}): string {
  return [
    input.customerKey,
    input.origin,
    input.email.trim().toLowerCase(),
    input.courseId,
    input.timestamp,
  ].join('\n');
}
