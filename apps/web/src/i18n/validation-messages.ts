import type { Locale, MessageKey } from '@academy/contracts/messages';
import { fillMessage } from '@academy/contracts/messages/fill-message';

/**
 * The contracts' validation and API messages (spec §5, §8) as the web shows them. Each language's table is a
 * chunk of its own, loaded with the interface language (`switchLanguage` waits for it) — the first screen
 * carries neither, and a reader downloads only the language they read. Only types come from
 * `@academy/contracts/messages`: importing its values would bundle both languages.
 */
type MessageTable = Readonly<Record<MessageKey, string>>;

const tables: Partial<Record<Locale, MessageTable>> = {};
const loading: Partial<Record<Locale, Promise<void>>> = {};

async function importTable(locale: Locale): Promise<MessageTable> {
  return locale === 'nb'
    ? (await import('@academy/contracts/messages/nb')).nb
    : (await import('@academy/contracts/messages/en')).en;
}

/** Loads a language's messages once; later calls wait for the same load. */
export function loadValidationMessages(locale: Locale): Promise<void> {
  if (tables[locale]) return Promise.resolve();
  loading[locale] ??= importTable(locale).then(
    (table) => {
      tables[locale] = table;
    },
    (error: unknown) => {
      // A failed chunk load may be retried by the next language switch or error answer.
      delete loading[locale];
      throw error;
    },
  );
  return loading[locale];
}

/**
 * Translates a message key (or passes a plain text through) into the locale, filling {0}, {1} …, like the
 * contracts' `translate`. The locale's table is loaded before its language shows; should it not be (a chunk
 * that failed), another loaded language is better than a bare key.
 */
export function translate(keyOrText: string, locale: Locale, ...args: (string | number)[]): string {
  const table = tables[locale] ?? tables.en ?? tables.nb;
  const template = table && Object.hasOwn(table, keyOrText) ? table[keyOrText as MessageKey] : keyOrText;
  return fillMessage(template, args);
}
