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
  /**
   * A mail people may stop (a digest): the footer names the link, and the mail carries it as List-Unsubscribe
   * with one-click (RFC 8058), so mail clients offer their own unsubscribe button.
   */
  unsubscribe?: { text: string; label: string; url: string };
};

/**
 * One mail's wording, owned by the module that sends it and handed to the mail service with each message:
 * the mail engine knows no module and keeps no list of templates, and the data a template needs is checked
 * by the compiler at the call. `name` is what mail_outbox.template records.
 */
export type MailTemplate<Data> = {
  name: string;
  content: (data: Data, locale: Locale) => MailContent;
  /**
   * A mail someone is waiting for to get on (a password reset link, the link confirming a new address): it
   * goes through a queue of its own, so it is never held up behind bulk mail (welcomes, reminders).
   */
  urgent: boolean;
};

export function defineMailTemplate<Data>(
  name: string,
  content: (data: Data, locale: Locale) => MailContent,
  options: { urgent?: boolean } = {},
): MailTemplate<Data> {
  return { name, content, urgent: options.urgent ?? false };
}

/** Picks the wording of the locale; English is the fallback (spec §9). */
export function byLocale<T>(locale: Locale, texts: Record<Locale, T>): T {
  return texts[locale] ?? texts.en;
}
