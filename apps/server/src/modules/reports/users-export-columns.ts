import { type CustomUserField, customFieldLabel } from '@academy/contracts/entities/custom-user-field';
import type { Locale } from '@academy/contracts/messages';
import type { SpreadsheetColumn } from '../../platform/exports/spreadsheet-writer.ts';
import type { ExportedUser } from './users-export-rows.ts';

const texts = {
  en: {
    file: 'users',
    sheet: 'Users',
    yes: 'Yes',
    no: 'No',
    columns: {
      first_name: 'First name',
      last_name: 'Last name',
      email: 'E-mail',
      companies: 'Companies',
      departments: 'Departments',
      manager: 'Manager',
      active: 'Active',
      last_login: 'Last sign-in',
      created: 'Created',
    },
  },
  nb: {
    file: 'brukere',
    sheet: 'Brukere',
    yes: 'Ja',
    no: 'Nei',
    columns: {
      first_name: 'Fornavn',
      last_name: 'Etternavn',
      email: 'E-post',
      companies: 'Bedrifter',
      departments: 'Avdelinger',
      manager: 'Leder',
      active: 'Aktiv',
      last_login: 'Siste innlogging',
      created: 'Opprettet',
    },
  },
} as const satisfies Record<Locale, unknown>;

/** The export's file name and sheet name in the reader's language. */
export const usersExportNames = (locale: Locale) => ({
  file: texts[locale].file,
  sheet: texts[locale].sheet,
});

/**
 * The users list as an administrator or manager exports it: who, where they belong, and their account, then
 * one column per custom user field of the reader's companies (issue 21 §5), headed by its label.
 */
export function usersExportColumns(
  locale: Locale,
  fields: readonly CustomUserField[] = [],
): SpreadsheetColumn<ExportedUser>[] {
  const { columns: heading, yes, no } = texts[locale];
  const flag = (value: boolean) => (value ? yes : no);
  return [
    { header: heading.first_name, kind: 'text', width: 16, value: (row) => row.first_name },
    { header: heading.last_name, kind: 'text', width: 18, value: (row) => row.last_name },
    { header: heading.email, kind: 'text', width: 30, value: (row) => row.email },
    { header: heading.companies, kind: 'text', width: 24, value: (row) => row.companies },
    { header: heading.departments, kind: 'text', width: 24, value: (row) => row.departments },
    { header: heading.manager, kind: 'text', width: 10, value: (row) => flag(row.is_manager) },
    { header: heading.active, kind: 'text', width: 10, value: (row) => flag(row.is_active) },
    { header: heading.last_login, kind: 'datetime', width: 20, value: (row) => row.last_login_at },
    { header: heading.created, kind: 'date', width: 12, value: (row) => row.created_at },
    ...fields.map(
      (field): SpreadsheetColumn<ExportedUser> => ({
        header: customFieldLabel(field, locale),
        kind: 'text',
        width: 20,
        value: (row) => (Object.hasOwn(row.custom_fields, field.key) ? row.custom_fields[field.key] : null),
      }),
    ),
  ];
}
