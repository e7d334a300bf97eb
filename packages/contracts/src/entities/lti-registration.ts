import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';
import { defineResourceContract, filterValue } from '../common/resource-contract.ts';
import { summarySchema } from '../common/summary.ts';
import { webUrlSchema } from '../common/web-url.ts';

/**
 * A company's LTI 1.3 platform (issue 25, "LTI 1.3 beside SCORM"): an LMS that launches the academy as a tool.
 * Its values are public (issuer, client id, the platform's URLs); the tool's private key never leaves the server.
 */
export const ltiRegistrationSchema = baseEntitySchema.extend({
  company_id: z.number().int(),
  company: summarySchema.nullable(),
  name: z.string(),
  issuer: z.string(),
  client_id: z.string(),
  deployment_ids: z.array(z.string()),
  auth_login_url: z.string(),
  auth_token_url: z.string(),
  keyset_url: z.string(),
  /** The origins of the platform's pages that frame the tool, when on another host than issuer and login URL. */
  frame_origins: z.array(z.string()),
  is_active: z.boolean(),
  seat_limit: z.number().int().nullable(),
});
export type LtiRegistration = z.infer<typeof ltiRegistrationSchema>;

const reference = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)]);
const httpsUrl = z
  .string()
  .trim()
  .max(1000)
  .url('validation.url_https')
  // https, or http on the machine itself (a platform running beside the academy, as in the tests).
  .refine(
    (value) => /^https:\/\//i.test(value) || /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?\//i.test(value),
    'validation.url_https',
  );

const fields = {
  name: z.string().trim().min(1, 'validation.name_required').max(100, 'validation.name_too_long'),
  issuer: z.string().trim().min(1, 'validation.required').max(500),
  client_id: z.string().trim().min(1, 'validation.required').max(255),
  deployment_ids: z.array(z.string().trim().min(1).max(255)).min(1, 'validation.required').max(20),
  auth_login_url: httpsUrl,
  auth_token_url: httpsUrl,
  keyset_url: httpsUrl,
  // Stored as origins (the server keeps `new URL(value).origin` of each): what may frame the launch.
  frame_origins: z.array(webUrlSchema).max(10).optional(),
  is_active: z.boolean().optional(),
  seat_limit: z.number().int().positive().max(1_000_000).nullable().optional(),
};

/** `POST /api/v1/lti-registrations`: for the company acted in unless an administrator names one. */
export const ltiRegistrationCreateSchema = z.strictObject({ company_id: reference.optional(), ...fields });
export const ltiRegistrationUpdateSchema = z.strictObject(fields).partial();
export type LtiRegistrationCreateInput = z.infer<typeof ltiRegistrationCreateSchema>;

/** The company's LTI platforms (organization area and admin company page, integrations tab). */
export const ltiRegistrationContract = defineResourceContract({
  segment: 'lti-registrations',
  type: 'lti_registration',
  item: ltiRegistrationSchema,
  create: ltiRegistrationCreateSchema,
  update: ltiRegistrationUpdateSchema,
  filters: { company: filterValue.reference },
  sorts: ['created_at', 'name'],
  defaultSort: '-created_at',
  search: true,
  with: [],
  links: {},
  abilities: ['view', 'update', 'delete'],
  delete: true,
});

/** The tool's own addresses a platform's administrator copies into the LMS (all on the academy's host). */
export const ltiToolPaths = {
  login: '/api/lti/login',
  launch: '/api/lti/launch',
  jwks: '/api/lti/jwks',
  deepLinking: '/api/lti/launch',
} as const;
