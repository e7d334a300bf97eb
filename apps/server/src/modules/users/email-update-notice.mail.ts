import { byLocale, defineMailTemplate } from '../../platform/mail/mail-content.ts';

export type EmailUpdateNoticeData = { name: string; new_email: string };

/**
 * Sent to the address in use when a change to another address is asked for: if the owner did not expect
 * it, they hear of it before anything happens (the change waits for the new address to be confirmed).
 */
export const emailUpdateNoticeMail = defineMailTemplate<EmailUpdateNoticeData>(
  'email-update-notice',
  (data, locale) =>
    byLocale(locale, {
      en: {
        subject: 'A change of your e-mail address was requested',
        greeting: `Hello ${data.name},`,
        paragraphs: [
          `Someone asked to change the e-mail address of your account to ${data.new_email}. Nothing changes until that address is confirmed with the link we sent to it; until then you keep signing in with this address.`,
          'If you did not expect this, contact your administrator.',
        ],
      },
      nb: {
        subject: 'Det er bedt om å endre e-postadressen din',
        greeting: `Hei ${data.name},`,
        paragraphs: [
          `Noen har bedt om å endre e-postadressen til kontoen din til ${data.new_email}. Ingenting endres før den adressen er bekreftet med lenken vi sendte dit; til da logger du inn med denne adressen.`,
          'Hvis du ikke ventet dette, kontakt administratoren din.',
        ],
      },
    }),
);
