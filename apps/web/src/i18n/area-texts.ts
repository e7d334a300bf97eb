import { i18n, type LanguageCode, whenSwitchingLanguage } from './i18n-setup.ts';

/** Areas whose texts are loaded with their screens instead of living in the entry's en.json. */
export type TextArea = 'admin' | 'organization';

/**
 * The texts of the admin and organization screens: one file per feature and language,
 * `i18n/<area>/<feature>.<language>.json`, whose keys become `<area>.<feature>.<key>`. They are chunks of their
 * own, fetched when the area is first opened, so the guest and academy entry stays within its size budget and
 * each feature's texts sit in a file of their own.
 */
const featureFiles = import.meta.glob<Record<string, unknown>>('./*/*.json', { import: 'default' });

const FILE_NAME = /^\.\/(admin|organization)\/([a-z0-9_-]+)\.(en|nb)\.json$/;

const loaded = new Set<string>();
const openedAreas = new Set<TextArea>();

async function addAreaTexts(area: TextArea, language: LanguageCode): Promise<void> {
  const key = `${area}:${language}`;
  if (loaded.has(key)) return;
  const texts: Record<string, unknown> = {};
  await Promise.all(
    Object.entries(featureFiles).map(async ([path, load]) => {
      const match = FILE_NAME.exec(path);
      if (match?.[1] === area && match[3] === language) texts[match[2]] = await load();
    }),
  );
  // Deep, so the area's keys that en.json/nb.json already hold (e.g. admin.nav) are kept.
  i18n.addResourceBundle(language, 'translation', { [area]: texts }, true, true);
  loaded.add(key);
}

/**
 * Loads an area's texts in English (the fallback) and in the interface language; called before the area's
 * layout renders. Once opened, the area's texts follow every language switch (see switchLanguage).
 */
export async function loadAreaTexts(area: TextArea): Promise<void> {
  openedAreas.add(area);
  await Promise.all([addAreaTexts(area, 'en'), addAreaTexts(area, i18n.language === 'nb' ? 'nb' : 'en')]);
}

// Every area opened so far gets its texts in the new language before the interface switches to it.
whenSwitchingLanguage((language) =>
  Promise.all([...openedAreas].map((area) => addAreaTexts(area, language))).then(() => undefined),
);
