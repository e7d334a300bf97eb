import { randomUUID } from 'node:crypto';
import type { Locale } from '@academy/contracts/messages';
import {
  ltiDeepLinkCourses,
  ltiDeepLinkRespond,
  ltiExchange,
  ltiJwks,
  ltiLaunch,
  ltiLoginGet,
  ltiLoginPost,
} from '@academy/contracts/operations/lti';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt, type JWTPayload } from 'jose';
import type { z } from 'zod';
import { courses } from '../../db/schema/content.ts';
import { companies, companyUsers, users } from '../../db/schema/tenancy.ts';
import { generateToken, hashToken } from '../../platform/auth/token-hash.ts';
import { itemEnvelope } from '../../platform/http/envelope.ts';
import { frameGrantCookie } from '../../platform/http/frame-grant.ts';
import { requestHostname } from '../../platform/http/host-name.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { signIn, signInPersonColumns, throttleAuthCall } from '../auth/index.ts';
import { signAsTool, toolJwks } from './lti-keys.ts';
import {
  activeRegistrationById,
  claim,
  companyCourseList,
  consumeLaunchToken,
  findRegistration,
  launchTokenTtl,
  peekLaunchToken,
  type Registration,
  refuse,
  storeLaunchToken,
} from './lti-launch.service.ts';
import {
  type LaunchEventPayload,
  type LaunchOutcome,
  launchHandler,
  ltiLaunchSource,
} from './lti-launch-event.ts';
import {
  bindingCookie,
  bindingCookieHash,
  bindingCookieValue,
  codeBindingCookie,
  holdsCodeBinding,
  type LoginBinding,
  newBindingValue,
  storageKey,
} from './lti-login-binding.ts';

type LoginParams = z.infer<typeof ltiLoginGet.query>;

/**
 * The tool's own origin for this request: the configured public address when the request comes to its host,
 * else the tenant's host the request named (each tenant's platforms are registered on its own host).
 */
function toolOrigin(request: FastifyRequest): string {
  const configured = request.server.services.config.publicUrl;
  if (requestHostname(request.headers.host) === new URL(configured).hostname) return configured;
  return `${request.protocol}://${request.host}`;
}

const sameOrigin = (url: string, origin: string) => {
  try {
    return new URL(url).origin === new URL(origin).origin;
  } catch {
    return false;
  }
};

/** The id token's claims as sent, before any check (empty when it is no JWT): only to know it again. */
function unverifiedClaims(idToken: string): JWTPayload {
  try {
    return decodeJwt(idToken);
  } catch {
    return {};
  }
}

/** The platform's language a launch's code keeps (lti-launch-event.ts), when the platform named one. */
const codeLanguage = (data: Record<string, unknown>): Locale | null =>
  data.language === 'en' || data.language === 'nb' ? data.language : null;

/**
 * LTI 1.3 (issue 25, "LTI 1.3 beside SCORM"): the OIDC third-party-initiated login, the launch (the id token
 * verified against the platform's keys) and the academy pages' calls. The state and nonce of a login are kept
 * server-side (hashed, ten minutes, one use) and bound to the browser that started it (lti-login-binding.ts:
 * the platform's storage when it offers one, else a partitioned cookie). Every launch goes through the inbox,
 * keyed by its id token's nonce: processed once, a second post refused from the record. The browser gets a
 * one-use code in the address of an academy page, exchanged for a session there, by that browser only (the code
 * is bound like the login: the storage's value again, or a partitioned cookie of the code set with it). Every
 * refusal is recorded (`lti.launch_refused`, with its reason) and answered with a translated 4xx.
 */
export async function ltiRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  const { db } = services;
  const refusal = (
    request: FastifyRequest,
    status: 400 | 401 | 403 | 404,
    key: string,
    reason: string,
    registration?: Registration | null,
  ) => refuse(services, { tenantId: request.tenant.id, status, key, reason, registration, ip: request.ip });

  services.inbox.handle(ltiLaunchSource, launchHandler(services));

  registerOperation(app, ltiJwks, async (request) =>
    toolJwks(db, request.tenant.id, services.config.appSecret),
  );

  const login = async (request: FastifyRequest, reply: FastifyReply, params: LoginParams) => {
    await throttleAuthCall(services, request, 'lti');
    const registration = await findRegistration(db, request.tenant.id, params.iss, params.client_id);
    if (!registration) return refusal(request, 404, 'lti.unknown_platform', 'login: unknown platform');
    if (params.lti_deployment_id && !registration.deployment_ids.includes(params.lti_deployment_id))
      return refusal(request, 403, 'lti.unknown_deployment', 'login: unknown deployment', registration);
    const origin = toolOrigin(request);
    if (!sameOrigin(params.target_link_uri, origin))
      return refusal(request, 400, 'lti.launch_refused', 'login: target_link_uri elsewhere', registration);
    const nonce = generateToken();
    const state = generateToken();
    const { value, hash } = newBindingValue();
    const storageTarget = params.lti_storage_target;
    const platform = new URL(registration.auth_login_url).origin;
    const binding: LoginBinding = storageTarget
      ? { kind: 'storage', hash, target: storageTarget, platform, key: storageKey(state) }
      : { kind: 'cookie', hash };
    await storeLaunchToken(db, {
      tenantId: request.tenant.id,
      registrationId: registration.id,
      purpose: 'state',
      now: services.clock.now(),
      nonce,
      tokenHash: hashToken(state),
      data: { target_link_uri: params.target_link_uri, binding },
    });
    const target = new URL(registration.auth_login_url);
    const query: Record<string, string> = {
      scope: 'openid',
      response_type: 'id_token',
      response_mode: 'form_post',
      prompt: 'none',
      client_id: registration.client_id,
      redirect_uri: `${origin}/api/lti/launch`,
      login_hint: params.login_hint,
      state,
      nonce,
    };
    if (params.lti_message_hint) query.lti_message_hint = params.lti_message_hint;
    for (const [name, field] of Object.entries(query)) target.searchParams.set(name, field);
    reply.header('cache-control', 'no-store');
    if (binding.kind === 'storage') {
      // The academy's page in the platform's frame puts the value into the platform's storage, then goes on to
      // the platform. All it needs travels in the fragment, which never reaches a server's log.
      const fragment = new URLSearchParams({
        target: binding.target,
        platform,
        key: binding.key,
        value,
        next: target.toString(),
      });
      return reply.redirect(`${origin}/lti/launch?state=${encodeURIComponent(state)}#${fragment}`, 302);
    }
    reply.header('set-cookie', bindingCookie(state, value, 600));
    return reply.header('cache-control', 'no-store').redirect(target.toString(), 302);
  };
  registerOperation(app, ltiLoginGet, (request, reply) => login(request, reply, request.query));
  // The platform's own posts — the login initiation and the launch's id token — are forms, read as plain fields;
  // in a scope of their own, so every other route still refuses a form with 415.
  await app.register(async (platformPosts) => {
    platformPosts.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    registerOperation(platformPosts, ltiLoginPost, (request, reply) => login(request, reply, request.body));

    registerOperation(platformPosts, ltiLaunch, async (request, reply) => {
      await throttleAuthCall(services, request, 'lti');
      const { id_token: idToken, state } = request.body;
      const claims = unverifiedClaims(idToken);
      // The inbox's key: the id token's nonce (one per login), else its jti. Read before the token is verified,
      // only to recognise a second post of it; the verification comes in processing.
      const once = [claims.nonce, claims.jti].find((value) => typeof value === 'string' && value !== '');
      if (typeof once !== 'string')
        return refusal(request, 401, 'lti.launch_refused', 'launch: id token without nonce or jti');
      const code = generateToken();
      const payload: LaunchEventPayload = {
        id_token: idToken,
        state_hash: hashToken(state),
        cookie_hash: bindingCookieHash(request.headers.cookie, state),
        code_hash: hashToken(code),
        origin: toolOrigin(request),
        ip: request.ip,
      };
      const { result, stored } = await services.inbox.receive({
        tenantId: request.tenant.id,
        source: ltiLaunchSource,
        eventId: hashToken(`${request.tenant.id}\n${String(claims.iss)}\n${once}`),
        payload,
      });
      // Only the post whose payload was stored holds its code, whichever post processed it; a second post of one
      // id token is refused, whatever the first one became.
      if (!stored) return refusal(request, 401, 'lti.launch_refused', 'launch: replayed id token');
      const outcome = result as LaunchOutcome;
      if (outcome.kind === 'refused') throw new HttpError(outcome.refusal.status, outcome.refusal.key);
      // Where the launch page reads the binding back from the platform's storage (nothing secret: the key is
      // the hash of a state already used up).
      const fragment = outcome.storage
        ? `#${new URLSearchParams({
            lti_storage_target: outcome.storage.target,
            platform: outcome.storage.platform,
            key: outcome.storage.key,
          })}`
        : '';
      // Bound by the login's cookie: the code is bound by one of its own (same value), which the page's calls
      // send back; a code copied into another browser is refused there.
      const value = outcome.storage ? null : bindingCookieValue(request.headers.cookie, state);
      if (value) {
        const lifetime = launchTokenTtl[outcome.page === '/lti/deep-link' ? 'deep_link' : 'launch_code'];
        reply.header('set-cookie', codeBindingCookie(code, value, lifetime / 1000));
      }
      return reply
        .header('cache-control', 'no-store')
        .redirect(`${payload.origin}${outcome.page}?code=${code}${fragment}`, 303);
    });
  });

  /** Whether the request comes from the browser a code is bound to (lti-login-binding.ts). */
  const fromBoundBrowser = (
    request: FastifyRequest,
    row: { data: Record<string, unknown> },
    code: string,
    given: string | undefined,
  ) => holdsCodeBinding(row.data, { code, cookieHeader: request.headers.cookie, given });

  registerOperation(app, ltiExchange, async (request, reply) => {
    await throttleAuthCall(services, request, 'lti');
    const now = services.clock.now();
    const tenantId = request.tenant.id;
    // The code is finished only by the browser the launch came back to: checked before it is used, so another
    // browser's attempt neither succeeds nor spends it.
    const peeked = await peekLaunchToken(db, tenantId, 'launch_code', request.body.code, now);
    if (peeked && !fromBoundBrowser(request, peeked, request.body.code, request.body.binding))
      return refusal(request, 401, 'lti.launch_refused', 'exchange: not the browser of the login');
    const item = await db.transaction(async (tx) => {
      const code = await consumeLaunchToken(tx, tenantId, 'launch_code', request.body.code, now);
      const found = code?.user_id ? await activeRegistrationById(tx, code.registration_id) : null;
      if (!code?.user_id || !found) return null;
      const [person] = await tx.select(signInPersonColumns).from(users).where(eq(users.id, code.user_id));
      const [membership] = await tx
        .select({ n: count() })
        .from(companyUsers)
        .innerJoin(companies, eq(companies.id, companyUsers.company_id))
        .where(and(eq(companyUsers.user_id, code.user_id), eq(companies.is_active, true)));
      if (!person?.is_active) return null;
      const [course] = code.course_id
        ? await tx.select({ uuid: courses.uuid }).from(courses).where(eq(courses.id, code.course_id))
        : [];
      const signedIn = await signIn(tx, {
        tenantId,
        user: person,
        method: 'lti',
        company: { id: found.company.id, uuid: found.company.uuid },
        // A launch session of the registration, reaching the course the link named (or, naming none, the
        // learner's own courses): ended when the registration is switched off or deleted.
        launch: { via: 'lti', sourceId: code.registration_id, courseId: code.course_id ?? null },
        numCompanies: membership?.n ?? 1,
        ttlMinutes: services.config.tokenTtlMinutes,
        now,
        ip: request.ip,
      });
      return {
        signedIn: { ...signedIn, course_uuid: course?.uuid ?? null, language: codeLanguage(code.data) },
        registrationId: found.registration.id,
      };
    });
    if (!item) return refusal(request, 401, 'lti.code_invalid', 'exchange: code unknown, used or expired');
    // The platform may frame the pages the learner moves on to, also on a reload (lti-framing.ts).
    reply.header(
      'set-cookie',
      frameGrantCookie(
        services.config.appSecret,
        `lti:${item.registrationId}`,
        now,
        services.config.tokenTtlMinutes * 60,
      ),
    );
    return itemEnvelope(request, item.signedIn);
  });

  const deepLinkOf = async (
    request: FastifyRequest,
    body: { code: string; binding?: string },
    use: boolean,
  ) => {
    const now = services.clock.now();
    const { code } = body;
    // Only the browser the deep link's launch came back to may list or pick (checked on the live row first).
    const peeked = await peekLaunchToken(db, request.tenant.id, 'deep_link', code, now);
    if (peeked && !fromBoundBrowser(request, peeked, code, body.binding))
      return refusal(request, 401, 'lti.launch_refused', 'deep link: not the browser of the login');
    const row = use ? await consumeLaunchToken(db, request.tenant.id, 'deep_link', code, now) : peeked;
    const found = row ? await activeRegistrationById(db, row.registration_id) : null;
    if (!row || !found)
      return refusal(request, 401, 'lti.code_invalid', 'deep link: code unknown, used or expired');
    return { row, ...found };
  };

  registerOperation(app, ltiDeepLinkCourses, async (request) => {
    await throttleAuthCall(services, request, 'lti');
    const { company, row } = await deepLinkOf(request, request.body, false);
    const language = codeLanguage(row.data);
    const list = await companyCourseList(db, company.id, language ?? (request.locale as Locale));
    return itemEnvelope(request, {
      company: company.name,
      language,
      courses: list.map((course) => ({ uuid: course.uuid, title: course.title })),
    });
  });

  registerOperation(app, ltiDeepLinkRespond, async (request) => {
    await throttleAuthCall(services, request, 'lti');
    const locale = request.locale as Locale;
    // Read first, used up only once the course is known to be one of the company's (a wrong pick can be redone).
    const peeked = await deepLinkOf(request, request.body, false);
    const course = (await companyCourseList(db, peeked.company.id, locale)).find(
      (candidate) => candidate.uuid === request.body.course_uuid,
    );
    if (!course) throw new HttpError(404, 'lti.course_unknown');
    const { row, registration } = await deepLinkOf(request, request.body, true);
    const origin = toolOrigin(request);
    const data = row.data as { return_url: string; data: string | null; deployment_id: string };
    const jwt = await signAsTool(
      db,
      request.tenant.id,
      services.config.appSecret,
      {
        nonce: randomUUID(),
        [claim.messageType]: 'LtiDeepLinkingResponse',
        [claim.version]: '1.3.0',
        [claim.deploymentId]: data.deployment_id,
        ...(data.data ? { [claim.deepLinkingData]: data.data } : {}),
        [claim.contentItems]: [
          {
            type: 'ltiResourceLink',
            title: course.title,
            url: `${origin}/api/lti/launch?course=${course.uuid}`,
            custom: { course: course.uuid },
          },
        ],
      },
      { issuer: registration.client_id, audience: registration.issuer, expiresIn: '5m' },
    );
    return itemEnvelope(request, { return_url: data.return_url, jwt });
  });
}
