import type { Locale } from '@academy/contracts/messages';
import { eq } from 'drizzle-orm';
import { companies, users } from '../../db/schema/tenancy.ts';
import type { Services } from '../../platform/services.ts';
import type { Certification } from './certification.service.ts';

/**
 * The course-completed mail (spec §3 Company settings): only when the company sends completion mails and has
 * not disabled e-mail; to the learner when their course e-mails are on, and to the company's completion
 * receivers. Sent after the certification committed, so a rolled-back submission never mails anyone.
 */
export async function sendCompletionMails(
  services: Services,
  certification: Certification,
  learner: { id: number; locale: Locale },
): Promise<number> {
  if (certification.companyId === null) return 0;
  const [company] = await services.db
    .select({ settings: companies.settings })
    .from(companies)
    .where(eq(companies.id, certification.companyId));
  const settings = company?.settings;
  if (!settings || settings.emails_disabled || !settings.send_course_completion) return 0;
  const [user] = await services.db
    .select({
      uuid: users.uuid,
      first_name: users.first_name,
      last_name: users.last_name,
      email: users.email,
      email_course: users.email_course,
    })
    .from(users)
    .where(eq(users.id, learner.id));
  if (!user) return 0;
  const learnerName = `${user.first_name} ${user.last_name}`;
  const base = services.config.publicUrl;
  const messages = [
    ...(user.email_course ? [{ to: user.email, name: user.first_name, link: `${base}/certificates` }] : []),
    ...(settings.course_completion_receivers ?? []).map((to) => ({
      to,
      name: to,
      link: `${base}/organization/users/${user.uuid}/certificates`,
    })),
  ];
  for (const message of messages) {
    await services.mail.sendLater({
      tenantId: certification.certificate.tenant_id,
      to: message.to,
      template: 'course-completed',
      locale: learner.locale,
      data: {
        name: message.name,
        learner: learnerName,
        course: certification.courseTitle,
        link: message.link,
      },
    });
  }
  return messages.length;
}
