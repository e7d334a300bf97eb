import { createHash } from 'node:crypto';
import { type Locale, pickLocale } from '@academy/contracts/messages';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/raw-sql.ts';
import { certificates } from '../../db/schema/learning.ts';
import { expiryDigestEntries } from '../../db/schema/reminders.ts';
import { companies, companyUsers, languages, users } from '../../db/schema/tenancy.ts';
import { tenants } from '../../db/schema/tenants.ts';
import type { Services } from '../../platform/services.ts';
import { courseTitles, titleIn } from '../content-visibility/index.ts';
import { alertAdministrators } from './admin-alerts.ts';
import { type DigestEntry, expiryDigestMail } from './expiry-digest.mail.ts';
import { unsubscribeUrl } from './unsubscribe-token.ts';

/** The days before expiry at which a certificate appears in a manager's digest, once each. */
export const expiryDigestThresholds = [7, 30, 60, 90] as const;

type DigestRow = {
  tenant_id: number;
  manager_id: number;
  manager_uuid: string;
  manager_email: string;
  manager_first_name: string;
  manager_language: string | null;
  certificate_id: number;
  course_id: number;
  expires_at: string;
  learner: string;
  company: string;
  threshold: number;
};

/**
 * What each manager has not been told yet, in one statement: the valid certificates of the companies they
 * manage that expire within 90 days, at the threshold they have reached (the smallest of 7/30/60/90 at or above
 * the days left), unless an entry for that manager, certificate and threshold exists. Only companies that have
 * the `expiry_digest` permission and have not disabled e-mails; only active managers who have not unsubscribed;
 * only learners still in the company, and only their newest certificate of a course (a renewed one replaces it).
 */
async function untoldEntries(services: Services, now: Date): Promise<DigestRow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const daysLeft = sql`ceil(extract(epoch from (${certificates.expires_at} - ${at})) / 86400)`;
  const threshold = sql`(case ${sql.join(
    expiryDigestThresholds.map((days) => sql`when ${daysLeft} <= ${days}::int then ${days}::int`),
    sql` `,
  )} end)::int`;
  return queryRows<DigestRow>(
    services.db,
    sql`select * from (
      select ${certificates.tenant_id} as tenant_id, manager.id as manager_id, manager.uuid as manager_uuid,
        manager.email as manager_email, manager.first_name as manager_first_name,
        manager_language.code as manager_language, ${certificates.id} as certificate_id,
        ${certificates.course_id} as course_id, ${certificates.expires_at} as expires_at,
        learner.first_name || ' ' || learner.last_name as learner, ${companies.name} as company,
        ${threshold} as threshold
      from ${certificates}
      join ${companies} on ${companies.id} = ${certificates.company_id}
      join ${companyUsers} membership on membership.company_id = ${companies.id} and membership.is_manager
      join ${users} manager on manager.id = membership.user_id
      left join ${languages} manager_language on manager_language.id = manager.preferred_language_id
      join ${users} learner on learner.id = ${certificates.user_id}
      where ${certificates.expires_at} > ${at}
        and ${certificates.expires_at} <= ${at} + interval '${sql.raw(String(Math.max(...expiryDigestThresholds)))} days'
        and ${companies.is_active}
        and coalesce((${companies.permissions} ->> 'expiry_digest')::boolean, false)
        and not coalesce((${companies.settings} ->> 'emails_disabled')::boolean, false)
        and manager.is_active and manager.email_digest
        and exists (select 1 from ${companyUsers} still
          where still.company_id = ${companies.id} and still.user_id = ${certificates.user_id})
        and not exists (select 1 from ${certificates} newer
          where newer.user_id = ${certificates.user_id} and newer.course_id = ${certificates.course_id}
            and newer.id <> ${certificates.id}
            and (newer.expires_at is null or newer.expires_at > ${certificates.expires_at}))
    ) due
    where not exists (select 1 from ${expiryDigestEntries} told
      where told.manager_id = due.manager_id and told.certificate_id = due.certificate_id
        and told.threshold_days = due.threshold)
    order by due.tenant_id, due.manager_id, due.threshold, due.expires_at, due.certificate_id`,
  );
}

export type DigestRunSummary = { digests: number; entries: number };

/**
 * The weekly certificate-expiry digest (issue 14): one mail per manager with what is new for them since the last
 * one, in their language, with an unsubscribe link. A manager of two companies gets one mail covering both. The
 * mail's outbox key is its content (manager and entries), so a retried run never mails the same digest twice;
 * the entries are recorded after the mail was handed over, and a failure tells the tenant's administrators.
 */
export async function runExpiryDigest(services: Services): Promise<DigestRunSummary> {
  const now = services.clock.now();
  const day = now.toISOString().slice(0, 10);
  let rows: DigestRow[] = [];
  try {
    rows = await untoldEntries(services, now);
    const titles = await courseTitles(
      services.db,
      rows.map((row) => row.course_id),
    );
    const byManager = new Map<number, DigestRow[]>();
    for (const row of rows) byManager.set(row.manager_id, [...(byManager.get(row.manager_id) ?? []), row]);
    for (const managerRows of byManager.values()) {
      const [first] = managerRows;
      const locale: Locale = first.manager_language ? pickLocale(first.manager_language) : 'en';
      const entries: DigestEntry[] = managerRows.map((row) => ({
        learner: row.learner,
        company: row.company,
        course: titleIn(titles.get(row.course_id)!, locale),
        expires: new Date(row.expires_at).toISOString().slice(0, 10),
        threshold: row.threshold,
      }));
      const content = managerRows.map((row) => `${row.certificate_id}:${row.threshold}`).join(',');
      const mail = await services.mail.sendLater({
        tenantId: first.tenant_id,
        to: first.manager_email,
        template: expiryDigestMail,
        locale,
        data: {
          name: first.manager_first_name,
          entries,
          link: `${services.config.publicUrl}/organization`,
          unsubscribe: unsubscribeUrl(
            services.config.publicUrl,
            services.config.appSecret,
            first.manager_uuid,
          ),
        },
        idempotencyKey: `expiry-digest:${first.manager_uuid}:${createHash('sha256').update(content).digest('hex').slice(0, 32)}`,
      });
      await services.db
        .insert(expiryDigestEntries)
        .values(
          managerRows.map((row) => ({
            tenant_id: row.tenant_id,
            manager_id: row.manager_id,
            certificate_id: row.certificate_id,
            threshold_days: row.threshold,
            mail_outbox_id: mail.id,
            created_at: now.toISOString(),
          })),
        )
        .onConflictDoNothing();
    }
    return { digests: byManager.size, entries: rows.length };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const message = (cause instanceof Error ? cause.message : String(cause)).slice(0, 500);
    const affected = rows.length
      ? [...new Set(rows.map((row) => row.tenant_id))]
      : (await services.db.select({ id: tenants.id }).from(tenants)).map((row) => row.id);
    for (const tenantId of affected)
      await alertAdministrators(services.db, {
        tenantId,
        key: `reminders:digest-failed:${tenantId}:${day}`,
        subjectKey: 'reminders.digest_failed_subject',
        messageKey: 'reminders.digest_failed_message',
        args: [day, message],
        now,
      });
    throw new Error(`expiry digest failed: ${message}`);
  }
}

/** The person an unsubscribe link names, in the request's tenant: their address, language and whether they still get it. */
export async function digestSubscriber(services: Services, tenantId: number, userUuid: string) {
  const [user] = await services.db
    .select({ id: users.id, email: users.email, subscribed: users.email_digest, language: languages.code })
    .from(users)
    .leftJoin(languages, eq(languages.id, users.preferred_language_id))
    .where(and(eq(users.tenant_id, tenantId), eq(users.uuid, userUuid)));
  if (!user) return null;
  return { ...user, locale: user.language ? pickLocale(user.language) : null };
}

/** Turns the digest off for the person an unsubscribe link names (the mail preference `email_digest`). */
export async function unsubscribeFromDigest(services: Services, userId: number): Promise<void> {
  await services.db
    .update(users)
    .set({ email_digest: false, updated_at: services.clock.now().toISOString() })
    .where(eq(users.id, userId));
  // The preferences travel with a cached session: the next request reads the change.
  services.actors.forgetUser(userId);
}
