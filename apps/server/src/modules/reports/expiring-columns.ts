import type { CustomUserField } from '@academy/contracts/entities/custom-user-field';
import type { Locale } from '@academy/contracts/messages';
import type { SpreadsheetColumn } from '../../platform/exports/spreadsheet-writer.ts';
import { customFieldColumns } from './custom-field-columns.ts';
import type { ExpiringRow } from './expiring-rows.ts';

const texts = {
  en: {
    sheet: 'Expiring certificates',
    first_name: 'First name',
    last_name: 'Last name',
    email: 'E-mail',
    departments: 'Departments',
    course_code: 'Course code',
    course: 'Course',
    certificate: 'Certificate',
    issued: 'Issued',
    expires: 'Valid until',
    days_left: 'Days left',
  },
  nb: {
    sheet: 'Kursbevis som utløper',
    first_name: 'Fornavn',
    last_name: 'Etternavn',
    email: 'E-post',
    departments: 'Avdelinger',
    course_code: 'Kurskode',
    course: 'Kurs',
    certificate: 'Kursbevis',
    issued: 'Utstedt',
    expires: 'Gyldig til',
    days_left: 'Dager igjen',
  },
} as const;

export const expiringSheetName = (locale: Locale) => texts[locale].sheet;

/** The expiring report's columns: who, which certificate, and when it lapses. */
export function expiringColumns(
  locale: Locale,
  fields: readonly CustomUserField[] = [],
): SpreadsheetColumn<ExpiringRow>[] {
  const text = texts[locale];
  return [
    { header: text.first_name, kind: 'text', width: 16, value: (row) => row.first_name },
    { header: text.last_name, kind: 'text', width: 18, value: (row) => row.last_name },
    { header: text.email, kind: 'text', width: 30, value: (row) => row.email },
    { header: text.departments, kind: 'text', width: 24, value: (row) => row.departments },
    { header: text.course_code, kind: 'text', width: 12, value: (row) => row.course_code },
    { header: text.course, kind: 'text', width: 30, value: (row) => row.course_title },
    { header: text.certificate, kind: 'text', width: 30, value: (row) => row.certificate_title },
    { header: text.issued, kind: 'date', width: 12, value: (row) => row.issued_at },
    { header: text.expires, kind: 'date', width: 12, value: (row) => row.expires_at },
    { header: text.days_left, kind: 'number', width: 10, value: (row) => row.days_left },
    ...customFieldColumns<ExpiringRow>(fields, locale),
  ];
}
