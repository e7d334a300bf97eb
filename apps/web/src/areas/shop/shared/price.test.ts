import { describe, expect, it } from 'vitest';
import { formatPrice, plainText } from './price.ts';

describe('formatPrice', () => {
  it('writes øre as kroner in the reader’s locale', () => {
    expect(formatPrice(49_900, 'NOK', 'en')).toMatch(/NOK\s?499\.00/);
    expect(formatPrice(49_900, 'NOK', 'nb')).toMatch(/499,00\s?kr/);
    expect(formatPrice(1_250, 'EUR', 'en')).toBe('€12.50');
  });
  it('still shows an amount with an unknown currency code', () => {
    expect(formatPrice(100, 'XX1', 'en')).toBe('1.00 XX1');
  });
  it('strips markup from a description', () => {
    expect(plainText('<p>Safe <b>work</b></p>')).toBe('Safe work');
  });
});
