import type { Locale } from '@academy/contracts/messages';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { intArray, queryRows } from '../../db/raw-sql.ts';
import { courses, courseVariants } from '../../db/schema/content.ts';
import {
  accessPasses,
  certificates,
  enrollments,
  type examinations,
  qualifications,
} from '../../db/schema/learning.ts';
import { tenants } from '../../db/schema/tenants.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { memberDepartmentIdsInScope } from '../../platform/auth/actor-grants.ts';
import { courseTitles, titlesByLocale } from '../content-visibility/index.ts';
import { createNotifications } from '../notifications/index.ts';

/** The submitted examination that may certify; its row as stored (the examinations module reads the same table). */
type ExaminationRow = typeof examinations.$inferSelect;

export type Certification = {
  certificate: typeof certificates.$inferSelect;
  course: { id: number; uuid: string };
  /** The course's title in the learner's language (the certification's locale). */
  courseTitle: string;
  /** …and in every language, for mails to others in theirs. */
  courseTitleByLocale: Record<Locale, string>;
  companyId: number | null;
  /** The qualification's score: the average of the best passes of the variant's lessons (0–100). */
  score: number;
};

/**
 * When the period's passes start: after the learner's latest certificate for the course (a certified learner
 * continues with new progress), not before the examination's enrollment started (a new, e.g. recurring,
 * enrollment asks for new passes) and not before the learner's latest restart of the course.
 */
async function periodStart(
  db: Executor,
  examination: ExaminationRow,
  courseId: number,
): Promise<string | null> {
  const [latest] = await db
    .select({ issued_at: certificates.issued_at })
    .from(certificates)
    .where(
      and(
        eq(certificates.user_id, examination.user_id),
        eq(certificates.course_id, courseId),
        examination.company_id === null
          ? isNull(certificates.company_id)
          : or(isNull(certificates.company_id), eq(certificates.company_id, examination.company_id)),
      ),
    )
    .orderBy(desc(certificates.issued_at))
    .limit(1);
  const [enrollment] = examination.enrollment_id
    ? await db
        .select({ start: sql<string>`(${enrollments.start_date}::timestamp at time zone 'UTC')::text` })
        .from(enrollments)
        .where(eq(enrollments.id, examination.enrollment_id))
    : [];
  const [restart] = await db
    .select({
      at: sql<
        string | null
      >`to_char(max(${qualifications.restarted_at}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(qualifications)
    .where(
      and(
        eq(qualifications.user_id, examination.user_id),
        eq(qualifications.course_id, courseId),
        examination.company_id === null
          ? isNull(qualifications.company_id)
          : or(isNull(qualifications.company_id), eq(qualifications.company_id, examination.company_id)),
      ),
    );
  const candidates = [latest?.issued_at, enrollment?.start, restart?.at].filter((value): value is string =>
    Boolean(value),
  );
  if (candidates.length === 0) return null;
  return new Date(Math.max(...candidates.map((value) => new Date(value).getTime()))).toISOString();
}

/** Days a new certificate is valid: the learner's access pass for the course, else the course's own validity. */
async function validityDays(
  db: Executor,
  actor: Actor,
  examination: ExaminationRow,
  course: { id: number; certificate_valid_days: number | null },
): Promise<number | null> {
  if (examination.company_id !== null) {
    const departments = memberDepartmentIdsInScope(actor);
    const [pass] = await db
      .select({ days: accessPasses.certificate_valid_for })
      .from(accessPasses)
      .where(
        and(
          eq(accessPasses.course_id, course.id),
          eq(accessPasses.company_id, examination.company_id),
          sql`${accessPasses.certificate_valid_for} is not null`,
          sql`((${accessPasses.grantable_type} = 'user' and ${accessPasses.grantable_id} = ${examination.user_id})
            or (${accessPasses.grantable_type} = 'department' and ${accessPasses.grantable_id} = any(${intArray(departments)}))
            or (${accessPasses.grantable_type} = 'company' and ${accessPasses.grantable_id} = ${examination.company_id}))`,
        ),
      )
      // The most specific pass wins: the person's own, then their department's, then the company's.
      .orderBy(
        sql`case ${accessPasses.grantable_type} when 'user' then 0 when 'department' then 1 else 2 end`,
      )
      .limit(1);
    if (pass?.days) return pass.days;
  }
  return course.certificate_valid_days;
}

/**
 * After a passed examination: when every active lesson of the variant has a pass in the current period, the
 * learner is certified — certificate, qualification (completed, average of the best scores) and a
 * notification, in the caller's transaction. Returns null when lessons are still missing.
 */
export async function certifyIfComplete(
  db: Executor,
  actor: Actor,
  examination: ExaminationRow,
  now: Date,
  locale: Locale,
): Promise<Certification | null> {
  const [variant] = await db
    .select({
      id: courseVariants.id,
      uuid: courseVariants.uuid,
      title: courseVariants.title,
      course_id: courses.id,
      course_uuid: courses.uuid,
      certificate_valid_days: courses.certificate_valid_days,
    })
    .from(courseVariants)
    .innerJoin(courses, eq(courses.id, courseVariants.course_id))
    .where(eq(courseVariants.id, examination.course_variant_id));
  if (!variant) return null;
  const since = await periodStart(db, examination, variant.course_id);
  const best = await queryRows<{ best: number | null }>(
    db,
    sql`select l.id,
      (select max(x.score) from examinations x where x.user_id = ${examination.user_id} and x.lesson_id = l.id
        and x.success and x.ended_at > ${since ?? '-infinity'}::timestamptz) as best
    from course_variant_lessons cvl join lessons l on l.id = cvl.lesson_id and l.is_active
    where cvl.course_variant_id = ${variant.id}`,
  );
  const scores = best.map((row) => row.best);
  if (scores.length === 0 || scores.some((score) => score === null)) return null;
  const average = Math.round(scores.reduce((sum: number, score) => sum + Number(score), 0) / scores.length);

  const days = await validityDays(db, actor, examination, {
    id: variant.course_id,
    certificate_valid_days: variant.certificate_valid_days,
  });
  const [tenant] = await db
    .select({ name: tenants.name })
    .from(tenants)
    .where(eq(tenants.id, examination.tenant_id));
  const issuedAt = now.toISOString();
  const [certificate] = await db
    .insert(certificates)
    .values({
      tenant_id: examination.tenant_id,
      user_id: examination.user_id,
      course_id: variant.course_id,
      course_variant_id: variant.id,
      company_id: examination.company_id,
      title: variant.title,
      certifier: tenant?.name ?? null,
      issued_at: issuedAt,
      expires_at: days ? new Date(now.getTime() + days * 86_400_000).toISOString() : null,
      created_at: issuedAt,
      updated_at: issuedAt,
    })
    .returning();

  const completed = {
    status: 'completed' as const,
    completed_at: issuedAt,
    last_active_at: issuedAt,
    score: average,
    certificate_id: certificate.id,
    course_variant_id: variant.id,
    is_active: true,
    updated_at: issuedAt,
  };
  await db
    .insert(qualifications)
    .values({
      tenant_id: examination.tenant_id,
      user_id: examination.user_id,
      course_id: variant.course_id,
      company_id: examination.company_id,
      created_at: issuedAt,
      ...completed,
    })
    .onConflictDoUpdate({
      target: [qualifications.user_id, qualifications.course_id, qualifications.company_id],
      set: completed,
    });

  // Read in the reader's language: message keys, with the course's title in each language it has.
  const titles = (await courseTitles(db, [variant.course_id])).get(variant.course_id);
  const byLocale = titles ? titlesByLocale(titles) : { en: variant.title, nb: variant.title };
  await createNotifications(db, examination.tenant_id, [
    {
      user_id: examination.user_id,
      company_id: examination.company_id,
      course_id: variant.course_id,
      text: {
        subjectKey: 'learning.course_completed',
        messageKey: 'notifications.course_completed_message',
        args: [variant.title],
        argsByLocale: { en: [byLocale.en], nb: [byLocale.nb] },
        data: {
          type: 'course.completed',
          course_uuid: variant.course_uuid,
          course_variant_uuid: variant.uuid,
          certificate_uuid: certificate.uuid,
          score: average,
        },
      },
      created_at: issuedAt,
      updated_at: issuedAt,
    },
  ]);
  return {
    certificate,
    course: { id: variant.course_id, uuid: variant.course_uuid },
    courseTitle: byLocale[locale],
    courseTitleByLocale: byLocale,
    companyId: examination.company_id,
    score: average,
  };
}
