import ExcelJS from 'exceljs';

/**
 * Reading the files the exports write, for tests: a CSV parsed by RFC 4180's rules (quoted cells, doubled
 * quotes, CRLF) and an Excel file read back with exceljs, so a test asserts on the cells a person would see.
 */
/** `delimiter`: ';' for a file made for an nb reader (csvConventions). */
export function parseCsv(text: string, delimiter: ',' | ';' = ','): string[][] {
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
    else if (char === delimiter) {
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

/** The first sheet of an Excel file: its name and every row's cells (ExcelJS values: text, number, Date). */
export async function readXlsx(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its input as its own Buffer type; a Node Buffer of the bytes is what it reads.
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row) => {
    const cells: ExcelJS.CellValue[] = [];
    for (let column = 1; column <= sheet.columnCount; column++) cells.push(row.getCell(column).value);
    rows.push(cells);
  });
  return { name: sheet.name, sheet, rows };
}
