import type { CustomUserField } from '@academy/contracts/entities/custom-user-field';
import type { QualificationStatus } from '@academy/contracts/entities/qualification';
import { formatLanguageName } from '@academy/contracts/format';
import type { Locale } from '@academy/contracts/messages';
import type { SpreadsheetColumn } from '../../platform/exports/spreadsheet-writer.ts';
import { customFieldColumns } from './custom-field-columns.ts';
import type { ReportRow } from './report-rows.ts';

type Texts = {
  sheet: string;
  columns: Record<
    | 'first_name'
    | 'last_name'
    | 'email'
    | 'departments'
    | 'course_code'
    | 'course'
    | 'variant'
    | 'language'
    | 'status'
    | 'score'
    | 'last_active'
    | 'completed'
    | 'certificate_issued'
    | 'certificate_expires',
    string
  >;
  statuses: Record<QualificationStatus, string>;
};

/** The report's words in each language: headings and status names (the file is in the requester's language). */
const texts: Record<Locale, Texts> = {
  en: {
    sheet: 'Qualifications',
    columns: {
      first_name: 'First name',
      last_name: 'Last name',
      email: 'E-mail',
      departments: 'Departments',
      course_code: 'Course code',
      course: 'Course',
      variant: 'Course variant',
      language: 'Language',
      status: 'Status',
      score: 'Score (%)',
      last_active: 'Last activity',
      completed: 'Completed',
      certificate_issued: 'Certificate issued',
      certificate_expires: 'Certificate valid until',
    },
    statuses: {
      not_started: 'Not started',
      in_progress: 'In progress',
      completed: 'Completed',
      expired: 'Expired',
    },
  },
  nb: {
    sheet: 'Kvalifikasjoner',
    columns: {
      first_name: 'Fornavn',
      last_name: 'Etternavn',
      email: 'E-post',
      departments: 'Avdelinger',
      course_code: 'Kurskode',
      course: 'Kurs',
      variant: 'Kursvariant',
      language: 'Språk',
      status: 'Status',
      score: 'Poengsum (%)',
      last_active: 'Siste aktivitet',
      completed: 'Fullført',
      certificate_issued: 'Kursbevis utstedt',
      certificate_expires: 'Kursbevis gyldig til',
    },
    statuses: {
      not_started: 'Ikke startet',
      in_progress: 'Pågår',
      completed: 'Fullført',
      expired: 'Utløpt',
    },
  },
};

export const reportSheetName = (locale: Locale) => texts[locale].sheet;

/**
 * The columns of a qualification report, as a training manager reads it: who (name, e-mail, departments in
 * the company), what (course code and title in the report's language, the variant and its language), and
 * where they stand (status, score, last activity, completion and the certificate's dates).
 */
export function reportColumns(
  locale: Locale,
  fields: readonly CustomUserField[] = [],
): SpreadsheetColumn<ReportRow>[] {
  const { columns: heading, statuses } = texts[locale];
  return [
    { header: heading.first_name, kind: 'text', width: 16, value: (row) => row.first_name },
    { header: heading.last_name, kind: 'text', width: 18, value: (row) => row.last_name },
    { header: heading.email, kind: 'text', width: 30, value: (row) => row.email },
    { header: heading.departments, kind: 'text', width: 24, value: (row) => row.departments },
    { header: heading.course_code, kind: 'text', width: 12, value: (row) => row.course_code },
    { header: heading.course, kind: 'text', width: 30, value: (row) => row.course_title },
    { header: heading.variant, kind: 'text', width: 30, value: (row) => row.variant_title },
    {
      header: heading.language,
      kind: 'text',
      width: 12,
      value: (row) => formatLanguageName(row.language_code, locale, row.language),
    },
    { header: heading.status, kind: 'text', width: 14, value: (row) => statuses[row.status] ?? row.status },
    { header: heading.score, kind: 'number', width: 12, value: (row) => row.score },
    { header: heading.last_active, kind: 'datetime', width: 20, value: (row) => row.last_active_at },
    { header: heading.completed, kind: 'date', width: 12, value: (row) => row.completed_at },
    {
      header: heading.certificate_issued,
      kind: 'date',
      width: 16,
      value: (row) => row.certificate_issued_at,
    },
    {
      header: heading.certificate_expires,
      kind: 'date',
      width: 20,
      value: (row) => row.certificate_expires_at,
    },
    ...customFieldColumns<ReportRow>(fields, locale),
  ];
}
