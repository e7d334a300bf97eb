import { afterEach, describe, expect, it } from 'vitest';
import { loadAreaTexts } from './area-texts.ts';
import entryTexts from './en.json';
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

  it('bring the feature texts both areas share, beside the entry’s', async () => {
    // Not in the entry: they come with the area.
    expect(Object.keys(entryTexts)).not.toContain('users');
    await loadAreaTexts('organization');
    expect(i18n.t('users.title')).toBe('Users');
    expect(i18n.t('fields.is_active')).toBe('Active');
    // The entry's field labels (sign-up's) are kept beside the shared ones.
    expect(i18n.t('fields.email')).toBe('E-mail');
  });
});
