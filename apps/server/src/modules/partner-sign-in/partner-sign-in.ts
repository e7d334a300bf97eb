import { and, count, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { courses, courseVariants } from '../../db/schema/content.ts';
import { companyCourses, enrollments } from '../../db/schema/learning.ts';
import { partnerIntegrations, partnerSeats } from '../../db/schema/partners.ts';
import { companies, companyUsers, departments, departmentUsers, users } from '../../db/schema/tenancy.ts';
import type { Services } from '../../platform/services.ts';
import { type SignedInWithoutToken, signInWithTokenHash } from '../auth/index.ts';
import { createEnrollments } from '../enrollments/index.ts';
import { signsInThroughPartner } from './partner-integrations.policy.ts';
import { PartnerRefusal } from './partner-refusal.ts';

type Integration = typeof partnerIntegrations.$inferSelect;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type PartnerSignInInput = {
  tenantId: number;
  ip: string;
  /** The integration whose key verified the ticket or digest. */
  integrationId: number;
  email: string;
  name: string | null;
  /** The course the partner names: its uuid or its code; null opens none (or the integration's only course). */
  course: string | null;
  /** The course variant's uuid, or null. */
  variant: string | null;
  /** Until when the ticket or digest is good: one processed later (by the inbox job) signs no one in. */
  validUntil: Date;
  /** The hash of the session token the request made (the token itself never comes here). */
  sessionHash: string;
  now: Date;
};

/** Whether an integration signs anyone in now; a refusal names why. */
export function assertUsable(row: Integration, now: Date): void {
  if (row.revoked_at) throw new PartnerRefusal('partner_failed', 'revoked', row);
  if (row.expires_at && new Date(row.expires_at).getTime() <= now.getTime())
    throw new PartnerRefusal('partner_failed', 'integration_expired', row);
}

/**
 * The common end of both partner sign-ins, run in the inbox's processing of the ticket or digest (which makes
 * it once only: a second use is a replay, refused from the record). It first locks the integration row, so
 * that concurrent sign-ins of one integration are taken one at a time (the seat cap counts exactly): the
 * course is checked against the company's courses and the integration's restriction, the person is found in
 * the company (or created there), takes a seat, is enrolled in the course when not already, and is signed in
 * with a launch session of the integration (actor.ts): a learner session reaching that course only, ended when
 * the integration is revoked. A refusal throws; the caller rolls back what was written before it.
 */
export async function signInAsPartner(
  services: Services,
  tx: Executor,
  input: PartnerSignInInput,
): Promise<SignedInWithoutToken> {
  const { now } = input;
  const [integration] = await tx
    .select()
    .from(partnerIntegrations)
    .where(eq(partnerIntegrations.id, input.integrationId))
    .for('update');
  if (!integration) throw new PartnerRefusal('partner_failed', 'revoked');
  assertUsable(integration, now);
  if (input.validUntil.getTime() < now.getTime())
    throw new PartnerRefusal('partner_expired', 'processed_too_late', integration);

  const [company] = await tx
    .select({
      id: companies.id,
      uuid: companies.uuid,
      is_active: companies.is_active,
      settings: companies.settings,
    })
    .from(companies)
    .where(eq(companies.id, integration.company_id));
  if (!company?.is_active) throw new PartnerRefusal('partner_failed', 'company_inactive', integration);

  const course = await courseToOpen(tx, input, integration);
  const user = await personInCompany(tx, input, integration, company);

  const [seat] = await tx
    .select({ user_id: partnerSeats.user_id })
    .from(partnerSeats)
    .where(and(eq(partnerSeats.integration_id, integration.id), eq(partnerSeats.user_id, user.id)));
  if (!seat) {
    if (integration.seat_cap !== null) {
      const [taken] = await tx
        .select({ n: count() })
        .from(partnerSeats)
        .where(eq(partnerSeats.integration_id, integration.id));
      if (taken.n >= integration.seat_cap)
        throw new PartnerRefusal('partner_seats_full', 'seat_cap', integration);
    }
    await tx.insert(partnerSeats).values({ integration_id: integration.id, user_id: user.id });
  }

  if (course) await enrollWhenNeeded(tx, input, company.id, course.id, user.id);

  const [memberships] = await tx
    .select({ n: count() })
    .from(companyUsers)
    .innerJoin(companies, eq(companies.id, companyUsers.company_id))
    .where(and(eq(companyUsers.user_id, user.id), eq(companies.is_active, true)));
  const item = await signInWithTokenHash(tx, {
    tenantId: input.tenantId,
    user,
    method: integration.kind,
    company,
    // A launch session of the integration, in the course it opened (the only one it reaches).
    launch: { via: 'partner', sourceId: integration.id, courseId: course?.id ?? null },
    numCompanies: memberships.n,
    ttlMinutes: services.config.tokenTtlMinutes,
    now,
    ip: input.ip,
    tokenHash: input.sessionHash,
  });
  await tx
    .update(partnerIntegrations)
    .set({ last_used_at: now.toISOString() })
    .where(eq(partnerIntegrations.id, integration.id));

  const opened = course ? { uuid: course.uuid, variant_uuid: course.variantUuid } : null;
  return { ...item, course: opened, redirect_handshake: handshakeFor(integration, opened) };
}

/**
 * The single sign-on handshake (spec §4 post-login routing): when the integration names the partner's
 * handshake address, the web goes there first, with where to come back to (`return`, a path of the academy).
 */
function handshakeFor(
  integration: Integration,
  course: { uuid: string; variant_uuid: string | null } | null,
): string | null {
  if (!integration.handshake_url) return null;
  const back = course
    ? course.variant_uuid
      ? `/courses/${course.uuid}/variants/${course.variant_uuid}`
      : `/courses/${course.uuid}`
    : '/';
  const url = new URL(integration.handshake_url);
  url.searchParams.set('return', back);
  return url.toString();
}

async function courseToOpen(tx: Executor, input: PartnerSignInInput, integration: Integration) {
  const reference = input.course?.trim() || null;
  if (!reference && integration.course_id === null) return null;
  const named = reference
    ? uuidPattern.test(reference)
      ? sql`${courses.uuid}::text = ${reference.toLowerCase()}`
      : eq(courses.code, reference)
    : eq(courses.id, integration.course_id!);
  const today = input.now.toISOString().slice(0, 10);
  const [course] = await tx
    .select({ id: courses.id, uuid: courses.uuid })
    .from(courses)
    .innerJoin(companyCourses, eq(companyCourses.course_id, courses.id))
    .where(
      and(
        eq(courses.tenant_id, input.tenantId),
        eq(courses.is_active, true),
        named,
        eq(companyCourses.company_id, integration.company_id),
        or(isNull(companyCourses.end_date), gte(companyCourses.end_date, today)),
      ),
    );
  if (!course) throw new PartnerRefusal('partner_failed', 'unknown_course', integration);
  if (integration.course_id !== null && integration.course_id !== course.id)
    throw new PartnerRefusal('partner_failed', 'course_not_allowed', integration);
  let variantUuid: string | null = null;
  if (input.variant) {
    if (!uuidPattern.test(input.variant))
      throw new PartnerRefusal('partner_failed', 'unknown_variant', integration);
    const [variant] = await tx
      .select({ uuid: courseVariants.uuid })
      .from(courseVariants)
      .where(
        and(
          eq(courseVariants.course_id, course.id),
          sql`${courseVariants.uuid}::text = ${input.variant.toLowerCase()}`,
          eq(courseVariants.is_active, true),
          eq(courseVariants.status, 'published'),
        ),
      );
    if (!variant) throw new PartnerRefusal('partner_failed', 'unknown_variant', integration);
    variantUuid = variant.uuid;
  }
  return { ...course, variantUuid };
}

/**
 * The person the partner names, by e-mail address: a learner of the integration's company, or created there
 * (and in its registration department) when the tenant has no one with that address. Someone of another
 * company only, an inactive account, an administrator or a manager of the company is refused.
 */
async function personInCompany(
  tx: Executor,
  input: PartnerSignInInput,
  integration: Integration,
  company: { id: number; settings: { registration_department_id: number | null } },
) {
  const email = input.email.trim().toLowerCase();
  const [found] = await tx
    .select()
    .from(users)
    .where(and(eq(users.tenant_id, input.tenantId), sql`lower(${users.email}) = ${email}`));
  if (found) {
    const [membership] = await tx
      .select({ is_manager: companyUsers.is_manager })
      .from(companyUsers)
      .where(and(eq(companyUsers.company_id, company.id), eq(companyUsers.user_id, found.id)));
    if (!membership) throw new PartnerRefusal('partner_failed', 'not_in_company', integration);
    if (!found.is_active) throw new PartnerRefusal('partner_failed', 'inactive', integration);
    if (!signsInThroughPartner(found, membership.is_manager))
      throw new PartnerRefusal('partner_failed', 'privileged', integration);
    return found;
  }
  const [first, ...rest] = (input.name?.trim() || email.split('@')[0]).split(/\s+/);
  const [created] = await tx
    .insert(users)
    .values({
      tenant_id: input.tenantId,
      first_name: first.slice(0, 100),
      last_name: rest.join(' ').slice(0, 100),
      email,
    })
    .returning();
  await tx
    .insert(companyUsers)
    .values({ tenant_id: input.tenantId, company_id: company.id, user_id: created.id });
  const departmentId = company.settings.registration_department_id;
  if (departmentId) {
    const [department] = await tx
      .select({ id: departments.id })
      .from(departments)
      .where(
        and(
          eq(departments.id, departmentId),
          eq(departments.company_id, company.id),
          eq(departments.is_active, true),
        ),
      );
    if (department)
      await tx
        .insert(departmentUsers)
        .values({ tenant_id: input.tenantId, department_id: department.id, user_id: created.id });
  }
  return created;
}

async function enrollWhenNeeded(
  tx: Executor,
  input: PartnerSignInInput,
  companyId: number,
  courseId: number,
  userId: number,
) {
  const today = input.now.toISOString().slice(0, 10);
  const [current] = await tx
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(
      and(
        eq(enrollments.company_id, companyId),
        eq(enrollments.course_id, courseId),
        eq(enrollments.enrollable_type, 'user'),
        eq(enrollments.enrollable_id, userId),
        isNull(enrollments.revoked_at),
        or(isNull(enrollments.end_date), gte(enrollments.end_date, today)),
      ),
    );
  if (current) return;
  await createEnrollments(tx, input.tenantId, input.now, [
    {
      course_id: courseId,
      company_id: companyId,
      enrollable_type: 'user',
      enrollable_id: userId,
      start_date: today,
      end_date: null,
    },
  ]);
}
