import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';
import { defineResourceContract } from '../common/resource-contract.ts';

/** The tag manager id: the GTM- prefix, then upper-case letters and digits (spec §5). */
export const gtmIdSchema = z.string().regex(/^GTM-[A-Z0-9]+$/, 'validation.gtm_id');

/** The languages a tenant may default to (spec §9 locales). */
export const tenantLanguages = ['en', 'nb'] as const;

/**
 * The tenant settings administrators change on /admin/tenant/update (spec §3 "the contents of config are not
 * shown": decided in docs/decisions.md). They live in `config`, beside keys other parts keep there (`hosts`).
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

/** `config` as the API takes it: any JSON object, whose known keys must be valid settings. */
export const tenantConfigSchema = z.looseObject(
  {
    default_language: tenantSettingsShape.default_language.optional(),
    support_email: tenantSettingsShape.support_email.nullable().optional(),
    registration_open: tenantSettingsShape.registration_open.optional(),
  },
  { error: 'validation.json_object' },
);

/**
 * An update names the fields it changes. `config` is merged into the stored one key by key (a key set to null
 * is removed), so keys the form does not know are kept; the settings may also be sent as fields of their own.
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

/** The tenant (the academy installation) as its item shows it; the settings read from `config`, with defaults. */
export const tenantSchema = baseEntitySchema.extend({
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  config: z.record(z.string(), z.unknown()),
  gtm_id: z.string().nullable(),
  default_language: z.enum(tenantLanguages),
  support_email: z.string().nullable(),
  registration_open: z.boolean(),
});
export type Tenant = z.infer<typeof tenantSchema>;

/** The settings of a stored `config`, with their defaults (English, no support address, registration open). */
export function tenantSettings(config: Record<string, unknown>) {
  const language = tenantSettingsShape.default_language.safeParse(config.default_language);
  const email = tenantSettingsShape.support_email.safeParse(config.support_email);
  return {
    default_language: language.success ? language.data : ('en' as const),
    support_email: email.success ? email.data : null,
    registration_open: config.registration_open !== false,
  };
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
