import { describe, expect, it } from 'vitest';
import { neutralizeCell, toCsv } from './csv-export.ts';

describe('CSV export', () => {
  it('neutralises cells a spreadsheet would run as a formula (DESIGN §9)', () => {
    for (const text of ['=1+1', '+47 123', '-2', '@SUM(A1)', '\tx', '\rx'])
      expect(neutralizeCell(text)).toBe(`'${text}`);
    expect(neutralizeCell('Nordlys = best')).toBe('Nordlys = best');
    expect(neutralizeCell(-2)).toBe("'-2");
    expect(neutralizeCell(null)).toBe('');
  });
  it('quotes every cell, doubles quotes, and starts with a byte-order mark for UTF-8', () => {
    const csv = toCsv(
      ['Name', 'Code'],
      [
        ['Norsk "bokmål"', 'nb'],
        ['=cmd', undefined],
      ],
    );
    expect(csv).toBe('\uFEFF"Name","Code"\r\n"Norsk ""bokmål""","nb"\r\n"\'=cmd",""\r\n');
  });

  it('separates cells with ; and writes decimal commas for an nb reader (Norwegian Excel), with , for en', () => {
    const rows = [['Åse', 87.5, -2]];
    expect(toCsv(['Name', 'Score', 'Delta'], rows, 'nb')).toBe(
      '\uFEFF"Name";"Score";"Delta"\r\n"Åse";"87,5";"\'-2"\r\n',
    );
    expect(toCsv(['Name', 'Score', 'Delta'], rows, 'en')).toBe(
      '\uFEFF"Name","Score","Delta"\r\n"Åse","87.5","\'-2"\r\n',
    );
  });
});
