import { z } from 'zod';
import { type Permission, permissionNames } from '../permissions.ts';
import { paymentsContextSchema } from './checkout.ts';
import { tenantPublicConfigSchema } from './tenant.ts';

/** GET /api/v1/context → data.item (spec §3 Context). */
export const contextUserSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  fqmi: z.string(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(['user', 'admin', 'super_admin']),
  is_admin: z.boolean(),
  is_super_admin: z.boolean(),
  is_manager: z.boolean(),
  is_manager_any: z.boolean(),
  is_department_head: z.boolean(),
  /** The permissions of the registry the user holds (issue 23 §3): what the web's guards and menus read. */
  permissions: z.array(z.enum(permissionNames as [Permission, ...Permission[]])),
  use_classic_player: z.boolean(),
  last_login_at: z.string().nullable(),
  logout_at: z.string().nullable(),
  email_preferences: z.object({ core: z.boolean(), course: z.boolean(), marketing: z.boolean() }),
  companies: z.array(
    z.object({ uuid: z.string(), fqmi: z.string(), name: z.string(), is_manager: z.boolean() }),
  ),
});
export type ContextUser = z.infer<typeof contextUserSchema>;

export const contextScopeSchema = z.object({
  fqmi: z.string(),
  type: z.enum(['company', 'user']),
  uuid: z.string(),
  name: z.string(),
});

export const contextSchema = z.object({
  application: z.object({
    name: z.string(),
    version: z.string(),
    frontend_required: z.string().nullable(),
    enable_gtm: z.boolean(),
    poll_interval: z.number().int(),
    /**
     * Whether the platform's Facebook app is set, so that plain /login offers "Sign in with Facebook" (for people
     * whose company allows it; /login/:company reads the company's own switch).
     */
    facebook_login: z.boolean(),
  }),
  context: z.object({
    scope: contextScopeSchema.nullable(),
    /** The user an admin acts as (Context-User), or null. */
    user_scope: contextScopeSchema.nullable(),
    impersonating: z.boolean(),
    /**
     * How this session was signed in (access_tokens.method: password, code, storyboard, newlearning …), or null
     * for a guest: the dashboard shows its "signed in through a partner" notice for storyboard and newlearning.
     * Always sent by the server; optional so that contexts built by hand (web tests) need not name it.
     */
    sign_in_method: z.string().nullable().optional(),
  }),
  tenant: z.object({
    uuid: z.string(),
    name: z.string(),
    logo: z.string().nullable(),
    /** Only what the web needs of the tenant's settings (spec §3: the contents of config are not shown). */
    config: tenantPublicConfigSchema,
    gtm_id: z.string().nullable(),
  }),
  paddle: z.object({ vendor_id: z.string(), sandbox: z.boolean() }),
  /** The shop's provider and what Paddle.js needs in the browser (never the API key nor the webhook secret). */
  payments: paymentsContextSchema,
  user: contextUserSchema.nullable(),
  user_language: z.object({ code: z.enum(['en', 'nb']) }),
  impersonating: z.boolean(),
});
export type Context = z.infer<typeof contextSchema>;

/** GET /api/v1/poll → data.item: key-value updates of the context. */
export const pollSchema = z.object({
  frontend_required: z.string().nullable(),
  logout_at: z.string().nullable(),
  unread_notifications: z.number().int(),
  maintenance: z.boolean(),
});

/** GET /api/v1/diagnostic/auth → data.item: what the server makes of the caller (used after a 403). */
export const diagnosticAuthSchema = z.object({
  authenticated: z.boolean(),
  user_uuid: z.string().nullable(),
  token_expires_at: z.string().nullable(),
  token_method: z.string().nullable(),
  scope: z.string().nullable(),
  user_scope: z.string().nullable(),
  impersonating: z.boolean(),
  is_admin: z.boolean(),
  companies_count: z.number().int(),
  managed_companies_count: z.number().int(),
});
export type DiagnosticAuth = z.infer<typeof diagnosticAuthSchema>;
