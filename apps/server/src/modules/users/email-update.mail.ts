import { byLocale, defineMailTemplate } from '../../platform/mail/mail-content.ts';

export type EmailUpdateData = { name: string; email: string; link: string };

export const emailUpdateMail = defineMailTemplate<EmailUpdateData>(
  'email-update',
  (data, locale) =>
    byLocale(locale, {
      en: {
        subject: 'Confirm your new e-mail address',
        greeting: `Hello ${data.name},`,
        paragraphs: [
          `Please confirm that ${data.email} is your new e-mail address. Until you do, you keep signing in with the old one.`,
        ],
        action: { label: 'Confirm e-mail address', url: data.link },
      },
      nb: {
        subject: 'Bekreft den nye e-postadressen din',
        greeting: `Hei ${data.name},`,
        paragraphs: [
          `Bekreft at ${data.email} er den nye e-postadressen din. Til du gjør det, logger du inn med den gamle.`,
        ],
        action: { label: 'Bekreft e-postadresse', url: data.link },
      },
    }),
  // Someone is waiting for this link to confirm the address they just gave: it never queues behind bulk mail.
  { urgent: true },
);
