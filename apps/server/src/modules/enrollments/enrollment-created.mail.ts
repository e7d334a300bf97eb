import { formatDeadline } from '@academy/contracts/format';
import { byLocale, defineMailTemplate } from '../../platform/mail/mail-content.ts';

/**
 * The mail to each learner an enrollment reaches (issue 21 §4): the course in their language and, when the
 * enrollment has an end date, the day to complete it by, written as their language writes a date.
 */
export type EnrollmentCreatedData = { name: string; course: string; end_date: string | null; link: string };

export const enrollmentCreatedMail = defineMailTemplate<EnrollmentCreatedData>(
  'enrollment-created',
  (data, locale) =>
    byLocale(locale, {
      en: {
        subject: `You have been enrolled in ${data.course}`,
        greeting: `Hello ${data.name},`,
        paragraphs: [
          data.end_date
            ? `You have been enrolled in "${data.course}"; complete it by ${formatDeadline(data.end_date, 'en')}.`
            : `You have been enrolled in "${data.course}".`,
        ],
        action: { label: 'Open the course', url: data.link },
      },
      nb: {
        subject: `Du er påmeldt ${data.course}`,
        greeting: `Hei ${data.name},`,
        paragraphs: [
          data.end_date
            ? `Du er påmeldt «${data.course}»; fullfør kurset innen ${formatDeadline(data.end_date, 'nb')}.`
            : `Du er påmeldt «${data.course}».`,
        ],
        action: { label: 'Åpne kurset', url: data.link },
      },
    }),
);
