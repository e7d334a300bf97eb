/**
 * Validation and API messages of spec §5 and §8 in every locale. Schemas use the keys as their zod
 * messages; the server translates them into the language of the request, keyed by field, in 422s.
 * Templates take {0}.
 */
import { en, type MessageKey } from './messages/en.ts';
import { fillMessage } from './messages/fill-message.ts';
import { nb } from './messages/nb.ts';

// The texts are one file per language (messages/en.ts, messages/nb.ts): the web loads only the one it shows.
export type { MessageKey };
export const locales = ['en', 'nb'] as const;
export type Locale = (typeof locales)[number];
export const fallbackLocale: Locale = 'en';

export const messages: Record<Locale, Record<MessageKey, string>> = { en, nb };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

/** Translates a key (or passes through a plain text) into the locale, filling {0}, {1} … */
export function translate(keyOrText: string, locale: Locale, ...args: (string | number)[]): string {
  const template = isMessageKey(keyOrText) ? (messages[locale]?.[keyOrText] ?? en[keyOrText]) : keyOrText;
  return fillMessage(template, args);
}

export function pickLocale(...candidates: (string | null | undefined)[]): Locale {
  for (const candidate of candidates) {
    if (!candidate) continue;
    for (const part of candidate.split(',')) {
      const code = part.split(';')[0].trim().toLowerCase();
      if (code === 'nb' || code === 'no' || code === 'nn' || code.startsWith('nb-') || code.startsWith('no-'))
        return 'nb';
      if (code === 'en' || code.startsWith('en-')) return 'en';
    }
  }
  return fallbackLocale;
}
