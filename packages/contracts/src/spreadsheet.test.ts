import { describe, expect, it } from 'vitest';
import { neutralizeFormula } from './spreadsheet.ts';

describe('neutralizeFormula', () => {
  it('prefixes text a spreadsheet would run as a formula', () => {
    for (const text of ['=SUM(A1)', '+1', '-2+3', '@cmd', '\tx', '\rx'])
      expect(neutralizeFormula(text)).toBe(`'${text}`);
  });

  it('leaves other text as it is, formula characters inside it included', () => {
    for (const text of ['', 'Lene Larsen', 'a=b', "'quoted", ' =padded', 'Ærlig'])
      expect(neutralizeFormula(text)).toBe(text);
  });
});
