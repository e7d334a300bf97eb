import type { Writable } from 'node:stream';
import {
  csvConventions,
  csvNumber,
  neutralizeFormula,
  type SpreadsheetFormat,
} from '@academy/contracts/spreadsheet';
import { stringify } from 'csv-stringify/sync';

export type { SpreadsheetFormat };

/** What a cell holds: text, a number, or a moment shown as a date or a date and time (UTC, spec §9 formats). */
export type CellKind = 'text' | 'number' | 'date' | 'datetime';
export type CellValue = string | number | Date | null;

export type SpreadsheetColumn<R> = {
  header: string;
  kind: CellKind;
  /** Width in characters in the Excel file. */
  width?: number;
  value(row: R): CellValue;
  /** The cell's background in the Excel file (ARGB, e.g. 'FFC6EFCE'); CSV has none. */
  fill?(row: R): string | undefined;
};

export type SpreadsheetInput<R> = {
  format: SpreadsheetFormat;
  /** The reader's language: a CSV for nb is `;`-separated with decimal commas (Norwegian Excel). */
  locale: 'en' | 'nb';
  /** The worksheet's name in the Excel file (at most 31 characters, as Excel allows). */
  sheetName: string;
  columns: readonly SpreadsheetColumn<R>[];
  /** Columns kept in view while scrolling sideways in Excel (the header row always is). */
  frozenColumns?: number;
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
function csvText(kind: CellKind, value: CellValue, locale: 'en' | 'nb'): string {
  if (value === null || value === '') return '';
  if (kind === 'date') return asDate(value).toISOString().slice(0, 10);
  if (kind === 'datetime') return asDate(value).toISOString().slice(0, 19).replace('T', ' ');
  if (kind === 'number') return csvNumber(value as number | string, locale);
  return neutralizeFormula(String(value));
}

/** Excel keeps numbers and dates typed; text is neutralised like the CSV's, so a copy into CSV stays safe. */
function excelValue(kind: CellKind, value: CellValue): string | number | Date | null {
  if (value === null || value === '') return null;
  if (kind === 'date' || kind === 'datetime') return asDate(value);
  if (kind === 'number') return typeof value === 'number' ? value : Number(value);
  return neutralizeFormula(String(value));
}

/** Why an output stopped before the file was complete: its error, or its being closed (a client gone). */
const closedEarly = (output: Writable) =>
  output.errored ?? new Error('The output closed before the file was complete.');

/** Resolves once the output can take more; rejects when it fails or closes first (never waits forever). */
function drain(output: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      output.off('drain', onDrain).off('close', onClose).off('error', onError);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(closedEarly(output));
    const onError = (error: Error) => settle(error);
    output.on('drain', onDrain).on('close', onClose).on('error', onError);
  });
}

/**
 * Between batches: stops when the output has failed or closed, waits while its buffer is full (a slow disk or
 * client holds the producer back), and gives the event loop a turn. With an in-process database (PGlite) every
 * query resolves without I/O, so a long export would otherwise keep the process from answering anyone else.
 */
async function drained(output: Writable): Promise<void> {
  if (output.destroyed) throw closedEarly(output);
  if (output.writableNeedDrain) await drain(output);
  await new Promise<void>((resolve) => setImmediate(resolve));
}

/** Resolves when the output has finished; rejects when it fails or closes first. */
function finished(output: Writable): Promise<void> {
  if (output.writableFinished) return Promise.resolve();
  if (output.destroyed) return Promise.reject(closedEarly(output));
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      output.off('finish', onFinish).off('close', onClose).off('error', onError);
      if (error) reject(error);
      else resolve();
    };
    const onFinish = () => settle();
    const onClose = () => settle(closedEarly(output));
    const onError = (error: Error) => settle(error);
    output.on('finish', onFinish).on('close', onClose).on('error', onError);
  });
}

async function writeCsv<R>(output: Writable, input: SpreadsheetInput<R>): Promise<number> {
  // A byte-order mark so spreadsheet programs read UTF-8 (æ, ø, å); CRLF and every cell quoted (RFC 4180),
  // as the web's table export writes it. Each batch becomes one piece of text, written with backpressure.
  const options = {
    quoted: true,
    record_delimiter: 'windows',
    delimiter: csvConventions(input.locale).delimiter,
  } as const;
  output.write(
    stringify([input.columns.map((column) => neutralizeFormula(column.header))], { ...options, bom: true }),
  );
  let written = 0;
  for await (const batch of input.batches) {
    const records = batch.map((row) =>
      input.columns.map((column) => csvText(column.kind, column.value(row), input.locale)),
    );
    output.write(stringify(records, options));
    written += batch.length;
    await drained(output);
    await input.onRows?.(written);
  }
  const done = finished(output);
  output.end();
  await done;
  return written;
}

async function writeXlsx<R>(output: Writable, input: SpreadsheetInput<R>): Promise<number> {
  // Loaded when a workbook is written, not when the server starts: it is the heaviest module the server has.
  const { default: ExcelJS } = await import('exceljs');
  // The streaming writer: each committed row goes out at once; inline strings (no shared-string table), so
  // memory stays flat however many rows there are.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(input.sheetName.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1, xSplit: input.frozenColumns ?? 0 }],
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
    for (const row of batch) {
      const added = sheet.addRow(input.columns.map((column) => excelValue(column.kind, column.value(row))));
      input.columns.forEach((column, index) => {
        const color = column.fill?.(row);
        if (color)
          added.getCell(index + 1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: color } };
      });
      added.commit();
    }
    written += batch.length;
    await drained(output);
    await input.onRows?.(written);
  }
  if (output.destroyed) throw closedEarly(output);
  sheet.commit();
  // exceljs resolves once the output has finished, but waits forever for an output that closed without an
  // error: the output's own end decides.
  const done = finished(output);
  const committed = workbook.commit();
  // Whichever settles second has no listener left: its outcome is the same as the first's.
  done.catch(() => undefined);
  committed.catch(() => undefined);
  await Promise.race([committed, done]);
  await done;
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
