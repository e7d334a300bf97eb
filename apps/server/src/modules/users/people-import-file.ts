import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';

/** A file's cells as text, row by row; the first row holds the headers. */
export type SheetTable = string[][];

/** The first bytes of every .xlsx (a zip archive): "PK\x03\x04". */
const isZip = (content: Buffer) => content.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

/** A cell's value as the person typed it: text, a number, a hyperlink's text, a formula's result, a date's day. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    return '';
  }
  return String(value);
}

async function readWorkbook(content: Buffer): Promise<SheetTable> {
  // Loaded when a workbook is read, not when the server starts: it is the heaviest module the server has.
  const { default: ExcelLibrary } = await import('exceljs');
  const workbook = new ExcelLibrary.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const table: SheetTable = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    // row.values is 1-based: index 0 is always empty.
    for (let column = 1; column <= row.cellCount; column++)
      cells.push(cellText(row.getCell(column).value).trim());
    table.push(cells);
  });
  return table;
}

/** The header line's separator: a semicolon when it has one (so "Sales,Operations" stays one cell), else a comma. */
function delimiterOf(content: Buffer): string {
  const header = content.subarray(0, 4096).toString('utf8').split(/\r?\n/, 1)[0];
  return header.includes(';') ? ';' : ',';
}

/**
 * Reads an uploaded people file: an Excel workbook (its first sheet) when the content is a zip archive, else
 * CSV separated by commas or semicolons (Excel in Norwegian saves with semicolons, the header tells which), with or without a BOM.
 * Rows without any text are left out. Throws when the content is neither.
 */
export async function readPeopleFile(content: Buffer): Promise<SheetTable> {
  const table = isZip(content)
    ? await readWorkbook(content)
    : (parse(content, {
        bom: true,
        delimiter: delimiterOf(content),
        relax_column_count: true,
        skip_empty_lines: true,
        trim: true,
      }) as string[][]);
  return table.filter((row) => row.some((cell) => cell !== ''));
}
