import type { EnrollmentStanding } from '@academy/contracts/entities/company-report';
import type { TrainingMatrix, TrainingMatrixPerson } from '@academy/contracts/entities/training-matrix';
import type { Locale } from '@academy/contracts/messages';
import type { SpreadsheetColumn } from '../../platform/exports/spreadsheet-writer.ts';
import { standingNames } from './status-columns.ts';

/** The cells' colours in Excel, as the screen's badges: green done, amber under way, red late or lapsed. */
export const standingFills: Record<EnrollmentStanding, string> = {
  completed: 'FFC6EFCE',
  in_progress: 'FFFFEB9C',
  not_started: 'FFE7E6E6',
  overdue: 'FFFFC7CE',
  expired: 'FFF8CBAD',
};

const texts = {
  en: {
    sheet: 'Training matrix',
    file: 'training-matrix',
    name: 'Name',
    email: 'E-mail',
    departments: 'Departments',
  },
  nb: {
    sheet: 'Opplæringsmatrise',
    file: 'opplaeringsmatrise',
    name: 'Navn',
    email: 'E-post',
    departments: 'Avdelinger',
  },
} as const;

export const trainingMatrixNames = (locale: Locale) => texts[locale];

/**
 * The matrix file's columns: the person (name first, frozen), then one column per course whose cell reads
 * "Completed 2026-03-01" / "Overdue 2026-02-10" and is coloured by its status.
 */
export function trainingMatrixColumns(
  locale: Locale,
  courses: TrainingMatrix['courses'],
): SpreadsheetColumn<TrainingMatrixPerson>[] {
  const text = texts[locale];
  const names = standingNames[locale];
  const cellOf = (person: TrainingMatrixPerson, courseId: number) =>
    person.cells.find((cell) => cell.course_id === courseId);
  return [
    {
      header: text.name,
      kind: 'text',
      width: 28,
      value: (person) => `${person.last_name}, ${person.first_name}`,
    },
    { header: text.email, kind: 'text', width: 30, value: (person) => person.email },
    { header: text.departments, kind: 'text', width: 22, value: (person) => person.departments },
    ...courses.map(
      (course): SpreadsheetColumn<TrainingMatrixPerson> => ({
        header: course.title,
        kind: 'text',
        width: 22,
        value: (person) => {
          const cell = cellOf(person, course.id);
          return cell ? [names[cell.status], cell.date].filter(Boolean).join(' ') : null;
        },
        fill: (person) => {
          const cell = cellOf(person, course.id);
          return cell ? standingFills[cell.status] : undefined;
        },
      }),
    ),
  ];
}
