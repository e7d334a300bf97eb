import { describe, expect, it } from 'vitest';
import { formatPrice, toMainUnit, toMinorUnit } from './product-price.ts';

describe('product prices', () => {
  it('are entered in the main unit and sent in the smallest one, rounded to whole øre', () => {
    expect(toMinorUnit(1490)).toBe(149_000);
    expect(toMinorUnit('1490.5')).toBe(149_050);
    expect(toMinorUnit(0.105)).toBe(11);
    expect(toMainUnit(149_050)).toBe(1490.5);
  });
  it('leave an empty or unreadable amount for the schema to refuse', () => {
    expect(toMinorUnit('')).toBe('');
    expect(toMinorUnit(null)).toBe(null);
    expect(toMinorUnit('abc')).toBe('abc');
  });
  it('are shown with their currency in the interface language', () => {
    // Intl separates with (narrow) no-break spaces.
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(formatPrice(149_000, 'NOK', 'en'))).toBe('NOK 1,490.00');
    expect(plain(formatPrice(149_050, 'NOK', 'nb'))).toBe('1 490,50 kr');
    expect(plain(formatPrice(100, 'EUR', 'en'))).toBe('€1.00');
  });
});
