import { describe, expect, it } from 'vitest';
import { textOn } from './readable-text.ts';

describe('the text colour on a company colour', () => {
  it('is white on dark colours and near-black on light ones', () => {
    expect(textOn('#0b6e4f')).toBe('#ffffff');
    expect(textOn('#7a1f3d')).toBe('#ffffff');
    expect(textOn('#f5d76e')).toBe('#1a1b1e');
    expect(textOn('#FFFFFF')).toBe('#1a1b1e');
  });

  it('takes white for what is not a six-digit colour', () => {
    expect(textOn(null)).toBe('#ffffff');
    expect(textOn('teal')).toBe('#ffffff');
  });
});
