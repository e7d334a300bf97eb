import { type Locale, pickLocale } from '@academy/contracts/messages';
import { and, eq, inArray } from 'drizzle-orm';
import { companies, languages, users } from '../../db/schema/tenancy.ts';
import type { Services } from '../../platform/services.ts';
import type { Certification } from './certification.service.ts';
import { courseCompletedMail } from './course-completed.mail.ts';

/**
 * The course-completed mail (spec §3 Company settings): only when the company sends completion mails and has
 * not disabled e-mail; to the learner when their course e-mails are on, and to the company's completion
 * receivers. Sent after the certification committed, so a rolled-back submission never mails anyone. Each
 * mail is in its recipient's language: the learner's; a receiver's own preference when the address is a user
 * of the tenant, else the learner's; the course's title in that language.
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
  const receivers = settings.course_completion_receivers ?? [];
  const receiverLocales = await preferredLocales(services, certification.certificate.tenant_id, receivers);
  const messages = [
    ...(user.email_course
      ? [{ to: user.email, name: user.first_name, link: `${base}/certificates`, locale: learner.locale }]
      : []),
    ...receivers.map((to) => ({
      to,
      name: to,
      link: `${base}/organization/users/${user.uuid}/certificates`,
      locale: receiverLocales.get(to.toLowerCase()) ?? learner.locale,
    })),
  ];
  for (const message of messages) {
    await services.mail.sendLater({
      tenantId: certification.certificate.tenant_id,
      to: message.to,
      template: courseCompletedMail,
      locale: message.locale,
      data: {
        name: message.name,
        learner: learnerName,
        course: certification.courseTitleByLocale[message.locale],
        link: message.link,
      },
      // One event per certificate and recipient: a retried job or a second call never mails it twice.
      idempotencyKey: `course-completed:${certification.certificate.uuid}:${message.to.toLowerCase()}`,
      companyId: certification.companyId,
    });
  }
  return messages.length;
}

/** The preferred language of the addresses that belong to users of the tenant (lower-cased address → locale). */
async function preferredLocales(
  services: Services,
  tenantId: number,
  addresses: string[],
): Promise<Map<string, Locale>> {
  const lowered = [...new Set(addresses.map((address) => address.toLowerCase()))];
  if (lowered.length === 0) return new Map();
  const rows = await services.db
    .select({ email: users.email, code: languages.code })
    .from(users)
    .innerJoin(languages, eq(languages.id, users.preferred_language_id))
    .where(and(eq(users.tenant_id, tenantId), inArray(users.email, lowered)));
  return new Map(rows.map((row) => [row.email.toLowerCase(), pickLocale(row.code)]));
}
