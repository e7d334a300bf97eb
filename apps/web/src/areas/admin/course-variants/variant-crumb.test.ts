import { describe, expect, it } from 'vitest';
import { variantCrumb } from './variant-crumb.ts';

const norsk = {
  id: 2,
  uuid: '00000000-0000-4000-8000-000000000002',
  fqmi: 'language:2',
  header: 'Norsk',
  code: 'nb',
};

describe('variantCrumb', () => {
  it("names the variant's language, so a variant titled like its course does not repeat it", () => {
    expect(variantCrumb({ title: 'Fire safety', language: norsk })).toBe('Fire safety (Norsk)');
  });

  it('is the title alone for a variant without a language', () => {
    expect(variantCrumb({ title: 'Fire safety', language: null })).toBe('Fire safety');
  });
});
