import { byLocale, defineMailTemplate } from '../../platform/mail/mail-content.ts';

/** `tenant` is the tenant's name; without it the mail speaks of the Academy. */
export type WelcomeData = { name: string; tenant?: string; link: string };

export const welcomeMail = defineMailTemplate<WelcomeData>(
  'welcome',
  ({ tenant = 'Academy', ...data }, locale) =>
    byLocale(locale, {
      en: {
        subject: `Welcome to ${tenant}`,
        greeting: `Hello ${data.name},`,
        paragraphs: [`Your account at ${tenant} is ready. Sign in to see your courses.`],
        action: { label: 'Sign in', url: data.link },
      },
      nb: {
        subject: `Velkommen til ${tenant}`,
        greeting: `Hei ${data.name},`,
        paragraphs: [`Kontoen din hos ${tenant} er klar. Logg inn for å se kursene dine.`],
        action: { label: 'Logg inn', url: data.link },
      },
    }),
);
