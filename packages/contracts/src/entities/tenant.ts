import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';
import { defineResourceContract } from '../common/resource-contract.ts';

/** The tag manager id: the GTM- prefix, then upper-case letters and digits (spec §5). */
export const gtmIdSchema = z.string().regex(/^GTM-[A-Z0-9]+$/, 'validation.gtm_id');

/** The languages a tenant may default to (spec §9 locales). */
export const tenantLanguages = ['en', 'nb'] as const;

/**
 * The tenant settings administrators change on /admin/tenant/update (spec §3 "the contents of config are not
 * shown": decided in docs/decisions.md). They are the only keys of `config` the API writes or shows; the stored
 * document may hold more that only operators set (host names live in a table of their own, `tenant_hosts`).
 */
const tenantSettingsShape = {
  /** The language of visitors and accounts whose browser asks for neither English nor Norwegian. */
  default_language: z.enum(tenantLanguages, { error: 'validation.invalid_value' }),
  /** Where people write for help: the reply address of every mail the academy sends. */
  support_email: z
    .string()
    .trim()
    .min(1, 'validation.email_enter')
    .max(255, 'validation.too_long')
    .email('validation.email_invalid'),
  /** Whether people may sign up without a company's own registration page (/register). */
  registration_open: z.boolean({ error: 'validation.invalid_type' }),
};

/** The keys of `config` that are administrators' settings, in the order the item shows them. */
export const tenantSettingNames = ['default_language', 'support_email', 'registration_open'] as const;

/**
 * `config` as the API takes it: a JSON object of administrators' settings only (null removes one: it is back
 * to its default). Any other key (`hosts`, which once routed requests to tenants, and whatever operators keep
 * there) is refused on its field as not allowed.
 */
export const tenantConfigSchema = z.strictObject(
  {
    default_language: tenantSettingsShape.default_language.nullable().optional(),
    support_email: tenantSettingsShape.support_email.nullable().optional(),
    registration_open: tenantSettingsShape.registration_open.nullable().optional(),
  },
  { error: 'validation.json_object' },
);

/**
 * An update names the fields it changes. `config` is merged into the stored one key by key (a key set to null
 * is removed), so keys only operators set are kept; the settings may also be sent as fields of their own.
 */
export const tenantUpdateSchema = z.strictObject({
  name: z.string().trim().min(1, 'validation.name_required').max(255, 'validation.name_too_long').optional(),
  logo: z.string().max(500).nullable().optional(),
  gtm_id: gtmIdSchema.nullable().optional(),
  config: tenantConfigSchema.optional(),
  default_language: tenantSettingsShape.default_language.optional(),
  support_email: tenantSettingsShape.support_email.nullable().optional(),
  registration_open: tenantSettingsShape.registration_open.optional(),
});

/** The administrators' settings as the tenant item shows them (its `config`, and fields of their own). */
export const tenantSettingsSchema = z.strictObject({
  default_language: z.enum(tenantLanguages),
  support_email: z.string().nullable(),
  registration_open: z.boolean(),
});
export type TenantSettings = z.infer<typeof tenantSettingsSchema>;

/** What the context tells everyone, guests included, of `config`: what the web needs before sign-in. */
export const tenantPublicConfigSchema = z.strictObject({
  /** The language a browser asking for neither English nor Norwegian is shown. */
  default_language: z.enum(tenantLanguages),
});
export type TenantPublicConfig = z.infer<typeof tenantPublicConfigSchema>;

/** The tenant (the academy installation) as its item shows it; the settings read from `config`, with defaults. */
export const tenantSchema = baseEntitySchema.extend({
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  config: tenantSettingsSchema,
  gtm_id: z.string().nullable(),
  default_language: z.enum(tenantLanguages),
  support_email: z.string().nullable(),
  registration_open: z.boolean(),
});
export type Tenant = z.infer<typeof tenantSchema>;

/** The tenant's default language read from a stored `config`: English unless a valid one is set. */
export function tenantDefaultLanguage(config: Record<string, unknown>): (typeof tenantLanguages)[number] {
  return tenantLanguages.find((code) => code === config.default_language) ?? 'en';
}

/**
 * The settings of a stored `config`, with their defaults (English, no support address, registration open),
 * named one by one: this is the allow-list of what the API shows of the document.
 */
export function tenantSettings(config: Record<string, unknown>): TenantSettings {
  const email = tenantSettingsShape.support_email.safeParse(config.support_email);
  return {
    default_language: tenantDefaultLanguage(config),
    support_email: email.success ? email.data : null,
    registration_open: config.registration_open !== false,
  };
}

/** What the context shows of a stored `config` (to guests too): the public settings, by name. */
export function tenantPublicConfig(config: Record<string, unknown>): TenantPublicConfig {
  return { default_language: tenantDefaultLanguage(config) };
}

/** Everyone reads their own tenant; administrators change its settings; operators create tenants. */
export const tenantContract = defineResourceContract({
  segment: 'tenants',
  type: 'tenant',
  item: tenantSchema,
  update: tenantUpdateSchema,
  filters: {},
  sorts: ['name'],
  with: [],
  links: {},
  abilities: ['view', 'update', 'delete'],
});
