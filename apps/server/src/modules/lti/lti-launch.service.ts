import { isWebUrl } from '@academy/contracts/common/web-url';
import type { Locale } from '@academy/contracts/messages';
import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/raw-sql.ts';
import { courses } from '../../db/schema/content.ts';
import { companyCourses, enrollments } from '../../db/schema/learning.ts';
import { ltiLaunchTokens, ltiLineItems, ltiRegistrations, ltiUsers } from '../../db/schema/lti.ts';
import { companies, companyUsers, incidents, languages, users } from '../../db/schema/tenancy.ts';
import { generateToken, hashToken } from '../../platform/auth/token-hash.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import type { Services } from '../../platform/services.ts';
import { signInPersonColumns } from '../auth/index.ts';
import { courseTitles, titlesByLocale } from '../content-visibility/index.ts';
import { createEnrollments } from '../enrollments/index.ts';

export const claim = {
  messageType: 'https://purl.imsglobal.org/spec/lti/claim/message_type',
  version: 'https://purl.imsglobal.org/spec/lti/claim/version',
  deploymentId: 'https://purl.imsglobal.org/spec/lti/claim/deployment_id',
  targetLinkUri: 'https://purl.imsglobal.org/spec/lti/claim/target_link_uri',
  resourceLink: 'https://purl.imsglobal.org/spec/lti/claim/resource_link',
  custom: 'https://purl.imsglobal.org/spec/lti/claim/custom',
  ags: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
  deepLinkingSettings: 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings',
  deepLinkingData: 'https://purl.imsglobal.org/spec/lti-dl/claim/data',
  contentItems: 'https://purl.imsglobal.org/spec/lti-dl/claim/content_items',
  launchPresentation: 'https://purl.imsglobal.org/spec/lti/claim/launch_presentation',
} as const;
export const scoreScope = 'https://purl.imsglobal.org/spec/lti-ags/scope/score';

/** How long each one-use value lives: the login→launch round trip, the launch code, the instructor's pick. */
export const launchTokenTtl = {
  state: 10 * 60_000,
  launch_code: 2 * 60_000,
  deep_link: 30 * 60_000,
} as const;
const ttl = launchTokenTtl;
type Purpose = keyof typeof ttl;

export type Registration = typeof ltiRegistrations.$inferSelect;

export type Refusal = {
  tenantId: number;
  status: 400 | 401 | 403 | 404;
  key: string;
  reason: string;
  registration?: Pick<Registration, 'uuid' | 'company_id'> | null;
  ip: string;
};

/** A refused launch step: recorded as an incident (reason, no token), answered with a translated 4xx. */
export async function refuse(services: Services, input: Refusal): Promise<never> {
  await recordRefusal(services.db, input);
  throw new HttpError(input.status, input.key);
}

/** Records a refusal (in the caller's transaction, when it has one): its reason and address, never a token. */
export async function recordRefusal(db: Executor, input: Refusal): Promise<void> {
  await db.insert(incidents).values({
    tenant_id: input.tenantId,
    event: 'lti.launch_refused',
    company_id: input.registration?.company_id ?? null,
    target: input.registration ? `lti-registrations:${input.registration.uuid}|lti_registration` : null,
    data: { reason: input.reason, ip: input.ip },
  });
}

/** The active registration a platform names (its issuer, and its client id when it gives one). */
export async function findRegistration(
  db: Executor,
  tenantId: number,
  issuer: string,
  clientId: string | undefined,
): Promise<Registration | null> {
  const rows = await db
    .select()
    .from(ltiRegistrations)
    .where(
      and(
        eq(ltiRegistrations.tenant_id, tenantId),
        eq(ltiRegistrations.issuer, issuer),
        eq(ltiRegistrations.is_active, true),
        clientId ? eq(ltiRegistrations.client_id, clientId) : undefined,
      ),
    )
    .limit(2);
  // Without a client id, one issuer with two registrations is ambiguous: refused rather than guessed.
  return rows.length === 1 ? rows[0] : null;
}

type TokenInput = {
  tenantId: number;
  registrationId: number;
  purpose: Purpose;
  now: Date;
  nonce?: string;
  userId?: number;
  courseId?: number | null;
  data?: Record<string, unknown>;
};

/** Stores a one-use value (hashed) and answers the value itself. */
export async function issueLaunchToken(db: Executor, input: TokenInput): Promise<string> {
  const token = generateToken();
  await storeLaunchToken(db, { ...input, tokenHash: hashToken(token) });
  return token;
}

/** Stores a one-use value whose hash the caller made (the value stays with the request that will answer it). */
export async function storeLaunchToken(
  db: Executor,
  input: TokenInput & { tokenHash: string },
): Promise<void> {
  await db.insert(ltiLaunchTokens).values({
    tenant_id: input.tenantId,
    registration_id: input.registrationId,
    purpose: input.purpose,
    token_hash: input.tokenHash,
    nonce: input.nonce ?? null,
    user_id: input.userId ?? null,
    course_id: input.courseId ?? null,
    data: input.data ?? {},
    expires_at: new Date(input.now.getTime() + ttl[input.purpose]).toISOString(),
  });
}

const liveToken = (tenantId: number, purpose: Purpose, token: string, now: Date) =>
  liveTokenHash(tenantId, purpose, hashToken(token), now);

const liveTokenHash = (tenantId: number, purpose: Purpose, tokenHash: string, now: Date) =>
  and(
    eq(ltiLaunchTokens.tenant_id, tenantId),
    eq(ltiLaunchTokens.purpose, purpose),
    eq(ltiLaunchTokens.token_hash, tokenHash),
    isNull(ltiLaunchTokens.used_at),
    gt(ltiLaunchTokens.expires_at, now.toISOString()),
  );

/** Uses a one-use value up in one conditional update: of two requests with it only one gets the row. */
export async function consumeLaunchToken(
  db: Executor,
  tenantId: number,
  purpose: Purpose,
  token: string,
  now: Date,
) {
  const [row] = await db
    .update(ltiLaunchTokens)
    .set({ used_at: now.toISOString() })
    .where(liveToken(tenantId, purpose, token, now))
    .returning();
  return row ?? null;
}

/** As consumeLaunchToken, by the value's hash (the inbox keeps the hash of a launch's state, not the state). */
export async function consumeLaunchTokenHash(
  db: Executor,
  tenantId: number,
  purpose: Purpose,
  tokenHash: string,
  now: Date,
) {
  const [row] = await db
    .update(ltiLaunchTokens)
    .set({ used_at: now.toISOString() })
    .where(liveTokenHash(tenantId, purpose, tokenHash, now))
    .returning();
  return row ?? null;
}

/** A live value without using it up (the deep-linking page lists courses before the pick). */
export async function peekLaunchToken(
  db: Executor,
  tenantId: number,
  purpose: Purpose,
  token: string,
  now: Date,
) {
  const [row] = await db
    .select()
    .from(ltiLaunchTokens)
    .where(liveToken(tenantId, purpose, token, now));
  return row ?? null;
}

/** The platforms' key sets, fetched and cached by jose (refetched on an unknown kid, at most every 30 s). */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySetOf(url: string) {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { cooldownDuration: 30_000, timeoutDuration: 5_000 });
    keySets.set(url, set);
  }
  return set;
}

/**
 * Verifies the platform's id token (LTI 1.3 core §5.1.3): the signature against the platform's JWKS, the
 * issuer, audience (and azp when several), expiry, the nonce given at login, the version and the deployment.
 * Answers the payload, or the reason it is refused.
 */
export async function verifyIdToken(
  registration: Registration,
  idToken: string,
  nonce: string,
): Promise<{ payload: JWTPayload; reason?: undefined } | { payload?: undefined; reason: string }> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keySetOf(registration.keyset_url), {
      issuer: registration.issuer,
      audience: registration.client_id,
      algorithms: ['RS256', 'RS384', 'RS512', 'ES256', 'PS256'],
      clockTolerance: 30,
      requiredClaims: ['exp', 'iat', 'sub', 'nonce'],
    }));
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'ERR_JWT_INVALID';
    return { reason: `id_token: ${code}` };
  }
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if ((audiences.length > 1 || payload.azp !== undefined) && payload.azp !== registration.client_id)
    return { reason: 'azp' };
  if (payload.nonce !== nonce) return { reason: 'nonce' };
  if (payload[claim.version] !== '1.3.0') return { reason: 'version' };
  const deployment = payload[claim.deploymentId];
  if (typeof deployment !== 'string' || !registration.deployment_ids.includes(deployment))
    return { reason: 'deployment' };
  return { payload };
}

/** The course uuid a launch names: the custom parameter `course`, else `?course=` in the target link. */
export function courseNamed(payload: JWTPayload): string | null {
  const custom = payload[claim.custom] as Record<string, unknown> | undefined;
  const fromCustom = typeof custom?.course === 'string' ? custom.course : null;
  let fromLink: string | null = null;
  const target = payload[claim.targetLinkUri];
  if (typeof target === 'string') {
    try {
      fromLink = new URL(target).searchParams.get('course');
    } catch {
      fromLink = null;
    }
  }
  const value = fromCustom ?? fromLink;
  return value && /^[0-9a-f-]{36}$/i.test(value) ? value.toLowerCase() : null;
}

/** The courses the registration's company may use: given to it, or in one of its live enrollments. */
export async function companyCourseIds(db: Executor, companyId: number): Promise<number[]> {
  const given = await db
    .select({ id: companyCourses.course_id })
    .from(companyCourses)
    .where(eq(companyCourses.company_id, companyId));
  const enrolled = await db
    .selectDistinct({ id: enrollments.course_id })
    .from(enrollments)
    .where(and(eq(enrollments.company_id, companyId), isNull(enrollments.revoked_at)));
  return [...new Set([...given, ...enrolled].map((row) => row.id))];
}

export async function companyCourseList(db: Executor, companyId: number, locale: Locale) {
  const ids = await companyCourseIds(db, companyId);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: courses.id, uuid: courses.uuid, name: courses.name })
    .from(courses)
    .where(and(inArray(courses.id, ids), eq(courses.is_active, true)));
  const titles = await courseTitles(db, ids);
  return rows
    .map((row) => {
      const known = titles.get(row.id);
      return { id: row.id, uuid: row.uuid, title: known ? titlesByLocale(known)[locale] : row.name };
    })
    .sort((a, b) => a.title.localeCompare(b.title, locale));
}

/**
 * The academy language of the launch's `launch_presentation.locale` (BCP 47): Norwegian (nb, no, nn) is nb,
 * English is en; anything else, or no usable claim, is none (decisions.md, LTI 1.3).
 */
export function launchLanguage(payload: JWTPayload): Locale | null {
  const presentation = payload[claim.launchPresentation] as { locale?: unknown } | undefined;
  const locale = typeof presentation?.locale === 'string' ? presentation.locale.trim().toLowerCase() : '';
  const primary = /^([a-z]{2,3})(?:[-_][a-z0-9-_]*)?$/.exec(locale)?.[1];
  if (primary === 'nb' || primary === 'no' || primary === 'nn') return 'nb';
  if (primary === 'en') return 'en';
  return null;
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/**
 * The academy person a platform's `sub` is, in the registration's company: the one linked before; else, when
 * the platform sends an e-mail address, a member of the company with it; else a new person (without password)
 * in the company, preferring the launch's language when it names one (launchLanguage; an existing person's saved
 * choice is left as it is). A new person past the registration's seat cap is refused. Run in a transaction.
 */
export async function personOfLaunch(
  db: Executor,
  registration: Registration,
  payload: JWTPayload,
): Promise<{ id: number; uuid: string; last_login_at: string | null } | 'seats_full' | 'inactive'> {
  const sub = text(payload.sub, 255);
  // The registration row locked: concurrent first launches count seats one after the other.
  await db.execute(sql`select id from lti_registrations where id = ${registration.id} for update`);
  const [linked] = await db
    .select(signInPersonColumns)
    .from(ltiUsers)
    .innerJoin(users, eq(users.id, ltiUsers.user_id))
    .where(and(eq(ltiUsers.registration_id, registration.id), eq(ltiUsers.sub, sub)));
  if (linked) return linked.is_active ? linked : 'inactive';

  if (registration.seat_limit !== null) {
    const [taken] = await db
      .select({ n: count() })
      .from(ltiUsers)
      .where(eq(ltiUsers.registration_id, registration.id));
    if (taken.n >= registration.seat_limit) return 'seats_full';
  }

  const email = text(payload.email, 255).toLowerCase();
  const validEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : '';
  let person: { id: number; uuid: string; last_login_at: string | null; is_active: boolean } | undefined;
  let emailTaken = false;
  if (validEmail) {
    const [existing] = await db
      .select(signInPersonColumns)
      .from(users)
      .where(and(eq(users.tenant_id, registration.tenant_id), sql`lower(${users.email}) = ${validEmail}`));
    const [member] = existing
      ? await db
          .select({ id: companyUsers.id })
          .from(companyUsers)
          .where(
            and(eq(companyUsers.user_id, existing.id), eq(companyUsers.company_id, registration.company_id)),
          )
      : [];
    // Only a member of the registration's company is linked by address: a platform cannot claim anyone else.
    if (member) person = existing;
    emailTaken = Boolean(existing);
  }
  if (person && !person.is_active) return 'inactive';
  if (!person) {
    const name = text(payload.name, 200);
    const first = text(payload.given_name, 100) || name.split(' ')[0] || 'LTI';
    const last = text(payload.family_name, 100) || name.split(' ').slice(1).join(' ').slice(0, 100);
    const placeholder = `lti-${hashToken(`${registration.id}:${sub}`).slice(0, 24)}@lti.invalid`;
    const language = launchLanguage(payload);
    const [preferred] = language
      ? await db
          .select({ id: languages.id })
          .from(languages)
          .where(and(eq(languages.tenant_id, registration.tenant_id), eq(languages.code, language)))
      : [];
    const [created] = await db
      .insert(users)
      .values({
        tenant_id: registration.tenant_id,
        first_name: first,
        last_name: last,
        email: validEmail && !emailTaken ? validEmail : placeholder,
        password_hash: null,
        preferred_language_id: preferred?.id ?? null,
      })
      .returning(signInPersonColumns);
    await db.insert(companyUsers).values({
      tenant_id: registration.tenant_id,
      company_id: registration.company_id,
      user_id: created.id,
    });
    person = created;
  }
  await db
    .insert(ltiUsers)
    .values({ tenant_id: registration.tenant_id, registration_id: registration.id, sub, user_id: person.id });
  return person;
}

/**
 * A launch that opens a course gives the person that course, like a SCORM registration does (decisions.md, LTI
 * 1.3): a personal enrollment in the registration's company, unless an enrollment of the company already reaches
 * them (their own, one of their departments' or the company's). The seat is the registration's (personOfLaunch).
 */
export async function enrollForLaunch(
  db: Executor,
  registration: Registration,
  input: { userId: number; courseId: number; now: Date },
): Promise<void> {
  const [reached] = await queryRows<{ id: number }>(
    db,
    sql`select e.id from enrollments e
      where e.company_id = ${registration.company_id} and e.course_id = ${input.courseId} and e.revoked_at is null
        and ((e.enrollable_type = 'user' and e.enrollable_id = ${input.userId})
          or (e.enrollable_type = 'company' and e.enrollable_id = ${registration.company_id})
          or (e.enrollable_type = 'department' and e.enrollable_id in (
            select du.department_id from department_users du join departments d on d.id = du.department_id
            where du.user_id = ${input.userId} and d.company_id = ${registration.company_id})))
      limit 1`,
  );
  if (reached) return;
  await createEnrollments(db, registration.tenant_id, input.now, [
    {
      company_id: registration.company_id,
      course_id: input.courseId,
      enrollable_type: 'user',
      enrollable_id: input.userId,
      start_date: input.now.toISOString().slice(0, 10),
    },
  ]);
}

/** Keeps the AGS line item a launch names, so the person's completion of the course is posted there. */
export async function rememberLineItem(
  db: Executor,
  registration: Registration,
  input: { userId: number; courseId: number; sub: string; payload: JWTPayload },
): Promise<void> {
  const endpoint = input.payload[claim.ags] as { lineitem?: unknown; scope?: unknown } | undefined;
  const lineItem = typeof endpoint?.lineitem === 'string' ? endpoint.lineitem : null;
  const scopes = Array.isArray(endpoint?.scope) ? endpoint.scope.filter((s) => typeof s === 'string') : [];
  if (!lineItem || !scopes.includes(scoreScope)) return;
  await db
    .insert(ltiLineItems)
    .values({
      tenant_id: registration.tenant_id,
      registration_id: registration.id,
      user_id: input.userId,
      course_id: input.courseId,
      sub: input.sub,
      line_item_url: lineItem.slice(0, 1000),
      scopes,
    })
    .onConflictDoUpdate({
      target: [ltiLineItems.registration_id, ltiLineItems.user_id, ltiLineItems.course_id],
      set: { line_item_url: lineItem.slice(0, 1000), scopes, sub: input.sub, updated_at: sql`now()` },
    });
}

/**
 * The origins a registration's platform shows its pages from, as far as the registration tells: its issuer, its
 * authorization endpoint (where its storage frame answers postMessages, too) and the pages it names as framing
 * the tool on another host (`frame_origins`, Canvas Cloud's school hosts). What may frame the launch.
 */
export function platformOrigins(
  registration: Pick<Registration, 'issuer' | 'auth_login_url' | 'frame_origins'>,
): string[] {
  const origins = new Set<string>();
  for (const address of [registration.issuer, registration.auth_login_url, ...registration.frame_origins])
    if (isWebUrl(address)) origins.add(new URL(address).origin);
  return [...origins];
}

/** The registration of a live value, if still active and its company too. */
export async function activeRegistrationById(db: Executor, id: number) {
  const [row] = await db
    .select({ registration: ltiRegistrations, company: companies })
    .from(ltiRegistrations)
    .innerJoin(companies, eq(companies.id, ltiRegistrations.company_id))
    .where(
      and(eq(ltiRegistrations.id, id), eq(ltiRegistrations.is_active, true), eq(companies.is_active, true)),
    );
  return row ?? null;
}
