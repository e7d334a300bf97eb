import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';
import { defineResourceContract, filterValue } from '../common/resource-contract.ts';
import { summarySchema } from '../common/summary.ts';
import type { ApiKeyGrantable } from '../permissions.ts';

/**
 * What an API key of a company may do (issue 23 §3): `<area>.read` lists and reads, `<area>.write` changes. A key
 * never does more than a manager of its company may, and only what its permissions name.
 */
export const apiKeyPermissions = [
  'users.read',
  'users.write',
  'enrollments.read',
  'enrollments.write',
  'certificates.read',
  'reports.read',
] as const;
export type ApiKeyPermission = (typeof apiKeyPermissions)[number];
/** The list above is the registry's grantable permissions, no more and no fewer: otherwise this does not compile. */
export const apiKeyPermissionsMatchRegistry: [
  Exclude<ApiKeyPermission, ApiKeyGrantable> | Exclude<ApiKeyGrantable, ApiKeyPermission>,
] extends [never]
  ? true
  : never = true;

/** The resource segments a key's permissions cover, by the area they belong to; every other segment is closed. */
export const apiKeyAreaOfSegment: Readonly<Record<string, string>> = {
  users: 'users',
  enrollments: 'enrollments',
  certificates: 'certificates',
  'company-reports': 'reports',
};

/** Every key starts with this, so a key is told from a session token before anything is looked up. */
export const apiKeyTokenPrefix = 'ak_';

export const apiKeyStatuses = ['active', 'expired', 'revoked'] as const;
export type ApiKeyStatus = (typeof apiKeyStatuses)[number];

/** A key as listed: never its secret nor the secret's hash, only the start it is recognised by. */
export const apiKeySchema = baseEntitySchema.extend({
  company_id: z.number().int(),
  company: summarySchema.nullable(),
  name: z.string(),
  /** The visible start of the key (`ak_` and its public id), to recognise it among others. */
  prefix: z.string(),
  permissions: z.array(z.enum(apiKeyPermissions)),
  created_by: z.number().int().nullable(),
  creator: summarySchema.nullable(),
  last_used_at: z.string().nullable(),
  /** When the key stops working (null: never). */
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  status: z.enum(apiKeyStatuses),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

const reference = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)]);

/** `POST /api/v1/api-keys`: the key is made for the company acted in unless an administrator names one. */
export const apiKeyCreateSchema = z.strictObject({
  company_id: reference.optional(),
  name: z.string().trim().min(1, 'validation.name_required').max(100, 'validation.name_too_long'),
  permissions: z
    .array(z.enum(apiKeyPermissions, 'validation.api_key_permission'))
    .min(1, 'validation.api_key_permissions_required')
    .max(apiKeyPermissions.length),
  /** The last day the key works (YYYY-MM-DD); null or absent: it does not expire. */
  expires_on: z.iso.date('validation.date').nullable().optional(),
});
export type ApiKeyCreateInput = z.infer<typeof apiKeyCreateSchema>;

/** The answer to a create: the item with the key in full, shown this once and never again. */
export const apiKeyCreatedSchema = apiKeySchema.extend({ key: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

/**
 * The company's API keys (organization area, integrations tab). Made and revoked by named operations
 * (`POST /api/v1/api-keys` answers the secret once; `POST /api/v1/api-keys/{id}/revoke`), never edited.
 */
export const apiKeyContract = defineResourceContract({
  segment: 'api-keys',
  type: 'api_key',
  item: apiKeySchema,
  // Served by the module's own route at the generic create's address: it answers the key once.
  create: apiKeyCreateSchema,
  filters: { company: filterValue.reference, status: filterValue.oneOf(apiKeyStatuses) },
  sorts: ['created_at', 'name', 'last_used_at'],
  defaultSort: '-created_at',
  search: true,
  with: [],
  links: {},
  abilities: ['view', 'update', 'delete', 'revoke'],
  delete: false,
});
