import { browserLanguage } from '@academy/contracts/browser-language';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { clientStorage } from '../api/client-storage.ts';
import { isLanguageCode, type LanguageCode } from './languages.ts';
import { loadValidationMessages } from './validation-messages.ts';

export { isLanguageCode, LANGUAGES, type LanguageCode } from './languages.ts';

/** The language before the context is known: the saved preference, else the browser's, else English. */
export function initialLanguage(): LanguageCode {
  const saved = clientStorage.getLanguage();
  if (isLanguageCode(saved)) return saved;
  return browserLanguage(typeof navigator === 'undefined' ? '' : navigator.language);
}

export const i18n = i18next.createInstance();

// Each language's texts are a chunk of their own, loaded by switchLanguage (start-up waits for it): a reader
// downloads the language they read (and English, the fallback), and the first screen's entry carries none.
// `bindI18nStore: 'added'`: screens shown before the texts arrive (the start-up loader) render again with them.
void i18n.use(initReactI18next).init({
  resources: {},
  // The reader's language from the start, so the first requests (the context) already ask in it.
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: ['en', 'nb'],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  react: { bindI18nStore: 'added' },
});

// Screen readers pick the pronunciation from the document language.
const syncDocumentLanguage = (code: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = code;
};
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

const textsLoaded = new Set<LanguageCode>();
const switchLoaders: ((code: LanguageCode) => Promise<void>)[] = [];

/** Texts loaded apart from the entry (an area's, see area-texts.ts) are loaded too before a switch. */
export function whenSwitchingLanguage(load: (code: LanguageCode) => Promise<void>): void {
  switchLoaders.push(load);
}

/** Switches the interface language, loading its texts first when needed. */
export async function switchLanguage(code: LanguageCode): Promise<void> {
  // In parallel: the interface texts, the server's validation messages and the open areas' texts.
  await Promise.all([
    loadInterfaceTexts(code),
    loadValidationMessages(code),
    ...switchLoaders.map((load) => load(code)),
  ]);
  if (i18n.language !== code) await i18n.changeLanguage(code);
}

/** The language's interface texts, and English's, which stand in for a key a language lacks. */
async function loadInterfaceTexts(code: LanguageCode): Promise<void> {
  await Promise.all([...new Set<LanguageCode>(['en', code])].map(loadTexts));
}

async function loadTexts(code: LanguageCode): Promise<void> {
  if (textsLoaded.has(code)) return;
  const texts = code === 'nb' ? await import('./nb.json') : await import('./en.json');
  i18n.addResourceBundle(code, 'translation', texts.default, true, true);
  textsLoaded.add(code);
}

export const currentLanguage = (): LanguageCode => (isLanguageCode(i18n.language) ? i18n.language : 'en');
