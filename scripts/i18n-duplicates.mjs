#!/usr/bin/env node
// Counts the web's i18n keys and the texts that repeat under several keys, per locale: the entry texts
// (i18n/<language>.json) and the lazily loaded ones (i18n/<folder>/<name>.<language>.json) together, keyed as the
// app reads them. A repeated text is a candidate for one shared key in a feature namespace.
// Run: node scripts/i18n-duplicates.mjs [--list]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const i18nDir = new URL('../apps/web/src/i18n/', import.meta.url).pathname;
const languages = ['en', 'nb'];
const showList = process.argv.includes('--list');

function flatten(value, prefix, into) {
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') into[path] = child;
    else flatten(child, path, into);
  }
  return into;
}

function textsOf(language) {
  const texts = flatten(JSON.parse(readFileSync(join(i18nDir, `${language}.json`), 'utf8')), '', {});
  for (const folder of readdirSync(i18nDir)) {
    if (!statSync(join(i18nDir, folder)).isDirectory()) continue;
    for (const file of readdirSync(join(i18nDir, folder))) {
      const match = /^([\w-]+)\.(en|nb)\.json$/.exec(file);
      if (match?.[2] !== language) continue;
      const content = JSON.parse(readFileSync(join(i18nDir, folder, file), 'utf8'));
      flatten(content, `${folder}.${match[1]}`, texts);
    }
  }
  return texts;
}

for (const language of languages) {
  const texts = textsOf(language);
  const keysByText = new Map();
  for (const [key, text] of Object.entries(texts))
    keysByText.set(text, [...(keysByText.get(text) ?? []), key]);
  const repeated = [...keysByText]
    .filter(([, keys]) => keys.length > 1)
    .sort((a, b) => b[1].length - a[1].length);
  const keysOfRepeated = repeated.reduce((sum, [, keys]) => sum + keys.length, 0);
  console.log(
    `${language}: ${Object.keys(texts).length} keys, ${repeated.length} texts repeated under ` +
      `${keysOfRepeated} keys`,
  );
  if (showList)
    for (const [text, keys] of repeated) console.log(`  "${text}" ×${keys.length}: ${keys.join(', ')}`);
}
