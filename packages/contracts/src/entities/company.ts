import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';
import { defineResourceContract, filterValue } from '../common/resource-contract.ts';
import { summarySchema, userSummarySchema } from '../common/summary.ts';
import {
  customUserFieldInputSchema,
  customUserFieldSchema,
  reservedCustomFieldKeys,
} from './custom-user-field.ts';

export { reservedCustomFieldKeys };

import { webUrlSchema } from '../common/web-url.ts';

/**
 * Company permissions by code (spec §3, §6: "checked by code, default false"): capabilities an administrator
 * opens to one company beyond what every company has. Each is false until an administrator sets it, binds the
 * company's managers and department heads (administrators are not bound), and is enforced by the server with a
 * 403 naming it (`companies.permission_missing`):
 * - `expiry_digest`: the company's managers receive the weekly digest of certificates about to expire;
 * - `sso_login`: its managers may switch on Facebook or Microsoft sign-in in the company settings;
 * - `self_registration`: its managers may switch on the dedicated registration page (anyone with the link
 *   joins the company).
 * The messages `permissions.<code>` name each one in en and nb.
 */
export const companyPermissionCodes = ['expiry_digest', 'sso_login', 'self_registration'] as const;
export type CompanyPermissionCode = (typeof companyPermissionCodes)[number];

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'validation.invalid_value');
const name = z.string().trim().min(1, 'validation.name_required').max(255, 'validation.name_too_long');

/** An Entra ID directory (tenant) is a GUID or a verified domain; an application (client) id is a GUID. */
const guid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const domain = /^(?=.{4,100}$)([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;

/**
 * spec §5 "Microsoft credentials invalid": the credential of Microsoft login that cannot work, if any — the
 * directory or the application id. The server checks the stored result of a write; forms check what they send.
 */
export function invalidMicrosoftCredential(settings: {
  azure_tenant_id?: string | null;
  azure_client_id?: string | null;
}): 'azure_tenant_id' | 'azure_client_id' | null {
  const tenant = settings.azure_tenant_id ?? '';
  if (!guid.test(tenant) && !domain.test(tenant)) return 'azure_tenant_id';
  if (!guid.test(settings.azure_client_id ?? '')) return 'azure_client_id';
  return null;
}

/**
 * The sign-in methods that let every member of a company in (issue 22 §4): e-mail and password only. Microsoft
 * and Facebook sign-in work on the company's own sign-in page only, and a PIN code only for whom a manager gave
 * one, so none of them counts as the company's way in, and password sign-in cannot be switched off.
 */
export const workingSignInMethods = ['password_login'] as const;

/**
 * spec §5 "At least one authentication method must be enabled": false when the settings (a whole document or a
 * write) switch off every working method. A write that leaves a method out does not switch it off.
 */
export function keepsWorkingSignIn(
  settings: Partial<Record<(typeof workingSignInMethods)[number], boolean>>,
) {
  return workingSignInMethods.some((method) => settings[method] !== false);
}

/** Company settings of spec §3 (login, registration, e-mails, lessons). */
export const companySettingsSchema = z
  .strictObject({
    password_login: z.boolean(),
    facebook_login: z.boolean(),
    facebook_department_id: z.number().int().nullable(),
    azure_login: z.boolean(),
    azure_department_id: z.number().int().nullable(),
    azure_tenant_id: z.string().max(100).nullable(),
    azure_client_id: z.string().max(100).nullable(),
    /** Write-only: the Entra ID application's client secret, stored sealed and never answered (null removes it). */
    azure_client_secret: z.string().trim().min(1).max(500).nullable(),
    pin_login: z.boolean(),
    dedicated_login_page: z.boolean(),
    dedicated_registration_page: z.boolean(),
    registration_department_id: z.number().int().nullable(),
    /**
     * Asked of newcomers at registration (register additional) and of a manager adding a person, stored under
     * `key` on the user; a new field (no key) is keyed from its English label (custom-user-field.ts).
     */
    custom_user_fields: z
      .array(customUserFieldInputSchema)
      .max(20)
      // Each answer is stored under its key: two fields with one key would overwrite each other, and a key
      // every object already has (`constructor`, `__proto__` …) would read as answered when it is not.
      .superRefine((fields, check) => {
        fields.forEach((field, index) => {
          if (!field.key) return;
          if (reservedCustomFieldKeys.has(field.key))
            check.addIssue({
              code: 'custom',
              message: 'validation.custom_field_key_reserved',
              path: [index, 'key'],
            });
          else if (fields.findIndex((other) => other.key === field.key) < index)
            check.addIssue({ code: 'custom', message: 'validation.invalid_value', path: [index, 'key'] });
        });
      }),
    emails_disabled: z.boolean(),
    send_reminders: z.boolean(),
    send_course_completion: z.boolean(),
    course_completion_receivers: z.array(z.string().email('validation.email_invalid')).max(20),
    show_multiple_correct_hint: z.boolean(),
  })
  .partial()
  .refine((settings) => !(settings.facebook_login && settings.azure_login), {
    message: 'validation.microsoft_facebook_exclusive',
    path: ['azure_login'],
  })
  .superRefine((settings, check) => {
    // A write that switches Microsoft login on with its credentials (a settings form): they must be usable.
    // One that leaves them out is checked against the stored ones by the server.
    if (!settings.azure_login || settings.azure_client_id === undefined) return;
    const invalid = invalidMicrosoftCredential(settings);
    if (invalid)
      check.addIssue({ code: 'custom', message: 'validation.microsoft_credentials', path: [invalid] });
  })
  .refine(keepsWorkingSignIn, { message: 'validation.auth_method_required', path: ['password_login'] });

export const companyCreateSchema = z.strictObject({
  name,
  slug: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(100)
    .regex(/^[a-z0-9-]+$/, 'validation.invalid_value')
    .optional(),
  header_color: hexColor.nullable().optional(),
  header_link_url: webUrlSchema.nullable().optional(),
  header_link_label: z.string().trim().max(100).nullable().optional(),
  external_lms_url: webUrlSchema.nullable().optional(),
  is_active: z.boolean().optional(),
  scorm_enabled: z.boolean().optional(),
  settings: companySettingsSchema.optional(),
  /** code → value; only the codes of `companyPermissionCodes` (a typo is a 422, not a silent no-op). */
  permissions: z.partialRecord(z.enum(companyPermissionCodes), z.boolean()).optional(),
});
export const companyUpdateSchema = companyCreateSchema.partial().extend({
  /** `null` removes the logo; a new logo comes as the form's `logo` file part, not as this field. */
  logo: z.null().optional(),
});

/** The settings as a company item shows them: the whole stored document (writes merge into it). */
export const companySettingsValueSchema = z.object({
  password_login: z.boolean(),
  facebook_login: z.boolean(),
  facebook_department_id: z.number().int().nullable(),
  azure_login: z.boolean(),
  azure_department_id: z.number().int().nullable(),
  azure_tenant_id: z.string().nullable(),
  azure_client_id: z.string().nullable(),
  /** Whether an Entra ID client secret is stored (the secret itself is never sent). */
  azure_client_secret_set: z.boolean(),
  pin_login: z.boolean(),
  dedicated_login_page: z.boolean(),
  dedicated_registration_page: z.boolean(),
  registration_department_id: z.number().int().nullable(),
  custom_user_fields: z.array(customUserFieldSchema),
  emails_disabled: z.boolean(),
  send_reminders: z.boolean(),
  send_course_completion: z.boolean(),
  course_completion_receivers: z.array(z.string()),
  show_multiple_correct_hint: z.boolean(),
});
export type CompanySettings = z.infer<typeof companySettingsValueSchema>;

export const companySchema = baseEntitySchema.extend({
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  header_color: z.string().nullable(),
  header_link_url: z.string().nullable(),
  header_link_label: z.string().nullable(),
  external_lms_url: z.string().nullable(),
  is_active: z.boolean(),
  scorm_enabled: z.boolean(),
  settings: companySettingsValueSchema,
  /** Company permissions (spec §3, §6): every code of `companyPermissionCodes`, false unless set. */
  permissions: z.array(z.object({ code: z.enum(companyPermissionCodes), value: z.boolean() })),
  users_count: z.number().int(),
  departments_count: z.number().int(),
  /** Courses the company has enrolled anyone in. */
  courses_count: z.number().int(),
  /** `with=departments`, by name. */
  departments: z.array(summarySchema).optional(),
  /** `with=users`: the members the reader may see, with whether each manages the company. */
  users: z.array(userSummarySchema.extend({ pivot: z.object({ is_manager: z.boolean() }) })).optional(),
});
export type Company = z.infer<typeof companySchema>;

export const companyContract = defineResourceContract({
  segment: 'companies',
  type: 'company',
  item: companySchema,
  create: companyCreateSchema,
  update: companyUpdateSchema,
  filters: { is_active: filterValue.boolean, scorm_enabled: filterValue.boolean },
  sorts: ['name', 'created_at', 'updated_at'],
  defaultSort: 'name',
  search: true,
  with: ['departments', 'users'],
  /** attach and sync need `attachUsers` (administrators); detach `manageUsers` (its managers too). */
  links: { users: { target: 'users', operations: ['attach', 'detach', 'sync'] } },
  /** `remind`: send deadline reminders to the people the reader reaches there, and read their reminder log. */
  /** `impersonate`: may act in the company (Context-Scope) as an administrator (spec §1, §6). */
  abilities: ['view', 'update', 'delete', 'manageUsers', 'attachUsers', 'remind', 'impersonate'],
  delete: true,
});
