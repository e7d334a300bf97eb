import { afterEach, describe, expect, it } from 'vitest';
import { InvalidGtmIdError, isValidGtmId, setupGtm } from './gtm-setup.ts';

afterEach(() => document.getElementById('gtm-script')?.remove());

describe('setupGtm', () => {
  it('accepts GTM- followed by upper-case letters and digits only', () => {
    expect(isValidGtmId('GTM-AB12CD')).toBe(true);
    expect(isValidGtmId('GTM-ab12')).toBe(false);
    expect(isValidGtmId('UA-1234')).toBe(false);
    expect(isValidGtmId('GTM-')).toBe(false);
  });
  it('does nothing when disabled or without an id', () => {
    expect(setupGtm({ enabled: false, id: 'GTM-X1', locale: 'en' })).toBe(false);
    expect(setupGtm({ enabled: true, id: null, locale: 'en' })).toBe(false);
    expect(document.getElementById('gtm-script')).toBeNull();
  });
  it('adds the tag manager script for a valid id', () => {
    expect(setupGtm({ enabled: true, id: 'GTM-X1', locale: 'en' })).toBe(true);
    expect(document.getElementById('gtm-script')?.getAttribute('src')).toContain('id=GTM-X1');
  });
  it('raises the translated error for an invalid id', () => {
    expect(() => setupGtm({ enabled: true, id: 'gtm-x1', locale: 'nb' })).toThrow(InvalidGtmIdError);
    expect(() => setupGtm({ enabled: true, id: 'gtm-x1', locale: 'en' })).toThrow(
      /GTM- followed by upper-case/,
    );
    expect(document.getElementById('gtm-script')).toBeNull();
  });
});
