import { type CustomUserField, customFieldLabel } from '@academy/contracts/entities/custom-user-field';
import type { Locale } from '@academy/contracts/messages';
import type { SpreadsheetColumn } from '../../platform/exports/spreadsheet-writer.ts';

/** A report line that carries its learner's answers to the company's custom user fields (issue 21 §5). */
export type WithCustomFields = { custom_fields: Record<string, string> | null };

/** One column per custom user field of the report's company, headed by its label in the report's language. */
export function customFieldColumns<Row extends WithCustomFields>(
  fields: readonly CustomUserField[],
  locale: Locale,
): SpreadsheetColumn<Row>[] {
  return fields.map((field) => ({
    header: customFieldLabel(field, locale),
    kind: 'text',
    width: 20,
    value: (row) =>
      row.custom_fields && Object.hasOwn(row.custom_fields, field.key) ? row.custom_fields[field.key] : null,
  }));
}
