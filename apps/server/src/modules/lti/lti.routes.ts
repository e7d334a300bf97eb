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
import type { z } from 'zod';
import { courses } from '../../db/schema/content.ts';
import { companies, companyUsers, users } from '../../db/schema/tenancy.ts';
import { generateToken } from '../../platform/auth/token-hash.ts';
import { itemEnvelope } from '../../platform/http/envelope.ts';
import { requestHostname } from '../../platform/http/host-name.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { signIn, throttleAuthCall } from '../auth/index.ts';
import { signAsTool, toolJwks } from './lti-keys.ts';
import {
  activeRegistrationById,
  claim,
  companyCourseIds,
  companyCourseList,
  consumeLaunchToken,
  courseNamed,
  findRegistration,
  issueLaunchToken,
  peekLaunchToken,
  personOfLaunch,
  type Registration,
  refuse,
  rememberLineItem,
  verifyIdToken,
} from './lti-launch.service.ts';

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

/**
 * LTI 1.3 (issue 25, "LTI 1.3 beside SCORM"): the OIDC third-party-initiated login, the launch (the id token
 * verified against the platform's keys) and the academy pages' calls. The state and nonce of a login are kept
 * server-side (hashed, ten minutes, one use), so a launch needs no cookie at all; the browser gets a one-use
 * code in the address of an academy page, exchanged for a session there. Every refusal is recorded
 * (`lti.launch_refused`, with its reason) and answered with a translated 4xx.
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
    const state = await issueLaunchToken(db, {
      tenantId: request.tenant.id,
      registrationId: registration.id,
      purpose: 'state',
      now: services.clock.now(),
      nonce,
      data: { target_link_uri: params.target_link_uri },
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
    for (const [name, value] of Object.entries(query)) target.searchParams.set(name, value);
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
      const now = services.clock.now();
      const tenantId = request.tenant.id;
      const state = await consumeLaunchToken(db, tenantId, 'state', request.body.state, now);
      if (!state?.nonce)
        return refusal(request, 401, 'lti.launch_refused', 'launch: state unknown, used or expired');
      const found = await activeRegistrationById(db, state.registration_id);
      if (!found) return refusal(request, 404, 'lti.unknown_platform', 'launch: platform switched off');
      const { registration } = found;
      const verified = await verifyIdToken(registration, request.body.id_token, state.nonce);
      if (verified.reason !== undefined) {
        const deployment = verified.reason === 'deployment';
        return refusal(
          request,
          deployment ? 403 : 401,
          deployment ? 'lti.unknown_deployment' : 'lti.launch_refused',
          `launch: ${verified.reason}`,
          registration,
        );
      }
      const { payload } = verified;
      const origin = toolOrigin(request);
      const messageType = payload[claim.messageType];

      if (messageType === 'LtiDeepLinkingRequest') {
        const settings = payload[claim.deepLinkingSettings] as Record<string, unknown> | undefined;
        const returnUrl = settings?.deep_link_return_url;
        if (typeof returnUrl !== 'string' || !/^https?:\/\//.test(returnUrl))
          return refusal(request, 400, 'lti.launch_refused', 'launch: no deep_link_return_url', registration);
        const code = await issueLaunchToken(db, {
          tenantId,
          registrationId: registration.id,
          purpose: 'deep_link',
          now,
          data: {
            return_url: returnUrl,
            data: typeof settings?.data === 'string' ? settings.data : null,
            deployment_id: payload[claim.deploymentId],
          },
        });
        return reply
          .header('cache-control', 'no-store')
          .redirect(`${origin}/lti/deep-link?code=${code}`, 303);
      }
      if (messageType !== 'LtiResourceLinkRequest')
        return refusal(
          request,
          400,
          'lti.launch_refused',
          `launch: message type ${String(messageType)}`,
          registration,
        );
      const resourceLink = payload[claim.resourceLink] as { id?: unknown } | undefined;
      if (typeof resourceLink?.id !== 'string')
        return refusal(request, 400, 'lti.launch_refused', 'launch: no resource link', registration);

      const courseUuid = courseNamed(payload);
      const result = await db.transaction(async (tx) => {
        const person = await personOfLaunch(tx, registration, payload);
        if (typeof person === 'string') return person;
        let courseId: number | null = null;
        if (courseUuid) {
          const [course] = await tx
            .select({ id: courses.id })
            .from(courses)
            .where(eq(courses.uuid, courseUuid));
          if (course && (await companyCourseIds(tx, registration.company_id)).includes(course.id))
            courseId = course.id;
        }
        if (courseId !== null)
          await rememberLineItem(tx, registration, {
            userId: person.id,
            courseId,
            sub: String(payload.sub),
            payload,
          });
        return issueLaunchToken(tx, {
          tenantId,
          registrationId: registration.id,
          purpose: 'launch_code',
          now,
          userId: person.id,
          courseId,
        });
      });
      if (result === 'seats_full')
        return refusal(request, 403, 'lti.seats_full', 'launch: seat cap reached', registration);
      if (result === 'inactive')
        return refusal(request, 403, 'auth.inactive', 'launch: person disabled', registration);
      return reply.header('cache-control', 'no-store').redirect(`${origin}/lti/launch?code=${result}`, 303);
    });
  });

  registerOperation(app, ltiExchange, async (request) => {
    await throttleAuthCall(services, request, 'lti');
    const now = services.clock.now();
    const tenantId = request.tenant.id;
    const item = await db.transaction(async (tx) => {
      const code = await consumeLaunchToken(tx, tenantId, 'launch_code', request.body.code, now);
      const found = code?.user_id ? await activeRegistrationById(tx, code.registration_id) : null;
      if (!code?.user_id || !found) return null;
      const [person] = await tx
        .select({
          id: users.id,
          uuid: users.uuid,
          last_login_at: users.last_login_at,
          is_active: users.is_active,
        })
        .from(users)
        .where(eq(users.id, code.user_id));
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
      return { ...signedIn, course_uuid: course?.uuid ?? null };
    });
    if (!item) return refusal(request, 401, 'lti.code_invalid', 'exchange: code unknown, used or expired');
    return itemEnvelope(request, item);
  });

  const deepLinkOf = async (request: FastifyRequest, code: string, use: boolean) => {
    const now = services.clock.now();
    const row = use
      ? await consumeLaunchToken(db, request.tenant.id, 'deep_link', code, now)
      : await peekLaunchToken(db, request.tenant.id, 'deep_link', code, now);
    const found = row ? await activeRegistrationById(db, row.registration_id) : null;
    if (!row || !found)
      return refusal(request, 401, 'lti.code_invalid', 'deep link: code unknown, used or expired');
    return { row, ...found };
  };

  registerOperation(app, ltiDeepLinkCourses, async (request) => {
    await throttleAuthCall(services, request, 'lti');
    const { company } = await deepLinkOf(request, request.body.code, false);
    const list = await companyCourseList(db, company.id, request.locale as Locale);
    return itemEnvelope(request, {
      company: company.name,
      courses: list.map((course) => ({ uuid: course.uuid, title: course.title })),
    });
  });

  registerOperation(app, ltiDeepLinkRespond, async (request) => {
    await throttleAuthCall(services, request, 'lti');
    const locale = request.locale as Locale;
    // Read first, used up only once the course is known to be one of the company's (a wrong pick can be redone).
    const peeked = await deepLinkOf(request, request.body.code, false);
    const course = (await companyCourseList(db, peeked.company.id, locale)).find(
      (candidate) => candidate.uuid === request.body.course_uuid,
    );
    if (!course) throw new HttpError(404, 'lti.course_unknown');
    const { row, registration } = await deepLinkOf(request, request.body.code, true);
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
