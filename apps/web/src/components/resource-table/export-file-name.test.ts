import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAreaTexts } from '../../i18n/area-texts.ts';
import { i18n, switchLanguage } from '../../i18n/i18n-setup.ts';
import { exportFileName } from './export-file-name.ts';

describe("a table export's file name", () => {
  beforeAll(async () => {
    await loadAreaTexts('admin');
    await loadAreaTexts('organization');
  });
  afterAll(() => switchLanguage('en'));

  it("is in the reader's language", async () => {
    await switchLanguage('nb');
    expect(exportFileName('organization-users', i18n.t, '2026-12-02')).toBe('brukere-2026-12-02.csv');
    expect(exportFileName('admin-changelog-courses', i18n.t, '2026-12-02')).toBe(
      'endringslogg-courses-2026-12-02.csv',
    );
    await switchLanguage('en');
    expect(exportFileName('organization-users', i18n.t, '2026-12-02')).toBe('users-2026-12-02.csv');
    expect(exportFileName('admin-certificates', i18n.t, '2026-12-02')).toBe('certificates-2026-12-02.csv');
  });

  it('keeps the name of a table it does not know', () => {
    expect(exportFileName('admin-something-new', i18n.t, '2026-12-02')).toBe('something-new-2026-12-02.csv');
    expect(exportFileName('elsewhere', i18n.t, '2026-12-02')).toBe('elsewhere-2026-12-02.csv');
  });
});
