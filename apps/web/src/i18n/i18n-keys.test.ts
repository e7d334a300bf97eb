import { describe, expect, it } from 'vitest';
import en from './en.json';
import nb from './nb.json';
import { textFileOf } from './text-files.ts';

function flatten(value: unknown, prefix = ''): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') result[path] = child;
    else Object.assign(result, flatten(child, path));
  }
  return result;
}

/** The admin and organization screens' texts and the features' they share (area-texts.ts), keyed as the app reads them. */
const areaFiles = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });
function areaTexts(language: 'en' | 'nb'): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [path, content] of Object.entries(areaFiles)) {
    const file = textFileOf(path);
    if (!file)
      throw new Error(`${path}: name it <area>/<feature>.<en|nb>.json or features/<feature>.<en|nb>.json`);
    if (file.language === language) Object.assign(texts, flatten(content, file.keyPrefix.join('.')));
  }
  return texts;
}

describe('translations', () => {
  const enKeys = { ...flatten(en), ...areaTexts('en') };
  const nbKeys = { ...flatten(nb), ...areaTexts('nb') };
  it('keep area texts apart from the entry’s keys', () => {
    for (const key of Object.keys(areaTexts('en'))) expect(flatten(en)[key], key).toBeUndefined();
  });
  it('have the same keys in en and nb', () => {
    expect(Object.keys(nbKeys).sort()).toEqual(Object.keys(enKeys).sort());
  });
  it('have no empty texts', () => {
    for (const [key, text] of Object.entries({ ...enKeys, ...nbKeys })) expect(text.trim(), key).not.toBe('');
  });
  it('use the same interpolation variables in both languages', () => {
    const variables = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
    for (const key of Object.keys(enKeys))
      expect(variables(nbKeys[key] ?? ''), key).toEqual(variables(enKeys[key]));
  });
});
