import { i18n, type LanguageCode, whenSwitchingLanguage } from './i18n-setup.ts';
import { nestUnder, textFileOf } from './text-files.ts';

/** Areas whose texts are loaded with their screens instead of living in the entry's en.json. */
export type TextArea = 'admin' | 'organization' | 'shop';

/**
 * The texts of the admin and organization screens: one file per feature and language (see text-files.ts). An
 * area's own texts are `i18n/<area>/<feature>.<language>.json`; what both areas say about a resource (users,
 * departments, ...) is said once, in `i18n/features/<feature>.<language>.json`. They are chunks of their own,
 * fetched when an area is first opened, so the guest and academy entry stays within its size budget.
 */
const textFiles = import.meta.glob<Record<string, unknown>>('./*/*.json', { import: 'default' });

/** The shared feature texts each area shows: both areas manage the same resources. */
const areaFeatures: Record<TextArea, readonly string[]> = {
  admin: ['users', 'departments', 'courses', 'enrollments', 'fields', 'access_passes', 'lti_platforms'],
  organization: [
    'users',
    'departments',
    'courses',
    'enrollments',
    'fields',
    'access_passes',
    'lti_platforms',
  ],
  shop: [],
};

const loaded = new Set<string>();
const openedAreas = new Set<TextArea>();

/** Whether the file at `path` holds texts of `area` (its own, or a shared feature's it shows) in `language`. */
function belongsTo(path: string, area: TextArea, language: LanguageCode): boolean {
  const file = textFileOf(path);
  if (file?.language !== language) return false;
  if (file.folder === 'features') return areaFeatures[area].includes(file.keyPrefix[0]);
  return file.folder === area;
}

async function addTextFile(path: string, language: LanguageCode): Promise<void> {
  if (loaded.has(path)) return;
  const file = textFileOf(path);
  if (!file) return;
  const texts = await textFiles[path]();
  // Deep, so keys the entry already holds beside them (e.g. admin.nav, fields.email) are kept.
  i18n.addResourceBundle(language, 'translation', nestUnder(file.keyPrefix, texts), true, true);
  loaded.add(path);
}

async function addAreaTexts(area: TextArea, language: LanguageCode): Promise<void> {
  const paths = Object.keys(textFiles).filter((path) => belongsTo(path, area, language));
  await Promise.all(paths.map((path) => addTextFile(path, language)));
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
