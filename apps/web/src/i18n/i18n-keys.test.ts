import { describe, expect, it } from 'vitest';
import en from './en.json';
import nb from './nb.json';

function flatten(value: unknown, prefix = ''): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') result[path] = child;
    else Object.assign(result, flatten(child, path));
  }
  return result;
}

describe('translations', () => {
  const enKeys = flatten(en);
  const nbKeys = flatten(nb);
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
