import type { Locale } from '@academy/contracts/messages';

/**
 * What a template decides: the subject, the paragraphs and an optional button. One layout turns it into
 * the text and HTML parts, so templates stay a few lines of wording in each language.
 */
export type MailContent = {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
};

export type MailTemplate<Data> = (data: Data, locale: Locale) => MailContent;

/** Picks the wording of the locale; English is the fallback (spec §9). */
export function byLocale<T>(locale: Locale, texts: Record<Locale, T>): T {
  return texts[locale] ?? texts.en;
}
