import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parseCsv, readXlsx } from './spreadsheet-test-support.ts';
import { type SpreadsheetColumn, type SpreadsheetFormat, writeSpreadsheet } from './spreadsheet-writer.ts';

type Row = { name: string; score: number | null; at: string | null };

const columns: SpreadsheetColumn<Row>[] = [
  { header: 'Name', kind: 'text', value: (row) => row.name },
  { header: 'Score', kind: 'number', value: (row) => row.score },
  { header: 'Day', kind: 'date', value: (row) => row.at },
  { header: 'When', kind: 'datetime', value: (row) => row.at },
];

async function* batches(rows: Row[], size: number) {
  for (let index = 0; index < rows.length; index += size) yield rows.slice(index, index + size);
}

async function write(
  format: SpreadsheetFormat,
  rows: Row[],
  onRows?: (written: number) => void,
  locale: 'en' | 'nb' = 'en',
) {
  const output = new PassThrough();
  const bytes = buffer(output);
  const written = await writeSpreadsheet(output, {
    format,
    locale,
    sheetName: 'People and their scores, a long sheet name',
    columns,
    batches: batches(rows, 2),
    onRows,
  });
  return { written, bytes: await bytes };
}

const rows: Row[] = [
  { name: 'Åse Ødegård', score: 90, at: '2026-03-04T05:06:07.000Z' },
  { name: '=HYPERLINK("http://evil.test","x")', score: null, at: null },
  { name: 'Says "hi", then\nleaves', score: 0, at: '2026-01-01T00:00:00.000Z' },
  { name: '@SUM(1)', score: 5, at: null },
  { name: '-2+3', score: 7, at: null },
];

describe('writeSpreadsheet', () => {
  it('writes CSV: a byte-order mark, every cell quoted, CRLF, UTC dates, formulas neutralised', async () => {
    const progress: number[] = [];
    const { written, bytes } = await write('csv', rows, (count) => {
      progress.push(count);
    });
    expect(written).toBe(5);
    expect(progress).toEqual([2, 4, 5]);
    const text = bytes.toString('utf8');
    expect(text.startsWith('\uFEFF"Name","Score","Day","When"\r\n')).toBe(true);
    expect(parseCsv(text)).toEqual([
      ['Name', 'Score', 'Day', 'When'],
      ['Åse Ødegård', '90', '2026-03-04', '2026-03-04 05:06:07'],
      ['\'=HYPERLINK("http://evil.test","x")', '', '', ''],
      ['Says "hi", then\nleaves', '0', '2026-01-01', '2026-01-01 00:00:00'],
      ["'@SUM(1)", '5', '', ''],
      ["'-2+3", '7', '', ''],
    ]);
  });

  it('writes CSV for an nb reader with ; between cells and a decimal comma, so Norwegian Excel opens columns', async () => {
    const { bytes } = await write('csv', [{ name: 'Åse; Ødegård', score: 87.5, at: null }], undefined, 'nb');
    const text = bytes.toString('utf8');
    expect(text.startsWith('\uFEFF"Name";"Score";"Day";"When"\r\n')).toBe(true);
    expect(text).toContain('"Åse; Ødegård";"87,5";;\r\n');
    expect(parseCsv(text, ';')).toEqual([
      ['Name', 'Score', 'Day', 'When'],
      ['Åse; Ødegård', '87,5', '', ''],
    ]);
  });

  it('writes Excel that exceljs reads back: typed numbers and dates, text never a formula', async () => {
    const { written, bytes } = await write('xlsx', rows);
    expect(written).toBe(5);
    const { name, sheet, rows: read } = await readXlsx(bytes);
    expect(name).toBe('People and their scores, a long'.slice(0, 31));
    expect(read[0]).toEqual(['Name', 'Score', 'Day', 'When']);
    expect(read[1]).toEqual([
      'Åse Ødegård',
      90,
      new Date('2026-03-04T05:06:07.000Z'),
      new Date('2026-03-04T05:06:07.000Z'),
    ]);
    expect(read[2][0]).toBe('\'=HYPERLINK("http://evil.test","x")');
    expect(sheet.getCell('A3').type).toBe(ExcelJS.ValueType.String);
    expect(read.slice(1).map((row) => row[0])).toEqual([
      'Åse Ødegård',
      '\'=HYPERLINK("http://evil.test","x")',
      'Says "hi", then\nleaves',
      "'@SUM(1)",
      "'-2+3",
    ]);
    expect(sheet.getCell('C2').numFmt).toBe('yyyy-mm-dd');
  });

  it('writes a heading alone when there are no rows', async () => {
    const csv = await write('csv', []);
    expect(csv.written).toBe(0);
    expect(parseCsv(csv.bytes.toString('utf8'))).toEqual([['Name', 'Score', 'Day', 'When']]);
    const xlsx = await write('xlsx', []);
    expect((await readXlsx(xlsx.bytes)).rows).toEqual([['Name', 'Score', 'Day', 'When']]);
  });

  it('destroys the output with the error when the rows fail, so a storage write keeps nothing', async () => {
    const output = new PassThrough();
    const failing = (async function* () {
      yield [rows[0]];
      throw new Error('database gone');
    })();
    const errored = new Promise((resolve) => output.on('error', resolve));
    output.resume();
    await expect(
      writeSpreadsheet(output, { format: 'xlsx', locale: 'en', sheetName: 'x', columns, batches: failing }),
    ).rejects.toThrow('database gone');
    expect(((await errored) as Error).message).toBe('database gone');
    expect(output.destroyed).toBe(true);
  });

  it('stops, without waiting forever, when the output closes before the file is complete', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const output = new PassThrough();
      let reads = 0;
      output.on('data', () => {
        reads += 1;
        // A client that goes away after the first bytes: the output closes without an error.
        if (reads === 1) output.destroy();
      });
      const many = (async function* () {
        for (let index = 0; index < 50; index++) yield Array.from({ length: 200 }, () => rows[0]);
      })();
      await expect(
        writeSpreadsheet(output, { format, locale: 'en', sheetName: 'x', columns, batches: many }),
      ).rejects.toThrow('The output closed before the file was complete.');
    }
  });
});
