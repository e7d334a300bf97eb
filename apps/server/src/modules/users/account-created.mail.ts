import { byLocale, defineMailTemplate } from '../../platform/mail/mail-content.ts';

/** `company` is the company the account was made for, null when an administrator made it without one. */
export type AccountCreatedData = {
  name: string;
  tenant: string;
  company: string | null;
  link: string;
  expires_days: number;
};

/**
 * The welcome of an account a manager or administrator created: the person has no password yet, so the
 * button leads to choosing one (a reset link that lasts a week).
 */
export const accountCreatedMail = defineMailTemplate<AccountCreatedData>('account-created', (data, locale) =>
  byLocale(locale, {
    en: {
      subject: `Your account at ${data.tenant}`,
      greeting: `Hello ${data.name},`,
      paragraphs: [
        data.company
          ? `${data.company} has created an account for you at ${data.tenant}, where your courses are waiting.`
          : `An account has been created for you at ${data.tenant}, where your courses are waiting.`,
        `Choose a password to sign in. The link is valid for ${data.expires_days} days; after that, use "Forgot password" on the sign-in page.`,
      ],
      action: { label: 'Choose a password', url: data.link },
    },
    nb: {
      subject: `Kontoen din hos ${data.tenant}`,
      greeting: `Hei ${data.name},`,
      paragraphs: [
        data.company
          ? `${data.company} har opprettet en konto til deg hos ${data.tenant}, der kursene dine venter.`
          : `Det er opprettet en konto til deg hos ${data.tenant}, der kursene dine venter.`,
        `Velg et passord for å logge inn. Lenken er gyldig i ${data.expires_days} dager; etter det bruker du «Glemt passord» på innloggingssiden.`,
      ],
      action: { label: 'Velg passord', url: data.link },
    },
  }),
);
