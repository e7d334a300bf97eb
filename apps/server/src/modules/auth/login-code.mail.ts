import { byLocale, defineMailTemplate } from '../../platform/mail/mail-content.ts';

export type LoginCodeMailData = {
  name: string;
  code: string;
  link: string;
  expires_minutes: number | string;
};

/** The one-time PIN code a learner asked for on the sign-in page (issue 25). */
export const loginCodeMail = defineMailTemplate<LoginCodeMailData>(
  'login-code',
  (data, locale) =>
    byLocale(locale, {
      en: {
        subject: 'Your sign-in code',
        greeting: `Hello ${data.name},`,
        paragraphs: [
          `Your code for signing in is ${data.code}. Enter it with your e-mail address on the sign-in page.`,
          `The code works once, for ${data.expires_minutes} minutes. If you did not ask for it, you can ignore this e-mail.`,
        ],
        action: { label: 'Sign in with the code', url: data.link },
      },
      nb: {
        subject: 'Koden din for innlogging',
        greeting: `Hei ${data.name},`,
        paragraphs: [
          `Koden din for innlogging er ${data.code}. Skriv den inn sammen med e-postadressen din på innloggingssiden.`,
          `Koden kan brukes én gang, i ${data.expires_minutes} minutter. Hvis du ikke ba om den, kan du se bort fra denne e-posten.`,
        ],
        action: { label: 'Logg inn med koden', url: data.link },
      },
    }),
  // Someone is waiting on the sign-in page for this code.
  { urgent: true },
);
