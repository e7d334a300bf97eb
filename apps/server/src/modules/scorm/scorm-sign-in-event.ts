import type { LoginResponseItem } from '@academy/contracts/entities/auth';
import type { ScormLoginRequest } from '@academy/contracts/entities/scorm';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { scormLaunches, scormPackages, scormRegistrations } from '../../db/schema/learning.ts';
import { users } from '../../db/schema/tenancy.ts';
import { generateToken, hashToken } from '../../platform/auth/token-hash.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import type { InboxHandler } from '../../platform/inbox/index.ts';
import type { Services } from '../../platform/services.ts';
import {
  activeMemberships,
  type SignedInWithoutToken,
  signInPersonColumns,
  signInWithTokenHash,
} from '../auth/index.ts';
import {
  findPackage,
  loginFailed,
  type PackageRecord,
  recordRefusal,
  refusal,
  register,
  registrationOf,
  seatFree,
  throttle,
} from './scorm-launch.service.ts';

/** The inbox's source of SCORM sign-ins: one event per launch token, keyed by the token's hash. */
export const scormSignInSource = 'scorm.sign-in';

/**
 * A launch token lives two minutes (launchTtlSeconds): its event only has to outlive that to refuse a second
 * exchange (and a spent token stays marked used on its launch). A day is kept for looking into a complaint.
 */
const scormSignInRetentionDays = 1;

/** What the inbox keeps of an exchange: the names it came with and the hash of the session token it made. */
export type ScormSignInPayload = {
  company_uuid: string;
  course_uuid: string;
  learner_id: string;
  session_hash: string;
  ip: string;
};

/**
 * The stored answer: the login answer without its token, or the message key of the refusal.
 */
export type ScormSignInOutcome =
  | { kind: 'signed_in'; item: SignedInWithoutToken & { scorm_origin: string } }
  | { kind: 'refused'; key: string };

type Refused = { refused: string; pkg?: PackageRecord };

/**
 * Processes one exchange of a launch token, once, in the inbox's transaction, the package row locked so that
 * concurrent launches of one package take turns: the token is spent, the package checked again (revoked,
 * expired, company), then the registration of company × course × learner id found — a relaunch resumes it — or
 * made within the seat cap: a person of the company (a learner, never linked to an existing account, no mail),
 * enrolled in the course. A refusal is recorded and kept as the answer; the token stays spent.
 */
export function scormSignInHandler(services: Services): InboxHandler {
  return async (event, tx): Promise<ScormSignInOutcome> => {
    const payload = event.payload as ScormSignInPayload;
    const outcome = await exchange(services, tx, event.tenantId, event.eventId, payload);
    if ('item' in outcome) return { kind: 'signed_in', item: outcome.item };
    await recordRefusal(tx, {
      tenantId: event.tenantId,
      companyId: outcome.pkg?.company_id ?? null,
      reason: outcome.refused,
      packageUuid: outcome.pkg?.uuid ?? '',
      ip: payload.ip,
    });
    return { kind: 'refused', key: outcome.refused };
  };
}

async function exchange(
  services: Services,
  tx: Executor,
  tenantId: number,
  tokenHash: string,
  payload: ScormSignInPayload,
): Promise<Refused | { item: SignedInWithoutToken & { scorm_origin: string } }> {
  const now = services.clock.now();
  const [launch] = await tx
    .update(scormLaunches)
    .set({ used_at: now.toISOString() })
    .where(
      and(
        eq(scormLaunches.tenant_id, tenantId),
        eq(scormLaunches.token_hash, tokenHash),
        isNull(scormLaunches.used_at),
        gt(scormLaunches.expires_at, now.toISOString()),
      ),
    )
    .returning({
      package_id: scormLaunches.package_id,
      learner: scormLaunches.scorm_learner_id,
      lms_origin: scormLaunches.lms_origin,
    });
  if (!launch || launch.learner !== payload.learner_id) return { refused: 'scorm.login_failed' };
  const pkg = await findPackage(tx, tenantId, eq(scormPackages.id, launch.package_id), true);
  if (
    !pkg ||
    pkg.company_uuid !== payload.company_uuid.toLowerCase() ||
    pkg.course_uuid !== payload.course_uuid.toLowerCase()
  )
    return { refused: 'scorm.login_failed' };
  const reason = refusal(pkg, now);
  if (reason) return { refused: reason, pkg };
  let registration = await registrationOf(tx, pkg, payload.learner_id);
  if (!registration) {
    if (!(await seatFree(tx, pkg, payload.learner_id))) return { refused: 'scorm.seats_full', pkg };
    registration = await register(tx, pkg, payload.learner_id, now);
  }
  await tx
    .update(scormRegistrations)
    .set({ last_launched_at: now.toISOString(), updated_at: now.toISOString() })
    .where(eq(scormRegistrations.id, registration.id));
  const [user] = await tx.select(signInPersonColumns).from(users).where(eq(users.id, registration.user_id));
  if (!user?.is_active) return { refused: 'scorm.login_failed', pkg };
  const memberships = await activeMemberships(tx, user.id);
  const item = await signInWithTokenHash(tx, {
    tenantId,
    user,
    method: 'scorm',
    company: { id: pkg.company_id, uuid: pkg.company_uuid },
    // A launch session of the registration: a learner session reaching the package's course only.
    launch: { via: 'scorm', sourceId: registration.id, courseId: pkg.course_id },
    numCompanies: memberships.length,
    ttlMinutes: services.config.tokenTtlMinutes,
    now,
    ip: payload.ip,
    tokenHash: payload.session_hash,
  });
  return {
    item: { ...item, course: { uuid: pkg.course_uuid, variant_uuid: null }, scorm_origin: launch.lms_origin },
  };
}

/** Names the handler and the retention of SCORM sign-ins; call while the app is built. */
export function handleScormSignIns(services: Services): void {
  services.inbox.handle(scormSignInSource, scormSignInHandler(services));
  services.inbox.retain(scormSignInSource, scormSignInRetentionDays);
}

/**
 * POST /auth/login/scorm (spec §7): the launch token exchanged for a session, through the inbox keyed by the
 * token's hash. A token the tenant never issued is refused before anything is stored (a guess leaves no event);
 * an issued one is stored first and processed once, and a second exchange is refused from the record. The
 * session token is made here and only its hash goes into the event, so no record holds a usable session. The
 * answer opens the course and names the LMS origin to post to.
 */
export async function loginWithScorm(
  services: Services,
  input: ScormLoginRequest & { tenantId: number; ip: string },
): Promise<LoginResponseItem> {
  await throttle(services, `scorm-login:t${input.tenantId}:ip:${input.ip}`);
  const tokenHash = hashToken(input.token);
  const refuse = async (reason: string): Promise<never> => {
    await recordRefusal(services.db, {
      tenantId: input.tenantId,
      companyId: null,
      reason,
      packageUuid: '',
      ip: input.ip,
    });
    throw loginFailed();
  };
  const [issued] = await services.db
    .select({ id: scormLaunches.id })
    .from(scormLaunches)
    .where(and(eq(scormLaunches.tenant_id, input.tenantId), eq(scormLaunches.token_hash, tokenHash)));
  if (!issued) return refuse('scorm.login_failed');
  const token = generateToken();
  const payload: ScormSignInPayload = {
    company_uuid: input.companyUuid,
    course_uuid: input.courseUuid,
    learner_id: input.scormLearnerId,
    session_hash: hashToken(token),
    ip: input.ip,
  };
  const { result, stored } = await services.inbox.receive({
    tenantId: input.tenantId,
    source: scormSignInSource,
    eventId: tokenHash,
    payload,
  });
  // Only the delivery whose payload was stored holds the session's token, whichever delivery processed it; every
  // other one is a replay.
  if (!stored) return refuse('scorm.replayed');
  const outcome = result as ScormSignInOutcome;
  if (outcome.kind === 'refused') {
    // Recorded in the processing transaction already.
    if (outcome.key === 'scorm.login_failed') throw loginFailed();
    throw new HttpError(422, outcome.key);
  }
  return { ...outcome.item, access_token: token };
}
