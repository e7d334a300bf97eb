/** The files the API writes from tables (reports, the users export): Excel or CSV, with their types. */
export const spreadsheetFormats = ['xlsx', 'csv'] as const;
export type SpreadsheetFormat = (typeof spreadsheetFormats)[number];

export const spreadsheetContentTypes: Record<SpreadsheetFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/**
 * Text a spreadsheet would run as a formula when it starts a cell (= + - @, tab, carriage return) gets a
 * leading apostrophe (DESIGN §9, OWASP "CSV injection"). One rule for every export: the web's table CSV and
 * the server's reports and user exports (CSV and Excel).
 */
const formulaStart = /^[=+\-@\t\r]/;

export function neutralizeFormula(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

/**
 * How a CSV file is written for its reader: Norwegian Excel reads `;` as the column separator and a comma as
 * the decimal sign (a `,`-separated file opens as one column there); English keeps `,` and the decimal point.
 * One rule for the server's files and the web's table export.
 */
export function csvConventions(locale: 'en' | 'nb'): { delimiter: ',' | ';'; decimal: '.' | ',' } {
  return locale === 'nb' ? { delimiter: ';', decimal: ',' } : { delimiter: ',', decimal: '.' };
}

/** A number as a CSV cell in the reader's convention (decimal comma in nb). */
export function csvNumber(value: number | string, locale: 'en' | 'nb'): string {
  const text = String(value);
  return csvConventions(locale).decimal === ',' ? text.replace('.', ',') : text;
}
