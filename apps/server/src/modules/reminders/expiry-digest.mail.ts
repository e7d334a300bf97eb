import type { Locale } from '@academy/contracts/messages';
import { byLocale, defineMailTemplate } from '../../platform/mail/mail-content.ts';

/** One certificate about to expire: whose, which course (in the reader's language), when, and its threshold. */
export type DigestEntry = {
  learner: string;
  company: string;
  course: string;
  expires: string;
  threshold: number;
};

export type ExpiryDigestData = { name: string; entries: DigestEntry[]; link: string; unsubscribe: string };

const heading: Record<Locale, (days: number) => string> = {
  en: (days) => `Expiring within ${days} days:`,
  nb: (days) => `Utløper innen ${days} dager:`,
};
const line: Record<Locale, (entry: DigestEntry) => string> = {
  en: (entry) => `• ${entry.learner} (${entry.company}): ${entry.course}, expires ${entry.expires}`,
  nb: (entry) => `• ${entry.learner} (${entry.company}): ${entry.course}, utløper ${entry.expires}`,
};

/** The entries by threshold, the nearest first; each threshold a paragraph of lines. */
function grouped(entries: DigestEntry[], locale: Locale): string[] {
  const thresholds = [...new Set(entries.map((entry) => entry.threshold))].sort((a, b) => a - b);
  return thresholds.map((days) =>
    [
      heading[locale](days),
      ...entries.filter((entry) => entry.threshold === days).map((entry) => line[locale](entry)),
    ].join('\n'),
  );
}

/**
 * The weekly digest for a company manager: the certificates in their companies that reach 90, 60, 30 or 7 days
 * before expiry, each told once per threshold, so the manager can re-enroll people in time.
 */
export const expiryDigestMail = defineMailTemplate<ExpiryDigestData>('expiry-digest', (data, locale) =>
  byLocale(locale, {
    en: {
      subject: `Certificates about to expire: ${data.entries.length}`,
      greeting: `Hello ${data.name},`,
      paragraphs: [
        'These certificates in your companies expire soon. Enroll the learners again in time to keep them certified.',
        ...grouped(data.entries, 'en'),
      ],
      action: { label: 'Open the organization', url: data.link },
      unsubscribe: {
        text: 'You receive this weekly digest as a company manager.',
        label: 'Unsubscribe',
        url: data.unsubscribe,
      },
    },
    nb: {
      subject: `Kursbevis som snart utløper: ${data.entries.length}`,
      greeting: `Hei ${data.name},`,
      paragraphs: [
        'Disse kursbevisene i bedriftene dine utløper snart. Meld deltakerne på igjen i tide, så de beholder kursbeviset.',
        ...grouped(data.entries, 'nb'),
      ],
      action: { label: 'Åpne organisasjonen', url: data.link },
      unsubscribe: {
        text: 'Du får denne ukentlige oversikten som leder i en bedrift.',
        label: 'Meld av',
        url: data.unsubscribe,
      },
    },
  }),
);
