import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { neutralizeFormula } from '@academy/contracts/spreadsheet-cell';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';

export type SpreadsheetFormat = 'csv' | 'xlsx';

/** What a cell holds: text, a number, or a moment shown as a date or a date and time (UTC, spec §9 formats). */
export type CellKind = 'text' | 'number' | 'date' | 'datetime';
export type CellValue = string | number | Date | null;

export type SpreadsheetColumn<R> = {
  header: string;
  kind: CellKind;
  /** Width in characters in the Excel file. */
  width?: number;
  value(row: R): CellValue;
};

export type SpreadsheetInput<R> = {
  format: SpreadsheetFormat;
  /** The worksheet's name in the Excel file (at most 31 characters, as Excel allows). */
  sheetName: string;
  columns: readonly SpreadsheetColumn<R>[];
  /** The rows, a batch at a time: only one batch is held in memory. */
  batches: AsyncIterable<readonly R[]>;
  /** Called after each batch with the number of rows written so far (progress). */
  onRows?(written: number): Promise<void> | void;
};

const excelFormats: Record<CellKind, string | undefined> = {
  text: '@',
  number: undefined,
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm:ss',
};

const asDate = (value: CellValue) => (value instanceof Date ? value : new Date(String(value)));

/** YYYY-MM-DD and YYYY-MM-DD HH:mm:ss in UTC (spec §9), as CSV text. */
function csvText(kind: CellKind, value: CellValue): string {
  if (value === null || value === '') return '';
  if (kind === 'date') return asDate(value).toISOString().slice(0, 10);
  if (kind === 'datetime') return asDate(value).toISOString().slice(0, 19).replace('T', ' ');
  if (kind === 'number') return String(value);
  return neutralizeFormula(String(value));
}

/** Excel keeps numbers and dates typed; text is neutralised like the CSV's, so a copy into CSV stays safe. */
function excelValue(kind: CellKind, value: CellValue): string | number | Date | null {
  if (value === null || value === '') return null;
  if (kind === 'date' || kind === 'datetime') return asDate(value);
  if (kind === 'number') return typeof value === 'number' ? value : Number(value);
  return neutralizeFormula(String(value));
}

/** Waits while the output's buffer is full, so a slow disk or client holds the producer back. */
async function drained(output: Writable): Promise<void> {
  if (output.writableNeedDrain && !output.destroyed) await once(output, 'drain');
}

async function writeCsv<R>(output: Writable, input: SpreadsheetInput<R>): Promise<number> {
  // A byte-order mark so spreadsheet programs read UTF-8 (æ, ø, å); CRLF and every cell quoted (RFC 4180),
  // as the web's table export writes it.
  const csv = stringify({ bom: true, quoted: true, record_delimiter: 'windows' });
  csv.pipe(output);
  const write = async (record: string[]) => {
    if (!csv.write(record)) await once(csv, 'drain');
  };
  await write(input.columns.map((column) => neutralizeFormula(column.header)));
  let written = 0;
  for await (const batch of input.batches) {
    for (const row of batch)
      await write(input.columns.map((column) => csvText(column.kind, column.value(row))));
    written += batch.length;
    await drained(output);
    await input.onRows?.(written);
  }
  const finished = once(output, 'finish');
  csv.end();
  await finished;
  return written;
}

async function writeXlsx<R>(output: Writable, input: SpreadsheetInput<R>): Promise<number> {
  // The streaming writer: each committed row goes out at once; inline strings (no shared-string table), so
  // memory stays flat however many rows there are.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(input.sheetName.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = input.columns.map((column, index) => ({
    key: String(index),
    header: neutralizeFormula(column.header),
    width: column.width ?? 16,
    style: excelFormats[column.kind] ? { numFmt: excelFormats[column.kind] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: input.columns.length } };
  let written = 0;
  for await (const batch of input.batches) {
    for (const row of batch)
      sheet.addRow(input.columns.map((column) => excelValue(column.kind, column.value(row)))).commit();
    written += batch.length;
    await drained(output);
    await input.onRows?.(written);
  }
  sheet.commit();
  // Resolves once the output has finished (and rejects when it fails): exceljs waits for its 'finish'.
  await workbook.commit();
  return written;
}

/**
 * Writes rows as a CSV or Excel file into `output` (a file in the storage, or an HTTP answer), streaming:
 * one batch of rows in memory at a time, and the producer waits whenever the output is behind. Text cells
 * are neutralised against formula injection in both formats. Resolves with the number of rows once the
 * output has finished; a failure destroys the output with the error (a storage write then keeps nothing).
 */
export async function writeSpreadsheet<R>(output: Writable, input: SpreadsheetInput<R>): Promise<number> {
  try {
    return input.format === 'csv' ? await writeCsv(output, input) : await writeXlsx(output, input);
  } catch (error) {
    output.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}
