import { byLocale, defineMailTemplate } from '../../platform/mail/mail-content.ts';

/** `learner` is who completed the course; the mail may go to them or to a company's receivers. */
export type CourseCompletedData = { name: string; learner: string; course: string; link: string };

export const courseCompletedMail = defineMailTemplate<CourseCompletedData>(
  'course-completed',
  (data, locale) =>
    byLocale(locale, {
      en: {
        subject: `Course completed: ${data.course}`,
        greeting: `Hello ${data.name},`,
        paragraphs: [`${data.learner} has completed the course "${data.course}". The certificate is ready.`],
        action: { label: 'View certificate', url: data.link },
      },
      nb: {
        subject: `Kurs fullført: ${data.course}`,
        greeting: `Hei ${data.name},`,
        paragraphs: [`${data.learner} har fullført kurset «${data.course}». Kursbeviset er klart.`],
        action: { label: 'Se kursbevis', url: data.link },
      },
    }),
);
