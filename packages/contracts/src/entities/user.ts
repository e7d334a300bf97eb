import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';
import { defineResourceContract, filterValue } from '../common/resource-contract.ts';
import { summarySchema } from '../common/summary.ts';
import { customFieldValuesSchema } from './custom-user-field.ts';

/** A user's role on the platform (DESIGN §5); company managers and department heads are users. */
export const userRoles = ['user', 'admin', 'super_admin'] as const;

export const userCreateSchema = z.strictObject({
  first_name: z.string().trim().min(1, 'validation.first_name_required').max(100, 'validation.too_long'),
  last_name: z.string().trim().min(1, 'validation.last_name_required').max(100, 'validation.too_long'),
  email: z
    .string()
    .trim()
    .min(1, 'validation.email_required')
    .max(255, 'validation.too_long')
    .email('validation.email_invalid'),
  role: z.enum(['user', 'admin', 'super_admin']).optional(),
  is_active: z.boolean().optional(),
  /** Company id or uuid the new user joins; required for managers. */
  company_id: z.union([z.number().int(), z.string().max(64)]).optional(),
  is_manager: z.boolean().optional(),
  department_ids: z
    .array(z.union([z.number().int(), z.string().max(64)]))
    .max(50)
    .optional(),
  preferred_language: z.enum(['en', 'nb']).nullable().optional(),
  use_classic_player: z.boolean().optional(),
  /** Answers to the company's custom user fields (issue 21 §5), by key; required ones must be answered. */
  custom_fields: customFieldValuesSchema.optional(),
});

/** What a learner may change about themselves (spec §6: not their name, e-mail or password). */
export const userSelfUpdateSchema = z.strictObject({
  preferred_language: z.enum(['en', 'nb']).nullable().optional(),
  email_core: z.boolean().optional(),
  email_course: z.boolean().optional(),
  email_marketing: z.boolean().optional(),
  /** The weekly certificate-expiry digest (company managers); its unsubscribe link turns it off. */
  email_digest: z.boolean().optional(),
  use_classic_player: z.boolean().optional(),
});

export const userUpdateSchema = userSelfUpdateSchema.extend({
  first_name: z
    .string()
    .trim()
    .min(1, 'validation.first_name_required')
    .max(100, 'validation.too_long')
    .optional(),
  last_name: z
    .string()
    .trim()
    .min(1, 'validation.last_name_required')
    .max(100, 'validation.too_long')
    .optional(),
  email: z
    .string()
    .trim()
    .min(1, 'validation.email_required')
    .max(255, 'validation.too_long')
    .email('validation.email_invalid')
    .optional(),
  role: z.enum(['user', 'admin', 'super_admin']).optional(),
  is_active: z.boolean().optional(),
  scorm_learner_id: z.string().trim().max(255).nullable().optional(),
  /** Answers to change (by key; an empty one clears it), managers and administrators only. */
  custom_fields: customFieldValuesSchema.optional(),
});

const membershipSummary = z.object({
  id: z.number().int(),
  uuid: z.string(),
  fqmi: z.string(),
  header: z.string(),
});

/** The users/settings screen (spec §2): GET and PATCH /api/v1/users/me/settings. */
export const userSettingsSchema = z.object({
  uuid: z.string(),
  /** Personal details; read-only unless `can_edit_personal_details` (spec §6). */
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  companies: z.array(membershipSummary.extend({ is_manager: z.boolean() })),
  departments: z.array(membershipSummary.extend({ is_head: z.boolean(), company_id: z.number().int() })),
  /** False for plain learners: the screen tells them to contact their department head. */
  can_edit_personal_details: z.boolean(),
  email_preferences: z.object({ core: z.boolean(), course: z.boolean(), marketing: z.boolean() }),
  /** The weekly certificate-expiry digest managers receive (off after its unsubscribe link). */
  email_digest: z.boolean(),
  /**
   * Whether the digest can reach this person at all: a manager of an active company that has the
   * `expiry_digest` permission and e-mails on. The screen shows the `email_digest` switch only then.
   */
  expiry_digest_available: z.boolean(),
  /** en or nb; null follows the browser. */
  preferred_language: z.enum(['en', 'nb']).nullable(),
  use_classic_player: z.boolean(),
  /** The password-reset mail goes out only with core e-mails on. */
  can_request_password_reset: z.boolean(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** What PATCH /api/v1/users/me/settings accepts: preferences only, whoever asks. */
export const userSettingsUpdateSchema = z.strictObject({
  email_preferences: z
    .strictObject({
      core: z.boolean().optional(),
      course: z.boolean().optional(),
      marketing: z.boolean().optional(),
    })
    .optional(),
  email_core: z.boolean().optional(),
  email_course: z.boolean().optional(),
  email_marketing: z.boolean().optional(),
  email_digest: z.boolean().optional(),
  preferred_language: z.enum(['en', 'nb']).nullable().optional(),
  use_classic_player: z.boolean().optional(),
});
export type UserSettingsUpdate = z.infer<typeof userSettingsUpdateSchema>;

/**
 * What a company manager's POST /api/v1/users answers (202), the same whether a new account was created or
 * the address already had one elsewhere and its owner was invited instead (issue 9: the answer must not tell
 * which). Administrators, who see every user of the tenant, get the created user (201) or "already exists".
 */
export const userAddedByManagerSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company: z.object({ uuid: z.string(), header: z.string() }),
});
export type UserAddedByManager = z.infer<typeof userAddedByManagerSchema>;

/** POST /api/v1/auth/validate-company-invitation and /accept-company-invitation: the link's token. */
export const companyInvitationRequestSchema = z.strictObject({
  token: z.string().trim().min(1, 'validation.invitation_invalid').max(200, 'validation.invitation_invalid'),
});

/** What a live invitation link is for: the company to join and the invited address. */
export const companyInvitationCheckSchema = z.object({ company: z.string(), email: z.string() });
export type CompanyInvitationCheck = z.infer<typeof companyInvitationCheckSchema>;

export const userSchema = baseEntitySchema.extend({
  first_name: z.string(),
  last_name: z.string(),
  /** First and last name. */
  name: z.string(),
  initials: z.string(),
  email: z.string(),
  /** The new address of a change waiting for its confirmation link; null when none is. */
  pending_email: z.string().nullable(),
  role: z.enum(userRoles),
  is_admin: z.boolean(),
  is_super_admin: z.boolean(),
  /** Manages at least one of the companies shown in `companies`. */
  is_manager_any: z.boolean(),
  facebook_id: z.string().nullable(),
  /** Signs in with the enterprise directory (Microsoft Entra ID); the directory's own id is never shown. */
  entra_id_linked: z.boolean(),
  scorm_learner_id: z.string().nullable(),
  is_active: z.boolean(),
  use_classic_player: z.boolean(),
  preferred_language_id: z.number().int().nullable(),
  /** Code of the preferred language (en, nb); null follows the browser. */
  preferred_language: z.string().nullable(),
  email_core: z.boolean(),
  email_course: z.boolean(),
  email_marketing: z.boolean(),
  /** The weekly certificate-expiry digest (company managers). */
  email_digest: z.boolean(),
  email_preferences: z.object({ core: z.boolean(), course: z.boolean(), marketing: z.boolean() }),
  custom_fields: z.record(z.string(), z.string()),
  last_login_at: z.string().nullable(),
  last_active_at: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  /** The user's companies the reader may know of (administrators: all), with whether they manage each. */
  companies: z.array(summarySchema.extend({ pivot: z.object({ is_manager: z.boolean() }) })),
  /** `with=departments`: the same for departments, with whether they head each. */
  departments: z
    .array(summarySchema.extend({ company_id: z.number().int(), pivot: z.object({ is_head: z.boolean() }) }))
    .optional(),
});
export type User = z.infer<typeof userSchema>;

/** Creating is the users module's own route (same address): a manager's answer may be an invitation (202). */
export const userContract = defineResourceContract({
  segment: 'users',
  type: 'user',
  item: userSchema,
  create: userCreateSchema,
  update: userUpdateSchema,
  filters: {
    role: filterValue.oneOf(userRoles),
    is_active: filterValue.boolean,
    /** Members of a company (id or uuid); outside administrators only the reader's own companies match. */
    company: filterValue.reference,
    /** Members of a department (id or uuid), likewise. */
    department: filterValue.reference,
    /** Signed in last on or after this day (issue 14: the users list's last-login filter). */
    last_login_from: filterValue.date,
    /** Signed in last on or before this day. */
    last_login_to: filterValue.date,
    /** `false`: has never signed in; `true`: has. */
    logged_in: filterValue.boolean,
    /** Manages the company acted in (Context-Scope); without one, any company the reader sees. */
    is_manager: filterValue.boolean,
  },
  sorts: ['name', 'email', 'last_login_at', 'created_at'],
  defaultSort: 'name',
  search: true,
  with: ['departments'],
  links: { companies: { target: 'companies', operations: ['attach', 'detach', 'sync'] } },
  /** `assignRole`: may change the user's role (issue 14: role and admin flags only for super admins). */
  /** `manageMembership`: may make the person a manager or a user of the company acted in, or remove them from it. */
  abilities: [
    'view',
    'update',
    'delete',
    'resetPassword',
    'impersonate',
    'manageCompanies',
    'assignRole',
    'manageMembership',
  ],
  delete: true,
});
