import { describe, expect, it } from 'vitest';
import en from './en.json';
import nb from './nb.json';
import { textFileOf } from './text-files.ts';

/**
 * Counts read right in both languages ("1 lesson", "2 lessons"; "1 leksjon", "2 leksjoner"): a text that shows a
 * count is an i18next plural (`_one` and `_other`) in en and nb, and every `t(key, { count })` in the screens
 * finds both forms.
 */
function flatten(value: unknown, prefix = ''): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') result[path] = child;
    else Object.assign(result, flatten(child, path));
  }
  return result;
}

const areaFiles = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });
function texts(language: 'en' | 'nb'): Record<string, string> {
  const all = flatten(language === 'en' ? en : nb);
  for (const [path, content] of Object.entries(areaFiles)) {
    const file = textFileOf(path);
    if (file?.language === language) Object.assign(all, flatten(content, file.keyPrefix.join('.')));
  }
  return all;
}
const languages = { en: texts('en'), nb: texts('nb') };

/** Texts with a count whose words do not change with it, in either language; each says why. */
const sameForEveryCount: Record<string, string> = {
  'resource.table.selected': '"3 selected" / "3 valgt": no noun to inflect',
  'admin.changelog.changes.more': '"+3 more" / "+3 til"',
  'organization.bulk.import.counts.update': '"3 to update" / "3 oppdateres"',
  'organization.bulk.import.counts.unchanged': '"3 unchanged" / "3 uendret"',
  'organization.bulk.import.counts.invalid': '"3 with problems" / "3 med feil"',
};
/** `*_many` keys are only used for two or more (a single item has its own text naming it). */
const onlyForMany = (key: string) => key.endsWith('_many');

const screenSources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

describe('plurals', () => {
  it('have both the _one and the _other form in en and nb', () => {
    for (const [language, all] of Object.entries(languages))
      for (const key of Object.keys(all)) {
        const stem = /^(.*)_(one|other)$/.exec(key)?.[1];
        if (!stem) continue;
        expect(all[`${stem}_one`], `${language} ${stem}_one`).toBeDefined();
        expect(all[`${stem}_other`], `${language} ${stem}_other`).toBeDefined();
      }
  });

  it('are used for every text that shows {{count}}', () => {
    for (const [language, all] of Object.entries(languages))
      for (const [key, text] of Object.entries(all)) {
        if (!/\{\{\s*count\s*\}\}/.test(text) || /_(one|other)$/.test(key)) continue;
        if (key in sameForEveryCount || onlyForMany(key)) continue;
        expect.fail(`${language} ${key}: "${text}" shows a count but has no _one/_other forms`);
      }
  });

  it('are found for every t(key, { count }) of the screens', () => {
    const call = /\bt\(\s*(['"])([\w.-]+)\1\s*,\s*\{([^}]*)\}/g;
    let checked = 0;
    for (const [file, source] of Object.entries(screenSources))
      for (const [, , key, options] of source.matchAll(call)) {
        if (!/\bcount\b/.test(options) || key in sameForEveryCount || onlyForMany(key)) continue;
        checked += 1;
        for (const [language, all] of Object.entries(languages))
          for (const form of ['one', 'other'])
            expect(all[`${key}_${form}`], `${file}: ${language} ${key}_${form}`).toBeDefined();
      }
    expect(checked).toBeGreaterThan(20);
  });
});
