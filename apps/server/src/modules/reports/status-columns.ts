import type { EnrollmentStanding } from '@academy/contracts/entities/company-report';
import type { CustomUserField } from '@academy/contracts/entities/custom-user-field';
import type { Locale } from '@academy/contracts/messages';
import type { SpreadsheetColumn } from '../../platform/exports/spreadsheet-writer.ts';
import { customFieldColumns } from './custom-field-columns.ts';
import type { StatusRow } from './status-rows.ts';

/** The names of the statuses in each language (the status report and the training matrix). */
export const standingNames: Record<Locale, Record<EnrollmentStanding, string>> = {
  en: {
    not_started: 'Not started',
    in_progress: 'In progress',
    completed: 'Completed',
    expired: 'Expired',
    overdue: 'Overdue',
  },
  nb: {
    not_started: 'Ikke startet',
    in_progress: 'Pågår',
    completed: 'Fullført',
    expired: 'Utløpt',
    overdue: 'Forfalt',
  },
};

const texts = {
  en: {
    sheet: 'Status',
    first_name: 'First name',
    last_name: 'Last name',
    email: 'E-mail',
    departments: 'Departments',
    course_code: 'Course code',
    course: 'Course',
    enrolled_as: 'Enrolled as',
    status: 'Status',
    start: 'Start date',
    deadline: 'Deadline',
    last_active: 'Last activity',
    completed: 'Completed',
    certificate_expires: 'Certificate valid until',
    via: { user: 'Person', department: 'Department', company: 'Whole company' },
  },
  nb: {
    sheet: 'Status',
    first_name: 'Fornavn',
    last_name: 'Etternavn',
    email: 'E-post',
    departments: 'Avdelinger',
    course_code: 'Kurskode',
    course: 'Kurs',
    enrolled_as: 'Påmeldt som',
    status: 'Status',
    start: 'Startdato',
    deadline: 'Frist',
    last_active: 'Siste aktivitet',
    completed: 'Fullført',
    certificate_expires: 'Kursbevis gyldig til',
    via: { user: 'Person', department: 'Avdeling', company: 'Hele bedriften' },
  },
} as const;

export const statusSheetName = (locale: Locale) => texts[locale].sheet;

/** The status report's columns: who, which course and how they were enrolled, where they stand and by when. */
export function statusColumns(
  locale: Locale,
  fields: readonly CustomUserField[] = [],
): SpreadsheetColumn<StatusRow>[] {
  const text = texts[locale];
  const names = standingNames[locale];
  return [
    { header: text.first_name, kind: 'text', width: 16, value: (row) => row.first_name },
    { header: text.last_name, kind: 'text', width: 18, value: (row) => row.last_name },
    { header: text.email, kind: 'text', width: 30, value: (row) => row.email },
    { header: text.departments, kind: 'text', width: 24, value: (row) => row.departments },
    { header: text.course_code, kind: 'text', width: 12, value: (row) => row.course_code },
    { header: text.course, kind: 'text', width: 30, value: (row) => row.course_title },
    { header: text.enrolled_as, kind: 'text', width: 16, value: (row) => text.via[row.enrolled_as] },
    { header: text.status, kind: 'text', width: 14, value: (row) => names[row.status] ?? row.status },
    { header: text.start, kind: 'date', width: 12, value: (row) => row.start_date },
    { header: text.deadline, kind: 'date', width: 12, value: (row) => row.deadline },
    { header: text.last_active, kind: 'datetime', width: 20, value: (row) => row.last_active_at },
    { header: text.completed, kind: 'date', width: 12, value: (row) => row.completed_at },
    { header: text.certificate_expires, kind: 'date', width: 20, value: (row) => row.certificate_expires_at },
    ...customFieldColumns<StatusRow>(fields, locale),
  ];
}
