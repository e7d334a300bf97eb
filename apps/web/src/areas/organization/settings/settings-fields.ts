import type { Company, CompanySettings } from '@academy/contracts/entities/company';
import type { FormField } from '../../../components/resource-form/form-fields.ts';

const key = (name: string) => `organization.settings.fields.${name}`;

const toggle = (name: keyof CompanySettings, help = false): FormField<CompanySettings> => ({
  name,
  kind: 'switch',
  labelKey: key(name),
  descriptionKey: help ? key(`${name}_help`) : undefined,
});

/**
 * A department of the company the setting stores by id (where newcomers land): chosen among the company's
 * departments, empty for none.
 */
const department = (name: keyof CompanySettings, company: Company): FormField<CompanySettings> => ({
  name,
  kind: 'reference',
  segment: 'departments',
  valueField: 'id',
  filters: { company: company.uuid },
  labelKey: key(name),
  empty: 'null',
  fromItem: (settings) => (settings[name] === null ? null : String(settings[name])),
  toInput: (value) => (value === null || value === '' ? null : Number(value)),
});

/** A text setting that an emptied field clears (stored as null). */
const text = (name: keyof CompanySettings): FormField<CompanySettings> => ({
  name,
  kind: 'text',
  labelKey: key(name),
  empty: 'null',
});

/**
 * Login and registration (spec §3 company settings, §5 rules). E-mail and password sign-in, PIN codes, and
 * sign-in with Microsoft Entra ID (the company's own directory and application) or Facebook (issue 25), each
 * with the department its newcomers land in. The Entra ID client secret is write-only: the field starts empty
 * ("set" is said in its help when one is stored) and an empty field keeps the stored one.
 */
export const loginFields = (company: Company): FormField<CompanySettings>[] => [
  toggle('password_login', true),
  toggle('pin_login', true),
  toggle('dedicated_login_page', true),
  toggle('dedicated_registration_page', true),
  department('registration_department_id', company),
  toggle('facebook_login', true),
  department('facebook_department_id', company),
  toggle('azure_login', true),
  department('azure_department_id', company),
  text('azure_tenant_id'),
  text('azure_client_id'),
  {
    name: 'azure_client_secret',
    kind: 'text',
    labelKey: key('azure_client_secret'),
    descriptionKey: key(
      company.settings.azure_client_secret_set ? 'azure_client_secret_set' : 'azure_client_secret_help',
    ),
    empty: 'omit',
    fromItem: () => '',
  },
];

/** E-mails: the receivers of course completion mails are typed one a line (or separated by commas). */
export const emailFields: FormField<CompanySettings>[] = [
  toggle('emails_disabled', true),
  toggle('send_reminders', true),
  toggle('send_course_completion', true),
  {
    name: 'course_completion_receivers',
    kind: 'textarea',
    labelKey: key('course_completion_receivers'),
    descriptionKey: key('course_completion_receivers_help'),
    fromItem: (settings) => settings.course_completion_receivers.join('\n'),
    toInput: (value) =>
      String(value ?? '')
        .split(/[\s,;]+/)
        .filter(Boolean),
  },
];

export const lessonFields: FormField<CompanySettings>[] = [toggle('show_multiple_correct_hint', true)];

/** spec §5: a logo is a PNG, JPG or GIF of at most 1 MB (the server's upload rule for logos). */
const logoTypes = ['image/png', 'image/jpeg', 'image/gif'] as const;

/** The theme: company fields beside the settings (logo, header colour, header link). */
export const themeFields: FormField<Company>[] = [
  {
    name: 'logo',
    kind: 'file',
    labelKey: key('logo'),
    descriptionKey: key('logo_help'),
    accept: logoTypes.join(','),
    // A form part the server checks by its bytes; the saved logo is shown above the form.
    schemaless: true,
    empty: 'omit',
    fileRule: { types: logoTypes, maxBytes: 1024 * 1024, messageKey: 'validation.logo' },
  },
  { name: 'header_color', kind: 'color', labelKey: key('header_color'), empty: 'null' },
  {
    name: 'header_link_url',
    kind: 'text',
    labelKey: key('header_link_url'),
    descriptionKey: key('header_link_url_help'),
    empty: 'null',
  },
  { name: 'header_link_label', kind: 'text', labelKey: key('header_link_label'), empty: 'null' },
];
