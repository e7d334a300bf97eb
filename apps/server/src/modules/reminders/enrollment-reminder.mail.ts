import { formatDeadline } from '@academy/contracts/format';
import { byLocale, defineMailTemplate } from '../../platform/mail/mail-content.ts';

/**
 * The deadline reminder of an enrollment: sent by a manager from the insights tab, and by the daily job before
 * the end date (spec §3 company setting "send reminders"). `end_date` is YYYY-MM-DD (spec §9 date format), or
 * null for an open-ended enrollment; the mail writes it as the reader's language writes a date.
 */
export type EnrollmentReminderData = { name: string; course: string; end_date: string | null; link: string };

export const enrollmentReminderMail = defineMailTemplate<EnrollmentReminderData>(
  'enrollment-reminder',
  (data, locale) =>
    byLocale(locale, {
      en: {
        subject: `Reminder: ${data.course}`,
        greeting: `Hello ${data.name},`,
        paragraphs: [
          `You are enrolled in "${data.course}" and have not completed it yet.`,
          ...(data.end_date ? [`Please complete it by ${formatDeadline(data.end_date, 'en')}.`] : []),
        ],
        action: { label: 'Continue the course', url: data.link },
      },
      nb: {
        subject: `Påminnelse: ${data.course}`,
        greeting: `Hei ${data.name},`,
        paragraphs: [
          `Du er påmeldt «${data.course}» og har ikke fullført kurset ennå.`,
          ...(data.end_date ? [`Fullfør det innen ${formatDeadline(data.end_date, 'nb')}.`] : []),
        ],
        action: { label: 'Fortsett kurset', url: data.link },
      },
    }),
);
