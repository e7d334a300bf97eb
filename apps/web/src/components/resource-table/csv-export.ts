import { csvConventions, csvNumber, neutralizeFormula } from '@academy/contracts/spreadsheet';

/**
 * CSV of what a table shows. Cells a spreadsheet would run as a formula (= + - @, tab, carriage return at the
 * start) get a leading apostrophe (DESIGN §9, OWASP "CSV injection"; the rule the server's exports share);
 * every cell is quoted. A file for an nb reader is `;`-separated with decimal commas, so Norwegian Excel opens it
 * as columns (the server's exports follow the same rule, csvConventions).
 */
export type CsvValue = string | number | boolean | null | undefined;

export function neutralizeCell(value: CsvValue, language: 'en' | 'nb' = 'en'): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return neutralizeFormula(csvNumber(value, language));
  return neutralizeFormula(String(value));
}

const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly CsvValue[])[],
  language: 'en' | 'nb' = 'en',
): string {
  const { delimiter } = csvConventions(language);
  const lines = [header, ...rows].map((row) =>
    row.map((cell) => quote(neutralizeCell(cell, language))).join(delimiter),
  );
  // CRLF (RFC 4180) and a byte-order mark so spreadsheet programs read UTF-8 (æ, ø, å) correctly.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Saves text as a file through a temporary link. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
