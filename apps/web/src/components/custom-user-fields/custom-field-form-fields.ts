import type { Company } from '@academy/contracts/entities/company';
import { customFieldLabel } from '@academy/contracts/entities/custom-user-field';
import type { User } from '@academy/contracts/entities/user';
import { isApiError } from '../../api/api-error.ts';
import type { FormField } from '../resource-form/form-fields.ts';

/**
 * The company's custom user fields (issue 21 §5) as inputs of a resource form. A form's values are flat (a
 * dotted name would be read as a path), so each field is named `custom_field__<key>`; the payload gathers them
 * into `custom_fields`, and the server's messages on `custom_fields.<key>` are put back on their inputs.
 */
const prefix = 'custom_field__';

export function customFieldFormFields(company: Pick<Company, 'settings'>, locale: string): FormField<User>[] {
  return company.settings.custom_user_fields.map((field) => ({
    name: `${prefix}${field.key}`,
    kind: 'text',
    labelKey: '',
    label: customFieldLabel(field, locale),
    required: field.required,
    // The contract names `custom_fields` as one record: each input is checked by the server, on its own name.
    schemaless: true,
    fromItem: (user) => (Object.hasOwn(user.custom_fields, field.key) ? user.custom_fields[field.key] : ''),
  }));
}

/** The payload with the custom field inputs gathered into `custom_fields` (left out when the form has none). */
export function gatherCustomFields(payload: Record<string, unknown>): Record<string, unknown> {
  const rest: Record<string, unknown> = {};
  const answers: Record<string, string> = {};
  for (const [name, value] of Object.entries(payload)) {
    if (name.startsWith(prefix)) answers[name.slice(prefix.length)] = String(value ?? '');
    else rest[name] = value;
  }
  return Object.keys(answers).length ? { ...rest, custom_fields: answers } : rest;
}

/** Sends through `submit`; a 422 on `custom_fields.<key>` comes back named as the form's input. */
export async function withCustomFieldErrors<T>(submit: () => Promise<T>): Promise<T> {
  try {
    return await submit();
  } catch (error) {
    if (isApiError(error) && error.kind === 'validation')
      for (const name of Object.keys(error.errors))
        if (name.startsWith('custom_fields.')) {
          error.errors[`${prefix}${name.slice('custom_fields.'.length)}`] = error.errors[name];
          delete error.errors[name];
        }
    throw error;
  }
}
