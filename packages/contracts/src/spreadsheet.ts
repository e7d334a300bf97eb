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
