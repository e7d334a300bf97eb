import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { courses } from '../../db/schema/content.ts';
import { sameSecret } from '../../platform/auth/constant-time.ts';
import type { InboxHandler } from '../../platform/inbox/index.ts';
import type { Services } from '../../platform/services.ts';
import {
  activeRegistrationById,
  claim,
  companyCourseIds,
  consumeLaunchTokenHash,
  courseNamed,
  enrollForLaunch,
  launchLanguage,
  personOfLaunch,
  type Refusal,
  recordRefusal,
  rememberLineItem,
  storeLaunchToken,
  verifyIdToken,
} from './lti-launch.service.ts';
import type { LoginBinding } from './lti-login-binding.ts';

/** The inbox's source of LTI launches: one event per id token, keyed by its nonce (or jti). */
export const ltiLaunchSource = 'lti.launch';

/**
 * What the inbox keeps of a launch: hashes of the one-use values, never the values. The code the browser gets
 * is made by the request and only its hash travels here, so neither the record nor its replay answer holds it.
 */
export type LaunchEventPayload = {
  id_token: string;
  state_hash: string;
  /** The hash of the login cookie's value the browser sent, when the login bound it by cookie. */
  cookie_hash: string | null;
  code_hash: string;
  origin: string;
  ip: string;
};

type Refused = Omit<Refusal, 'tenantId' | 'ip' | 'registration'>;
/** The stored answer: where the browser goes (the code added by the request), or why it is refused. */
export type LaunchOutcome =
  | { kind: 'refused'; refusal: Refused }
  | {
      kind: 'launched';
      page: '/lti/launch' | '/lti/deep-link';
      /** Set when the login bound the launch through the platform's storage: where the page reads it back. */
      storage: { target: string; platform: string; key: string } | null;
    };

const launchRefused = (reason: string, status: Refused['status'] = 401, key = 'lti.launch_refused') => ({
  kind: 'refused' as const,
  refusal: { status, key, reason },
});

/**
 * Processes one launch, once (DESIGN §11: events from outside go through the inbox): the state used up, the id
 * token verified, the browser's binding checked, the person found or made, and a one-use code stored. Every
 * refusal is recorded in the same transaction and kept as the event's answer.
 */
export function launchHandler(services: Services): InboxHandler {
  return async (event, tx) => {
    const payload = event.payload as LaunchEventPayload;
    const outcome = await launch(services, tx, event.tenantId, payload);
    if (outcome.outcome.kind === 'refused')
      await recordRefusal(tx, {
        ...outcome.outcome.refusal,
        tenantId: event.tenantId,
        ip: payload.ip,
        registration: outcome.registration,
      });
    return outcome.outcome;
  };
}

async function launch(
  services: Services,
  tx: Executor,
  tenantId: number,
  payload: LaunchEventPayload,
): Promise<{ outcome: LaunchOutcome; registration?: { uuid: string; company_id: number } }> {
  const now = services.clock.now();
  const state = await consumeLaunchTokenHash(tx, tenantId, 'state', payload.state_hash, now);
  if (!state?.nonce) return { outcome: launchRefused('launch: state unknown, used or expired') };
  const found = await activeRegistrationById(tx, state.registration_id);
  if (!found) return { outcome: launchRefused('launch: platform switched off', 404, 'lti.unknown_platform') };
  const { registration } = found;
  const refused = (reason: string, status?: Refused['status'], key?: string) => ({
    outcome: launchRefused(reason, status, key),
    registration,
  });
  const binding = state.data.binding as LoginBinding | undefined;
  // Login CSRF: the launch must come back to the browser that started the login. With a cookie, it is checked
  // here; through the platform's storage, the academy page reads the value back and the exchange checks it.
  if (!binding) return refused('launch: login not bound to a browser');
  if (binding.kind === 'cookie' && !(payload.cookie_hash && sameSecret(payload.cookie_hash, binding.hash)))
    return refused('launch: not the browser of the login');

  const verified = await verifyIdToken(registration, payload.id_token, state.nonce);
  if (verified.reason !== undefined) {
    const deployment = verified.reason === 'deployment';
    return refused(
      `launch: ${verified.reason}`,
      deployment ? 403 : 401,
      deployment ? 'lti.unknown_deployment' : 'lti.launch_refused',
    );
  }
  const id = verified.payload;
  const storage =
    binding.kind === 'storage'
      ? { target: binding.target, platform: binding.platform, key: binding.key }
      : null;
  // The launch code carries the binding on, for the exchange to check (lti-login-binding.ts): the same value,
  // shown again by the storage's page or, with a cookie, in the code's cookie the launch's answer sets.
  // With the platform's language for the pages it opens (null: it named none the academy speaks).
  const codeBinding = {
    binding_hash: binding.hash,
    binding_kind: binding.kind,
    language: launchLanguage(id),
  };
  const messageType = id[claim.messageType];

  if (messageType === 'LtiDeepLinkingRequest') {
    const settings = id[claim.deepLinkingSettings] as Record<string, unknown> | undefined;
    const returnUrl = settings?.deep_link_return_url;
    if (typeof returnUrl !== 'string' || !/^https?:\/\//.test(returnUrl))
      return refused('launch: no deep_link_return_url', 400);
    await storeLaunchToken(tx, {
      tenantId,
      registrationId: registration.id,
      purpose: 'deep_link',
      now,
      tokenHash: payload.code_hash,
      data: {
        return_url: returnUrl,
        data: typeof settings?.data === 'string' ? settings.data : null,
        deployment_id: id[claim.deploymentId],
        ...codeBinding,
      },
    });
    return {
      outcome: { kind: 'launched', page: '/lti/deep-link', storage },
      registration,
    };
  }
  if (messageType !== 'LtiResourceLinkRequest')
    return refused(`launch: message type ${String(messageType)}`, 400);
  const resourceLink = id[claim.resourceLink] as { id?: unknown } | undefined;
  if (typeof resourceLink?.id !== 'string') return refused('launch: no resource link', 400);

  const person = await personOfLaunch(tx, registration, id);
  if (person === 'seats_full') return refused('launch: seat cap reached', 403, 'lti.seats_full');
  if (person === 'inactive') return refused('launch: person disabled', 403, 'auth.inactive');
  const courseUuid = courseNamed(id);
  let courseId: number | null = null;
  if (courseUuid) {
    const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.uuid, courseUuid));
    if (course && (await companyCourseIds(tx, registration.company_id)).includes(course.id))
      courseId = course.id;
  }
  if (courseId !== null) {
    await enrollForLaunch(tx, registration, { userId: person.id, courseId, now });
    await rememberLineItem(tx, registration, {
      userId: person.id,
      courseId,
      sub: String(id.sub),
      payload: id,
    });
  }
  await storeLaunchToken(tx, {
    tenantId,
    registrationId: registration.id,
    purpose: 'launch_code',
    now,
    tokenHash: payload.code_hash,
    userId: person.id,
    courseId,
    data: codeBinding,
  });
  return {
    outcome: { kind: 'launched', page: '/lti/launch', storage },
    registration,
  };
}
