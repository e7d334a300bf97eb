import type { Tenant } from '@academy/contracts/entities/tenant';
import { tenantLanguages } from '@academy/contracts/entities/tenant';
import type { FormField } from '../../../components/resource-form/form-fields.ts';

/** spec §9: a logo is a PNG, JPG or GIF of at most 1 MB (the server's upload rule for logos). */
const logoTypes = ['image/png', 'image/jpeg', 'image/gif'] as const;

/** The tenant settings form as configuration over the tenant contract's update schema. */
export const tenantFields: FormField<Tenant>[] = [
  {
    name: 'name',
    kind: 'text',
    labelKey: 'fields.name',
    descriptionKey: 'admin.tenant.name_help',
    required: true,
  },
  {
    name: 'logo',
    kind: 'file',
    labelKey: 'fields.logo',
    descriptionKey: 'admin.tenant.logo_help',
    accept: logoTypes.join(','),
    // No file chosen: the logo stays as it is (removing it is a button of its own).
    empty: 'omit',
    fileRule: { types: logoTypes, maxBytes: 1024 * 1024, messageKey: 'validation.logo' },
  },
  {
    name: 'gtm_id',
    kind: 'text',
    labelKey: 'admin.tenant.gtm_id',
    descriptionKey: 'admin.tenant.gtm_id_help',
    empty: 'null',
  },
  {
    name: 'default_language',
    kind: 'select',
    labelKey: 'admin.tenant.default_language',
    descriptionKey: 'admin.tenant.default_language_help',
    required: true,
    options: tenantLanguages.map((code) => ({ value: code, labelKey: `admin.tenant.languages.${code}` })),
  },
  {
    name: 'support_email',
    kind: 'text',
    labelKey: 'admin.tenant.support_email',
    descriptionKey: 'admin.tenant.support_email_help',
    empty: 'null',
  },
  {
    name: 'registration_open',
    kind: 'switch',
    labelKey: 'admin.tenant.registration_open',
    descriptionKey: 'admin.tenant.registration_open_help',
  },
];
