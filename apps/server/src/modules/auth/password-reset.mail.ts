import { byLocale, defineMailTemplate } from '../../platform/mail/mail-content.ts';

export type PasswordResetData = { name: string; link: string; expires_minutes: number | string };

export const passwordResetMail = defineMailTemplate<PasswordResetData>(
  'password-reset',
  (data, locale) =>
    byLocale(locale, {
      en: {
        subject: 'Reset your password',
        greeting: `Hello ${data.name},`,
        paragraphs: [
          'We received a request to reset the password of your account.',
          `The link is valid for ${data.expires_minutes} minutes. If you did not ask for it, you can ignore this e-mail.`,
        ],
        action: { label: 'Reset password', url: data.link },
      },
      nb: {
        subject: 'Tilbakestill passordet ditt',
        greeting: `Hei ${data.name},`,
        paragraphs: [
          'Vi har mottatt en forespørsel om å tilbakestille passordet til kontoen din.',
          `Lenken er gyldig i ${data.expires_minutes} minutter. Hvis du ikke ba om dette, kan du se bort fra denne e-posten.`,
        ],
        action: { label: 'Tilbakestill passord', url: data.link },
      },
    }),
  // Someone is waiting for this link to sign in again: it never queues behind bulk mail.
  { urgent: true },
);
