import { describe, expect, it } from 'vitest';
import { dispositionFileName } from './download-binary.ts';

describe('dispositionFileName', () => {
  it('prefers the UTF-8 name, else the plain one', () => {
    expect(
      dispositionFileName(`attachment; filename="kursbevis-a.pdf"; filename*=UTF-8''Kursbevis%20%C3%B8.pdf`),
    ).toBe('Kursbevis ø.pdf');
    expect(dispositionFileName('inline; filename="certificate.pdf"')).toBe('certificate.pdf');
    expect(dispositionFileName(null)).toBeNull();
  });
});
