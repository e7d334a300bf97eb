import ExcelJS from 'exceljs';

/**
 * The cell separator of a CSV: `;` in the files made for a Norwegian reader (Norwegian Excel opens them as
 * columns), `,` otherwise — told by the first line, outside quotes.
 */
export function csvSeparator(text: string): ',' | ';' {
  const firstLine = text.split(/\r?\n/, 1)[0].replace(/"(?:[^"]|"")*"/g, '');
  return (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
}

/** A CSV by RFC 4180's rules (quoted cells, doubled quotes, CRLF), as the server's export tests read it. */
export function parseCsv(text: string, separator = csvSeparator(text)): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let index = 0; index < body.length; index++) {
    const char = body[index];
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && body[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index++;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** The first sheet of an Excel file as text cells, row by row. */
export async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const cells: string[] = [];
    for (let column = 1; column <= sheet.columnCount; column++) cells.push(String(row.getCell(column).text));
    rows.push(cells);
  });
  return rows;
}
