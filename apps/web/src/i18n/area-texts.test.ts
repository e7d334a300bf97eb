import { afterEach, describe, expect, it } from 'vitest';
import { loadAreaTexts } from './area-texts.ts';
import { i18n, switchLanguage } from './i18n-setup.ts';

describe('area texts', () => {
  afterEach(() => switchLanguage('en'));

  it('are not in the entry, and are there once their area is opened', async () => {
    expect(i18n.exists('organization.company.title')).toBe(false);
    await loadAreaTexts('organization');
    expect(i18n.t('organization.company.title')).toBe('Company overview');
    // The entry's own keys of the area are kept beside them.
    expect(i18n.t('organization.nav.overview')).toBe('Company overview');
  });

  it('follow a language switch once their area was opened', async () => {
    await loadAreaTexts('admin');
    expect(i18n.t('admin.statistics.title')).toBe('Statistics');
    await switchLanguage('nb');
    expect(i18n.t('admin.statistics.title')).toBe('Statistikk');
    expect(i18n.t('admin.nav.overview')).toBe('Oversikt');
  });
});
