import { randomUUID } from 'node:crypto';
import { isWebUrl } from '@academy/contracts/common/web-url';
import type { ScormLaunch } from '@academy/contracts/entities/scorm';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { courses } from '../../db/schema/content.ts';
import { scormLaunches, scormPackages, scormRegistrations } from '../../db/schema/learning.ts';
import { companies, companyUsers, incidents, users } from '../../db/schema/tenancy.ts';
import { consumeRateLimits } from '../../platform/auth/rate-limit.ts';
import { generateToken, hashToken } from '../../platform/auth/token-hash.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import type { Services } from '../../platform/services.ts';
import { createEnrollments } from '../enrollments/index.ts';
import { scormPackageStatus } from './scorm.resources.ts';

/** How long a launch token works: the launch page uses it at once. */
export const launchTtlSeconds = 120;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One answer for a token that is wrong, used, expired or for other names, so that nothing can be probed. */
export const loginFailed = () => new HttpError(422, 'scorm.login_failed', { token: ['scorm.login_failed'] });

export type PackageRecord = {
  id: number;
  uuid: string;
  tenant_id: number;
  company_id: number;
  company_uuid: string;
  company_active: boolean;
  scorm_enabled: boolean;
  lms_url: string | null;
  course_id: number;
  course_uuid: string;
  seat_cap: number | null;
  expires_at: string | null;
  revoked_at: string | null;
};

export async function findPackage(db: Executor, tenantId: number, where: SQL, lock = false) {
  const query = db
    .select({
      id: scormPackages.id,
      uuid: scormPackages.uuid,
      tenant_id: scormPackages.tenant_id,
      company_id: scormPackages.company_id,
      company_uuid: companies.uuid,
      company_active: companies.is_active,
      scorm_enabled: companies.scorm_enabled,
      lms_url: companies.external_lms_url,
      course_id: scormPackages.course_id,
      course_uuid: courses.uuid,
      seat_cap: scormPackages.seat_cap,
      expires_at: scormPackages.expires_at,
      revoked_at: scormPackages.revoked_at,
    })
    .from(scormPackages)
    .innerJoin(companies, eq(companies.id, scormPackages.company_id))
    .innerJoin(courses, eq(courses.id, scormPackages.course_id))
    .where(and(eq(scormPackages.tenant_id, tenantId), where));
  const [row] = await (lock ? query.for('update', { of: scormPackages }) : query);
  return row as PackageRecord | undefined;
}

/** Why a package launches nobody now (null: it launches), the message key of the refusal. */
export function refusal(pkg: PackageRecord, now: Date): string | null {
  if (!pkg.company_active || !pkg.scorm_enabled) return 'scorm.launch_refused';
  const status = scormPackageStatus(pkg, now.getTime());
  if (status === 'revoked') return 'scorm.package_revoked';
  if (status === 'expired') return 'scorm.package_expired';
  if (!pkg.lms_url || !isWebUrl(pkg.lms_url)) return 'scorm.no_lms_url';
  return null;
}

/** Whether one more learner fits: one already registered for the company × course always does. */
export async function seatFree(db: Executor, pkg: PackageRecord, learnerId: string): Promise<boolean> {
  if (await registrationOf(db, pkg, learnerId)) return true;
  if (pkg.seat_cap === null) return true;
  const [{ used }] = await db
    .select({ used: count() })
    .from(scormRegistrations)
    .where(eq(scormRegistrations.package_id, pkg.id));
  return used < pkg.seat_cap;
}

export async function registrationOf(db: Executor, pkg: PackageRecord, learnerId: string) {
  const [row] = await db
    .select({ id: scormRegistrations.id, user_id: scormRegistrations.user_id })
    .from(scormRegistrations)
    .where(
      and(
        eq(scormRegistrations.company_id, pkg.company_id),
        eq(scormRegistrations.course_id, pkg.course_id),
        eq(scormRegistrations.scorm_learner_id, learnerId),
      ),
    );
  return row;
}

export async function recordRefusal(
  db: Executor,
  input: { tenantId: number; companyId: number | null; reason: string; packageUuid: string; ip: string },
) {
  await db.insert(incidents).values({
    tenant_id: input.tenantId,
    event: 'scorm.refused',
    user_id: null,
    company_id: input.companyId,
    target: null,
    data: { reason: input.reason, package: input.packageUuid, ip: input.ip },
  });
}

/** Per IP: the launch page's calls and the sign-ins, as loosely as password sign-in's per-IP counter. */
export async function throttle(services: Services, key: string) {
  const { config, clock } = services;
  await consumeRateLimits(
    services.db,
    [{ key, limit: config.loginRateLimit * 5, windowSeconds: config.rateLimitWindowSeconds }],
    clock.now(),
  );
}

/**
 * A launch for one learner of the LMS (GET /scorm/launch/{package}), asked by the package's launch page: refused
 * for a revoked or expired package, a company without SCORM or LMS address, or a full package (a learner who
 * already has a registration always gets in). The token is single-use, short-lived and stored hashed. The answer
 * may be read by the company's LMS origin only (CORS), also when it is a refusal.
 */
export async function issueLaunch(
  services: Services,
  input: { tenantId: number; packageUuid: string; learnerId: string; ip: string; academyOrigin: string },
): Promise<{ launch: ScormLaunch; lmsOrigin: string }> {
  await throttle(services, `scorm-launch:t${input.tenantId}:ip:${input.ip}`);
  if (!uuidPattern.test(input.packageUuid)) throw new HttpError(404, 'http.not_found');
  const now = services.clock.now();
  const pkg = await findPackage(
    services.db,
    input.tenantId,
    eq(scormPackages.uuid, input.packageUuid.toLowerCase()),
  );
  if (!pkg) throw new HttpError(404, 'http.not_found');
  const lmsOrigin = pkg.lms_url && isWebUrl(pkg.lms_url) ? new URL(pkg.lms_url).origin : null;
  const cors: Record<string, string> = lmsOrigin
    ? { 'Access-Control-Allow-Origin': lmsOrigin, Vary: 'Origin' }
    : {};
  const reason =
    refusal(pkg, now) ?? ((await seatFree(services.db, pkg, input.learnerId)) ? null : 'scorm.seats_full');
  if (reason || !lmsOrigin) {
    await recordRefusal(services.db, {
      tenantId: input.tenantId,
      companyId: pkg.company_id,
      reason: reason ?? 'scorm.no_lms_url',
      packageUuid: pkg.uuid,
      ip: input.ip,
    });
    throw new HttpError(422, reason ?? 'scorm.no_lms_url', undefined, [], cors);
  }
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + launchTtlSeconds * 1000);
  await services.db.insert(scormLaunches).values({
    tenant_id: input.tenantId,
    package_id: pkg.id,
    scorm_learner_id: input.learnerId,
    token_hash: hashToken(token),
    lms_origin: lmsOrigin,
    expires_at: expiresAt.toISOString(),
  });
  const path = [pkg.company_uuid, pkg.course_uuid, input.learnerId].map(encodeURIComponent).join('/');
  return {
    lmsOrigin,
    launch: {
      url: `${input.academyOrigin}/scorm/${path}?token=${encodeURIComponent(token)}`,
      origin: input.academyOrigin,
      expires_at: expiresAt.toISOString(),
    },
  };
}

/** A new registration: a learner of the company with no address of their own, enrolled in the course. */
export async function register(tx: Executor, pkg: PackageRecord, learnerId: string, now: Date) {
  const [user] = await tx
    .insert(users)
    .values({
      tenant_id: pkg.tenant_id,
      first_name: 'SCORM',
      last_name: learnerId.slice(0, 100),
      // Never mailed: the address only fills the required column and cannot collide (RFC 2606 .invalid).
      email: `scorm-${randomUUID()}@scorm.invalid`,
      scorm_learner_id: learnerId,
      email_core: false,
      email_course: false,
      email_marketing: false,
      email_digest: false,
    })
    .returning({ id: users.id });
  await tx
    .insert(companyUsers)
    .values({ tenant_id: pkg.tenant_id, company_id: pkg.company_id, user_id: user.id });
  await createEnrollments(tx, pkg.tenant_id, now, [
    {
      company_id: pkg.company_id,
      course_id: pkg.course_id,
      enrollable_type: 'user',
      enrollable_id: user.id,
      start_date: now.toISOString().slice(0, 10),
    },
  ]);
  const [row] = await tx
    .insert(scormRegistrations)
    .values({
      tenant_id: pkg.tenant_id,
      company_id: pkg.company_id,
      course_id: pkg.course_id,
      package_id: pkg.id,
      user_id: user.id,
      scorm_learner_id: learnerId,
    })
    .returning({ id: scormRegistrations.id, user_id: scormRegistrations.user_id });
  return row;
}
