import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@academy/contracts/messages';
import { and, eq, inArray } from 'drizzle-orm';
import {
  createLocalJWKSet,
  decodeJwt,
  exportJWK,
  generateKeyPair,
  type JSONWebKeySet,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inboxEvents } from '../../db/schema/inbox.ts';
import { companyCourses, enrollments } from '../../db/schema/learning.ts';
import {
  ltiLaunchTokens,
  ltiLineItems,
  ltiRegistrations,
  ltiToolKeys,
  ltiUsers,
} from '../../db/schema/lti.ts';
import { accessTokens, companyUsers, incidents, languages, users } from '../../db/schema/tenancy.ts';
import { hashToken } from '../../platform/auth/token-hash.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildCourse } from '../../test/content-factories.ts';
import { buildEnrolledCompany, type EnrolledCompany } from '../../test/enrolled-company.ts';
import { auth, demoCompany, tokenForDemo } from '../../test/factories.ts';
import { takeLesson } from '../learning/learning-test-support.ts';
import { pruneLaunchTokens } from './lti-scores.job.ts';

const claim = {
  messageType: 'https://purl.imsglobal.org/spec/lti/claim/message_type',
  version: 'https://purl.imsglobal.org/spec/lti/claim/version',
  deploymentId: 'https://purl.imsglobal.org/spec/lti/claim/deployment_id',
  targetLinkUri: 'https://purl.imsglobal.org/spec/lti/claim/target_link_uri',
  resourceLink: 'https://purl.imsglobal.org/spec/lti/claim/resource_link',
  ags: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
  deepLinkingSettings: 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings',
  contentItems: 'https://purl.imsglobal.org/spec/lti-dl/claim/content_items',
  launchPresentation: 'https://purl.imsglobal.org/spec/lti/claim/launch_presentation',
};
const scoreScope = 'https://purl.imsglobal.org/spec/lti-ags/scope/score';

/**
 * A small LTI 1.3 platform, on jose, served by a real HTTP server: its key set, an authorization endpoint that
 * answers the tool's login redirect with the id token as a form post, a token endpoint that checks the tool's
 * client assertion against the tool's JWKS, and a line item's scores endpoint that records what it receives.
 */
async function startPlatform(toolJwks: () => Promise<JSONWebKeySet>) {
  const keys = await generateKeyPair('RS256');
  const strangerKeys = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'platform-1', alg: 'RS256', use: 'sig' };
  const state = {
    issuer: '',
    clientId: 'academy-tool',
    /** What the next id token says, beside the defaults (set by each test). */
    next: {} as Record<string, unknown>,
    /** How the next id token is made wrong. */
    tamper: null as null | 'signature' | 'nonce',
    audience: undefined as string | string[] | undefined,
    tokenRequests: [] as { assertion: JWTPayload; scope: string }[],
    scores: [] as { url: string; authorization: string; body: Record<string, unknown> }[],
  };
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => resolve(body));
    });
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', state.issuer);
    if (url.pathname === '/jwks') {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    if (url.pathname === '/auth') {
      const q = url.searchParams;
      const claims = {
        nonce: state.tamper === 'nonce' ? 'not-the-nonce' : (q.get('nonce') ?? undefined),
        [claim.messageType]: 'LtiResourceLinkRequest',
        [claim.version]: '1.3.0',
        [claim.deploymentId]: 'deployment-1',
        [claim.resourceLink]: { id: 'resource-1' },
        sub: q.get('login_hint') ?? undefined,
        // The platform kept the link's target in its message hint, as platforms do.
        [claim.targetLinkUri]: q.get('lti_message_hint'),
        ...state.next,
      };
      const idToken = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'platform-1' })
        .setIssuer(state.issuer)
        .setAudience(state.audience ?? state.clientId)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(state.tamper === 'signature' ? strangerKeys.privateKey : keys.privateKey);
      response.setHeader('content-type', 'text/html');
      response.end(
        `<form method="post" action="${q.get('redirect_uri')}"><input name="id_token" value="${idToken}"><input name="state" value="${q.get('state')}"></form>`,
      );
      return;
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      const form = new URLSearchParams(await read(request));
      try {
        const { payload } = await jwtVerify(
          form.get('client_assertion') ?? '',
          createLocalJWKSet(await toolJwks()),
          { issuer: state.clientId, subject: state.clientId, audience: `${state.issuer}/token` },
        );
        state.tokenRequests.push({ assertion: payload, scope: form.get('scope') ?? '' });
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({ access_token: 'platform-access-token', token_type: 'Bearer', expires_in: 3600 }),
        );
      } catch {
        response.statusCode = 401;
        response.end('{"error":"invalid_client"}');
      }
      return;
    }
    if (url.pathname.endsWith('/scores') && request.method === 'POST') {
      const authorization = String(request.headers.authorization ?? '');
      if (authorization !== 'Bearer platform-access-token') {
        response.statusCode = 401;
        response.end();
        return;
      }
      state.scores.push({ url: url.toString(), authorization, body: JSON.parse(await read(request)) });
      response.statusCode = 200;
      response.end('{}');
      return;
    }
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('LTI 1.3: the academy as a tool of a learning platform', () => {
  let t: TestApp;
  let platform: Awaited<ReturnType<typeof startPlatform>>;
  let built: EnrolledCompany;
  let adminToken: string;
  let registrationUuid: string;
  let sequence = 0;

  const toolJwks = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/lti/jwks' })).json() as JSONWebKeySet;

  beforeAll(async () => {
    t = await buildTestApp({ config: { loginRateLimit: 1000 } });
    platform = await startPlatform(toolJwks);
    const nordlys = await demoCompany(t.db, 'nordlys');
    built = await buildEnrolledCompany(t.db, nordlys.tenant_id, { languages: ['en'], lessons: 2 });
    adminToken = await tokenForDemo(t.db, 'admin@academy.test');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/lti-registrations',
      headers: auth(adminToken),
      payload: {
        company_id: built.company.id,
        name: 'Test LMS',
        issuer: platform.state.issuer,
        client_id: platform.state.clientId,
        deployment_ids: ['deployment-1'],
        auth_login_url: `${platform.state.issuer}/auth`,
        auth_token_url: `${platform.state.issuer}/token`,
        keyset_url: `${platform.state.issuer}/jwks`,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    registrationUuid = created.json().data.item.uuid;
  });
  afterAll(async () => {
    await platform?.close();
    await t?.close();
  });
  beforeEach(() => {
    platform.state.next = {};
    platform.state.tamper = null;
    platform.state.audience = undefined;
  });

  const launchUrl = (courseUuid?: string) =>
    `${t.config.publicUrl}/api/lti/launch${courseUuid ? `?course=${courseUuid}` : ''}`;

  /** The browser's round trip: the platform's login initiation, its authorization endpoint, the form post. */
  async function launch(
    options: {
      sub?: string;
      course?: string;
      deployment?: string;
      cookie?: 'keep' | 'drop';
      send?: false;
    } = {},
  ) {
    const sub = options.sub ?? `person-${++sequence}`;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/lti/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        iss: platform.state.issuer,
        login_hint: sub,
        target_link_uri: launchUrl(options.course),
        lti_message_hint: launchUrl(options.course),
        client_id: platform.state.clientId,
        lti_deployment_id: options.deployment ?? 'deployment-1',
      }).toString(),
    });
    if (login.statusCode !== 302) return { login, sub };
    // The login's binding cookie (no platform storage here), sent back with the launch as a browser would.
    const cookie = String(login.headers['set-cookie'] ?? '').split(';')[0];
    const page = await (await fetch(String(login.headers.location))).text();
    const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(page)?.[1] ?? '';
    const action = /action="([^"]*)"/.exec(page)?.[1] ?? '';
    const form = { id_token: field('id_token'), state: field('state') };
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: new URL(action).pathname,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(options.cookie === 'drop' ? {} : { cookie }),
        },
        payload: new URLSearchParams(form).toString(),
      });
    return {
      login,
      sub,
      action,
      form,
      post,
      cookie,
      launched: options.send === false ? undefined : await post(),
    };
  }

  const codeOf = (location: unknown) => new URL(String(location), 'http://x').searchParams.get('code') ?? '';
  type Answer = { headers: Record<string, unknown> } | undefined;
  /** The code's cookie the launch's answer gave the browser it came back to (`name=value`), or ''. */
  const codeCookieOf = (launched: Answer) => String(launched?.headers['set-cookie'] ?? '').split(';')[0];
  /** The exchange of a launch's code, by the browser it came back to (its code cookie) unless told otherwise. */
  const exchange = (launched: Answer, cookie = codeCookieOf(launched)) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/lti/exchange',
      headers: cookie ? { cookie } : {},
      payload: { code: codeOf(launched?.headers.location) },
    });
  const refusals = async () =>
    (
      await t.db
        .select()
        .from(incidents)
        .where(eq(incidents.event, 'lti.launch_refused'))
        // In the order recorded: callers slice off the ones before a step (a heap scan promises no order).
        .orderBy(incidents.id)
    ).map((row) => row.data.reason as string);

  it('serves the tool public key only, and keeps the private key encrypted', async () => {
    const jwks = await toolJwks();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
    const [stored] = await t.db.select().from(ltiToolKeys);
    expect(stored.private_key_encrypted.startsWith('v1.')).toBe(true);
    expect(stored.private_key_encrypted).not.toContain('"d"');
  });

  it('launches: login → platform → verified id token → one-use code → session in the company → the course', async () => {
    const course = built.courses.whole.course;
    const { login, sub, action, launched } = await launch({ course: course.uuid });
    const redirect = new URL(String(login.headers.location));
    expect(redirect.origin + redirect.pathname).toBe(`${platform.state.issuer}/auth`);
    expect(redirect.searchParams.get('response_mode')).toBe('form_post');
    expect(redirect.searchParams.get('redirect_uri')).toBe(`${t.config.publicUrl}/api/lti/launch`);
    expect(action).toBe(`${t.config.publicUrl}/api/lti/launch`);
    expect(launched?.statusCode).toBe(303);
    const location = String(launched?.headers.location);
    expect(location.startsWith(`${t.config.publicUrl}/lti/launch?code=`)).toBe(true);
    // Without the platform's storage, the login is bound to the browser by a short-lived partitioned cookie,
    // sent only to the launch; the launch binds its code to the same browser by a cookie of the code (the same
    // value), sent only to the academy pages' LTI calls, living as long as the code.
    expect(String(login.headers['set-cookie'])).toMatch(
      /^academy_lti_[0-9a-f]{16}=[\w-]+; Path=\/api\/lti\/launch; Max-Age=600; HttpOnly; Secure; SameSite=None; Partitioned$/,
    );
    expect(String(launched?.headers['set-cookie'])).toMatch(
      /^academy_ltic_[0-9a-f]{16}=[\w-]+; Path=\/api\/v1\/lti; Max-Age=120; HttpOnly; Secure; SameSite=None; Partitioned$/,
    );

    const exchanged = await exchange(launched);
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    const item = exchanged.json().data.item;
    expect(item.course_uuid).toBe(course.uuid);
    expect(item.scope).toContain(built.company.uuid);
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/v1/courses/${course.uuid}`,
      headers: auth(item.access_token),
    });
    expect(opened.statusCode, opened.body).toBe(200);

    const [link] = await t.db.select().from(ltiUsers).where(eq(ltiUsers.sub, sub));
    const [member] = await t.db
      .select()
      .from(companyUsers)
      .where(and(eq(companyUsers.user_id, link.user_id), eq(companyUsers.company_id, built.company.id)));
    expect(member).toBeDefined();
    // The code is single use.
    expect((await exchange(launched)).statusCode).toBe(401);

    // The same person launched again is the same academy person.
    const again = await launch({ sub, course: course.uuid });
    const second = (await exchange(again.launched)).json().data.item;
    const sessions = await t.db
      .select({ user_id: accessTokens.user_id, method: accessTokens.method })
      .from(accessTokens)
      .where(
        inArray(accessTokens.token_hash, [hashToken(item.access_token), hashToken(second.access_token)]),
      );
    expect(sessions).toEqual([
      { user_id: link.user_id, method: 'lti' },
      { user_id: link.user_id, method: 'lti' },
    ]);
    // Launch sessions of the registration, reaching the linked course only (platform/auth/actor.ts).
    const launches = await t.db
      .select({
        via: accessTokens.launch_via,
        source: accessTokens.launch_source_id,
        course: accessTokens.launch_course_id,
      })
      .from(accessTokens)
      .where(eq(accessTokens.token_hash, hashToken(item.access_token)));
    expect(launches).toEqual([{ via: 'lti', source: link.registration_id, course: course.id }]);
    expect((await t.db.select().from(ltiUsers).where(eq(ltiUsers.sub, sub))).length).toBe(1);
  });

  it('gives the launched person a course only given to the company: one personal enrollment, kept on relaunch', async () => {
    const given = await buildCourse(t.db, built.company.tenant_id, { languages: ['en'], lessons: 1 });
    await t.db.insert(companyCourses).values({
      tenant_id: built.company.tenant_id,
      company_id: built.company.id,
      course_id: given.course.id,
    });
    const first = await launch({ course: given.course.uuid });
    const session = (await exchange(first.launched)).json().data.item;
    expect(session.course_uuid).toBe(given.course.uuid);
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/v1/courses/${given.course.uuid}`,
      headers: auth(session.access_token),
    });
    expect(opened.statusCode, opened.body).toBe(200);
    await launch({ sub: first.sub, course: given.course.uuid });
    const [link] = await t.db.select().from(ltiUsers).where(eq(ltiUsers.sub, first.sub));
    const personal = await t.db
      .select({ company: enrollments.company_id, revoked: enrollments.revoked_at })
      .from(enrollments)
      .where(
        and(
          eq(enrollments.course_id, given.course.id),
          eq(enrollments.enrollable_type, 'user'),
          eq(enrollments.enrollable_id, link.user_id),
        ),
      );
    expect(personal).toEqual([{ company: built.company.id, revoked: null }]);
  });

  it('links a member of the company by the e-mail the platform sends, never a person of another company', async () => {
    const sub = `mail-${++sequence}`;
    platform.state.next = { email: built.learner.email.toUpperCase() };
    const member = await launch({ sub });
    const item = (await exchange(member.launched)).json().data.item;
    const [link] = await t.db.select().from(ltiUsers).where(eq(ltiUsers.sub, sub));
    expect(link.user_id).toBe(built.learner.id);
    expect(item.access_token).toBeTruthy();

    const outsider = `outsider-${++sequence}`;
    platform.state.next = { email: 'manager@academy.test', given_name: 'Not', family_name: 'Manager' };
    await launch({ sub: outsider });
    const [other] = await t.db.select().from(ltiUsers).where(eq(ltiUsers.sub, outsider));
    const [manager] = await t.db.select().from(users).where(eq(users.email, 'manager@academy.test'));
    expect(other.user_id).not.toBe(manager.id);
  });

  describe("the platform's language (launch_presentation.locale)", () => {
    /** The preferred language (its code) of the person a platform's `sub` is. */
    const preferenceOf = async (sub: string) => {
      const [row] = await t.db
        .select({ code: languages.code })
        .from(ltiUsers)
        .innerJoin(users, eq(users.id, ltiUsers.user_id))
        .leftJoin(languages, eq(languages.id, users.preferred_language_id))
        .where(eq(ltiUsers.sub, sub));
      return row.code;
    };
    /** A launch with the given locale claim (undefined: none), exchanged; the exchange's item. */
    const launchIn = async (presentation: unknown, sub?: string) => {
      platform.state.next = presentation === undefined ? {} : { [claim.launchPresentation]: presentation };
      const launched = await launch({ sub, course: built.courses.whole.course.uuid });
      expect(launched.launched?.statusCode).toBe(303);
      const exchanged = await exchange(launched.launched);
      expect(exchanged.statusCode, exchanged.body).toBe(200);
      return { sub: launched.sub, item: exchanged.json().data.item };
    };
    /** The interface language the context answers the session (asked in English, as a browser could). */
    const contextLanguage = async (token: string) => {
      const context = await t.app.inject({
        url: '/api/v1/context',
        headers: { ...auth(token), 'accept-language': 'en' },
      });
      expect(context.statusCode, context.body).toBe(200);
      return context.json().data.item.user_language.code;
    };

    it('makes a new person prefer Norwegian for nb-NO, no and nn-NO, and English for en-GB', async () => {
      for (const locale of ['nb-NO', 'no', 'nn-NO']) {
        const { sub, item } = await launchIn({ locale, return_url: 'https://lms.example/return' });
        expect(await preferenceOf(sub), locale).toBe('nb');
        expect(item.language, locale).toBe('nb');
        expect(await contextLanguage(item.access_token), locale).toBe('nb');
      }
      const english = await launchIn({ locale: 'en-GB' });
      expect(await preferenceOf(english.sub)).toBe('en');
      expect(english.item.language).toBe('en');
      expect(await contextLanguage(english.item.access_token)).toBe('en');
    });

    it('leaves a new person without a preference for an absent, unknown or malformed locale', async () => {
      for (const presentation of [
        undefined,
        {},
        { locale: 'de-DE' },
        { locale: 42 },
        { locale: 'nb NO!' },
        'nb',
      ]) {
        const { sub, item } = await launchIn(presentation);
        expect(await preferenceOf(sub), JSON.stringify(presentation)).toBeNull();
        expect(item.language, JSON.stringify(presentation)).toBeNull();
        // The existing default: the language the request asks in.
        expect(await contextLanguage(item.access_token)).toBe('en');
      }
    });

    it("keeps an existing person's saved preference, and answers the platform's language for the session", async () => {
      const english = await launchIn({ locale: 'en-US' });
      expect(await preferenceOf(english.sub)).toBe('en');
      const again = await launchIn({ locale: 'nb-NO' }, english.sub);
      expect(await preferenceOf(english.sub)).toBe('en');
      // The launch page shows the session in the platform's language; the account's choice is unchanged.
      expect(again.item.language).toBe('nb');
      expect(await contextLanguage(again.item.access_token)).toBe('en');

      // Nor is a preference made for an existing person without one.
      const none = await launchIn(undefined);
      const later = await launchIn({ locale: 'nb' }, none.sub);
      expect(await preferenceOf(none.sub)).toBeNull();
      expect(later.item.language).toBe('nb');
    });

    it("answers the deep-linking page the platform's language of its launch", async () => {
      const deepLinking = (presentation?: unknown) => ({
        [claim.messageType]: 'LtiDeepLinkingRequest',
        [claim.resourceLink]: undefined,
        [claim.deepLinkingSettings]: { deep_link_return_url: `${platform.state.issuer}/deep-link-return` },
        ...(presentation ? { [claim.launchPresentation]: presentation } : {}),
      });
      const listedIn = async (presentation?: unknown) => {
        platform.state.next = deepLinking(presentation);
        const { launched } = await launch({ sub: `instructor-${++sequence}` });
        const listed = await t.app.inject({
          method: 'POST',
          url: '/api/v1/lti/deep-link/courses',
          headers: { cookie: codeCookieOf(launched) },
          payload: { code: codeOf(launched?.headers.location) },
        });
        expect(listed.statusCode, listed.body).toBe(200);
        return listed.json().data.item;
      };
      const norwegian = await listedIn({ locale: 'nb-NO' });
      expect(norwegian.language).toBe('nb');
      expect(norwegian.courses.map((course: { uuid: string }) => course.uuid)).toContain(
        built.courses.whole.course.uuid,
      );
      expect((await listedIn({ locale: 'en-US' })).language).toBe('en');
      expect((await listedIn()).language).toBeNull();
    });
  });

  it('refuses a bad signature, a wrong audience, a wrong nonce, a replayed state and an unknown deployment (4xx, recorded)', async () => {
    platform.state.tamper = 'signature';
    const badSignature = await launch();
    expect(badSignature.launched?.statusCode).toBe(401);
    expect(badSignature.launched?.json().message).toBe(
      'The launch from the learning platform could not be verified. Start it again from the platform.',
    );

    platform.state.tamper = null;
    platform.state.audience = 'someone-else';
    expect((await launch()).launched?.statusCode).toBe(401);

    platform.state.audience = undefined;
    platform.state.tamper = 'nonce';
    expect((await launch()).launched?.statusCode).toBe(401);

    platform.state.tamper = null;
    const first = await launch();
    expect(first.launched?.statusCode).toBe(303);
    const replay = await first.post?.();
    expect(replay?.statusCode).toBe(401);

    const atLogin = await launch({ deployment: 'deployment-unknown' });
    expect(atLogin.login.statusCode).toBe(403);
    platform.state.next = { [claim.deploymentId]: 'deployment-unknown' };
    const inToken = await launch();
    expect(inToken.launched?.statusCode).toBe(403);

    const unknownPlatform = await t.app.inject({
      method: 'GET',
      url: `/api/lti/login?iss=${encodeURIComponent('https://nobody.test')}&login_hint=x&target_link_uri=${encodeURIComponent(launchUrl())}`,
      headers: { 'accept-language': 'nb' },
    });
    expect(unknownPlatform.statusCode).toBe(404);
    expect(unknownPlatform.json().message).toBe('Denne læringsplattformen er ikke registrert i akademiet.');

    const reasons = await refusals();
    expect(reasons).toEqual(
      expect.arrayContaining([
        'launch: id_token: ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
        'launch: id_token: ERR_JWT_CLAIM_VALIDATION_FAILED',
        'launch: nonce',
        'launch: replayed id token',
        'login: unknown deployment',
        'launch: deployment',
        'login: unknown platform',
      ]),
    );
  });

  it("binds the launch to the browser of the login: without its cookie, or with another login's, it is refused", async () => {
    const dropped = await launch({ cookie: 'drop' });
    expect(dropped.launched?.statusCode).toBe(401);
    const other = await launch();
    expect(other.launched?.statusCode).toBe(303);
    // Another login's cookie (the attacker's own) does not fit this login's state.
    const mine = await launch({ cookie: 'drop' });
    const crossed = await t.app.inject({
      method: 'POST',
      url: '/api/lti/launch',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: other.cookie },
      payload: new URLSearchParams(mine.form ?? {}).toString(),
    });
    expect(crossed.statusCode).toBe(401);
    expect(await refusals()).toContain('launch: not the browser of the login');
  });

  it("binds the launch's code to the browser the launch came back to: another browser's exchange is refused and spends nothing", async () => {
    const course = built.courses.whole.course;
    const mine = await launch({ course: course.uuid });
    const theirs = await launch({ course: course.uuid });
    expect(mine.launched?.statusCode).toBe(303);
    const before = (await refusals()).length;
    // The code copied into another browser: without any cookie, or with the cookie of another launch's code.
    const none = await exchange(mine.launched, '');
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe(
      'The launch from the learning platform could not be verified. Start it again from the platform.',
    );
    const crossed = await exchange(mine.launched, codeCookieOf(theirs.launched));
    expect(crossed.statusCode).toBe(401);
    // Translated, like every refusal of a launch.
    const norwegian = await t.app.inject({
      method: 'POST',
      url: '/api/v1/lti/exchange',
      headers: { 'accept-language': 'nb' },
      payload: { code: codeOf(mine.launched?.headers.location) },
    });
    expect(norwegian.statusCode).toBe(401);
    expect(norwegian.json().message).toBe(
      'Starten fra læringsplattformen kunne ikke bekreftes. Start på nytt fra plattformen.',
    );
    const recorded = await t.db.select().from(incidents).where(eq(incidents.event, 'lti.launch_refused'));
    expect(recorded.slice(before).map((row) => row.data.reason)).toEqual(
      Array(3).fill('exchange: not the browser of the login'),
    );
    // None of those spent the code: the browser of the launch still finishes it, once.
    const exchanged = await exchange(mine.launched);
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    expect(exchanged.json().data.item.course_uuid).toBe(course.uuid);
    expect((await exchange(mine.launched)).statusCode).toBe(401);
    expect((await exchange(theirs.launched)).statusCode).toBe(200);
  });

  it("with the platform's storage (lti_storage_target): the value goes there, and only it finishes the launch", async () => {
    const course = built.courses.whole.course;
    const start = async () => {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/lti/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          iss: platform.state.issuer,
          login_hint: `storage-${++sequence}`,
          target_link_uri: launchUrl(course.uuid),
          lti_message_hint: launchUrl(course.uuid),
          client_id: platform.state.clientId,
          lti_deployment_id: 'deployment-1',
          lti_storage_target: '_parent',
        }).toString(),
      });
      expect(login.statusCode, login.body).toBe(302);
      // No cookie: the academy's page puts the value into the platform's storage, then goes on to the platform.
      expect(login.headers['set-cookie']).toBeUndefined();
      const page = new URL(String(login.headers.location));
      expect(page.origin + page.pathname).toBe(`${t.config.publicUrl}/lti/launch`);
      // That page opens in the platform's frame: the platform may frame it.
      const framed = await t.app.inject({ url: page.pathname + page.search });
      expect(String(framed.headers['content-security-policy'])).toContain(
        `frame-ancestors 'self' ${platform.state.issuer}`,
      );
      const put = new URLSearchParams(page.hash.slice(1));
      expect(put.get('target')).toBe('_parent');
      expect(put.get('platform')).toBe(platform.state.issuer);
      const next = new URL(put.get('next') ?? '');
      expect(next.origin + next.pathname).toBe(`${platform.state.issuer}/auth`);
      expect(next.searchParams.get('state')).toBe(page.searchParams.get('state'));
      const form = await (await fetch(next)).text();
      const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(form)?.[1] ?? '';
      const launched = await t.app.inject({
        method: 'POST',
        url: '/api/lti/launch',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ id_token: field('id_token'), state: field('state') }).toString(),
      });
      expect(launched.statusCode, launched.body).toBe(303);
      const landing = new URL(String(launched.headers.location));
      const get = new URLSearchParams(landing.hash.slice(1));
      // The launch page is told where to read the value back: the same frame, platform and key.
      expect(get.get('lti_storage_target')).toBe('_parent');
      expect(get.get('platform')).toBe(platform.state.issuer);
      expect(get.get('key')).toBe(put.get('key'));
      return { page, value: put.get('value') ?? '', code: landing.searchParams.get('code') ?? '' };
    };

    const forged = await start();
    const exchangeWith = (code: string, binding?: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/lti/exchange', payload: { code, binding } });
    // A code handed to another browser (no value, or a wrong one) is refused, recorded, and not used up: the
    // browser of the login still finishes it.
    const before = (await refusals()).length;
    expect((await exchangeWith(forged.code)).statusCode).toBe(401);
    const wrong = await start();
    expect((await exchangeWith(wrong.code, `${wrong.value.slice(1)}x`)).statusCode).toBe(401);
    expect((await exchangeWith(wrong.code, forged.value)).statusCode).toBe(401);
    expect((await refusals()).slice(before)).toEqual(Array(3).fill('exchange: not the browser of the login'));
    expect((await exchangeWith(wrong.code, wrong.value)).statusCode).toBe(200);
    expect((await exchangeWith(forged.code, forged.value)).statusCode).toBe(200);

    const right = await start();
    const exchanged = await exchangeWith(right.code, right.value);
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    expect(exchanged.json().data.item.course_uuid).toBe(course.uuid);
  });

  it('records every launch in the inbox by its nonce: processed once, a second post refused from the record', async () => {
    const first = await launch();
    expect(first.launched?.statusCode).toBe(303);
    const nonce = decodeJwt(first.form?.id_token ?? '').nonce as string;
    const stored = await t.db.select().from(inboxEvents).where(eq(inboxEvents.source, 'lti.launch'));
    const event = stored.find(
      (row) => (row.payload as { id_token: string }).id_token === first.form?.id_token,
    );
    expect(event?.processed_at).toBeTruthy();
    expect(event?.result).toEqual({ kind: 'launched', page: '/lti/launch', storage: null });
    // The record keeps hashes of the one-use values, never the state or the code themselves.
    const code = codeOf(first.launched?.headers.location);
    expect(event?.payload).toMatchObject({ code_hash: hashToken(code) });
    expect(JSON.stringify(event)).not.toContain(first.form?.state);
    expect(JSON.stringify(event)).not.toContain(code);
    expect(event?.event_id).not.toContain(nonce);

    const replay = await first.post?.();
    expect(replay?.statusCode).toBe(401);
    const after = await t.db.select().from(inboxEvents).where(eq(inboxEvents.source, 'lti.launch'));
    expect(after).toHaveLength(stored.length);

    // Ten posts of one launch at once: only the one whose code was stored gets a code; every other is refused,
    // also one that happened to process another post's stored payload.
    const fresh = await launch({ send: false });
    const together = await Promise.all(Array.from({ length: 10 }, () => fresh.post?.()));
    const statuses = together.map((response) => response?.statusCode).sort();
    expect(statuses).toEqual([303, ...Array(9).fill(401)]);
    const winner = together.find((response) => response?.statusCode === 303);
    expect((await exchange(winner)).statusCode).toBe(200);
    expect(await refusals()).toContain('launch: replayed id token');
  });

  it('lets the platform frame the launch pages and, after the exchange, the pages the learner moves on to', async () => {
    const ancestors = (response: { headers: Record<string, unknown> }) =>
      /frame-ancestors ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1].split(' ');
    const first = await launch();
    const landing = new URL(String(first.launched?.headers.location));
    const page = await t.app.inject({ url: landing.pathname + landing.search });
    expect(ancestors(page)).toEqual(["'self'", platform.state.issuer]);
    expect(page.headers['x-frame-options']).toBeUndefined();
    // A made-up code frames nothing; neither does an ordinary page without a grant.
    const made = await t.app.inject({ url: '/lti/launch?code=not-a-code-of-anyone' });
    expect(ancestors(made)).toEqual(["'self'"]);
    expect(made.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(ancestors(await t.app.inject({ url: '/academy' }))).toEqual(["'self'"]);

    const exchanged = await exchange(first.launched);
    const grant = String(exchanged.headers['set-cookie']);
    expect(grant).toMatch(
      /^academy_frame=v1\.[\w.-]+; Path=\/; Max-Age=\d+; HttpOnly; Secure; SameSite=None; Partitioned$/,
    );
    const cookie = grant.split(';')[0];
    // A full reload inside the frame: the grant names the registration, whose platform may frame the page.
    const reload = await t.app.inject({ url: '/academy/courses', headers: { cookie } });
    expect(ancestors(reload)).toEqual(["'self'", platform.state.issuer]);
    expect(reload.headers['x-frame-options']).toBeUndefined();
    // Assets and the API are never framed by it.
    expect(ancestors(await t.app.inject({ url: '/api/v1/context', headers: { cookie } }))).toEqual([
      "'none'",
    ]);
    // A changed grant is no grant.
    const changed = await t.app.inject({ url: '/academy', headers: { cookie: `${cookie.slice(0, -3)}abc` } });
    expect(ancestors(changed)).toEqual(["'self'"]);

    // The registration switched off: its platform frames nothing any more, grant or not.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/lti-registrations/${registrationUuid}`,
      headers: auth(adminToken),
      payload: { is_active: false },
    });
    expect(ancestors(await t.app.inject({ url: '/academy', headers: { cookie } }))).toEqual(["'self'"]);
    expect(ancestors(await t.app.inject({ url: landing.pathname + landing.search }))).toEqual(["'self'"]);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/lti-registrations/${registrationUuid}`,
      headers: auth(adminToken),
      payload: { is_active: true },
    });
  });

  it("lets the platform's pages on another host (frame_origins) frame the launch, only while it is active", async () => {
    const ancestors = (response: { headers: Record<string, unknown> }) =>
      /frame-ancestors ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1].split(' ');
    const patch = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/lti-registrations/${registrationUuid}`,
        headers: auth(adminToken),
        payload,
      });
    // Canvas Cloud: the issuer and login are on their own hosts, the course pages on the school's.
    expect((await patch({ frame_origins: ['https://school.instructure.test/courses/9'] })).statusCode).toBe(
      200,
    );
    try {
      const first = await launch();
      const landing = new URL(String(first.launched?.headers.location));
      expect(landing.pathname).toBe('/lti/launch');
      const page = await t.app.inject({ url: landing.pathname + landing.search });
      expect(ancestors(page)).toEqual(["'self'", platform.state.issuer, 'https://school.instructure.test']);
      expect(page.headers['x-frame-options']).toBeUndefined();

      // Switched off: the school's pages frame nothing any more.
      expect((await patch({ is_active: false })).statusCode).toBe(200);
      expect(ancestors(await t.app.inject({ url: landing.pathname + landing.search }))).toEqual(["'self'"]);
    } finally {
      await patch({ is_active: true, frame_origins: [] });
    }
  });

  it('stores the pages that frame the tool as their origins, once each, and refuses anything but a web URL', async () => {
    const body = {
      company_id: built.company.id,
      name: 'Canvas Cloud',
      issuer: 'https://canvas.instructure.test',
      client_id: 'frame-origins-canvas',
      deployment_ids: ['1'],
      auth_login_url: 'https://sso.canvaslms.test/api/lti/authorize_redirect',
      auth_token_url: 'https://sso.canvaslms.test/login/oauth2/token',
      keyset_url: 'https://sso.canvaslms.test/api/lti/security/jwks',
    };
    const stored = async (uuid: string) =>
      (await t.db.select().from(ltiRegistrations).where(eq(ltiRegistrations.uuid, uuid)))[0]?.frame_origins;

    // Left out: none (the column's default).
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/v1/lti-registrations',
      headers: auth(adminToken),
      payload: { ...body, client_id: 'frame-origins-plain' },
    });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().data.item.frame_origins).toEqual([]);

    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/lti-registrations',
      headers: auth(adminToken),
      payload: {
        ...body,
        frame_origins: [
          'https://school.instructure.test/courses/1/modules',
          ' https://school.instructure.test/other?x=1 ',
          'https://other.instructure.test:8443/a#b',
        ],
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const uuid = made.json().data.item.uuid as string;
    const origins = ['https://school.instructure.test', 'https://other.instructure.test:8443'];
    expect(made.json().data.item.frame_origins).toEqual(origins);
    expect(await stored(uuid)).toEqual(origins);

    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/lti-registrations/${uuid}`,
      headers: auth(adminToken),
      payload: {
        frame_origins: ['HTTPS://Third.Instructure.TEST/x', 'https://third.instructure.test:443/y'],
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.item.frame_origins).toEqual(['https://third.instructure.test']);
    expect(await stored(uuid)).toEqual(['https://third.instructure.test']);
    // A change of another field keeps them.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/lti-registrations/${uuid}`,
      headers: auth(adminToken),
      payload: { name: 'Canvas Cloud (school)' },
    });
    expect(await stored(uuid)).toEqual(['https://third.instructure.test']);

    for (const value of ['javascript:alert(1)', 'http://evil.example', '//evil.example', 'not a url'])
      for (const language of ['en', 'nb'] as const) {
        const text = messages[language]['validation.url_https'];
        const update = await t.app.inject({
          method: 'PATCH',
          url: `/api/v1/lti-registrations/${uuid}`,
          headers: auth(adminToken, { 'accept-language': language }),
          payload: { frame_origins: ['https://fine.instructure.test', value] },
        });
        expect(update.statusCode, value).toBe(422);
        expect(update.json().errors, value).toEqual({ 'frame_origins.1': [text] });
        const create = await t.app.inject({
          method: 'POST',
          url: '/api/v1/lti-registrations',
          headers: auth(adminToken, { 'accept-language': language }),
          payload: { ...body, client_id: 'frame-origins-refused', frame_origins: [value] },
        });
        expect(create.statusCode, value).toBe(422);
        expect(create.json().errors, value).toEqual({ 'frame_origins.0': [text] });
      }
    const tooMany = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/lti-registrations/${uuid}`,
      headers: auth(adminToken),
      payload: { frame_origins: Array.from({ length: 11 }, (_, i) => `https://s${i}.instructure.test`) },
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toHaveProperty('frame_origins');
    expect(await stored(uuid)).toEqual(['https://third.instructure.test']);

    for (const gone of [uuid, plain.json().data.item.uuid])
      await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/lti-registrations/${gone}`,
        headers: auth(adminToken),
      });
  });

  it('answers Deep Linking with a signed LtiDeepLinkingResponse naming the chosen course', async () => {
    platform.state.next = {
      [claim.messageType]: 'LtiDeepLinkingRequest',
      [claim.resourceLink]: undefined,
      [claim.deepLinkingSettings]: {
        deep_link_return_url: `${platform.state.issuer}/deep-link-return`,
        accept_types: ['ltiResourceLink'],
        data: 'platform-opaque-data',
      },
    };
    const { launched } = await launch({ sub: 'instructor-1' });
    expect(launched?.statusCode).toBe(303);
    const location = String(launched?.headers.location);
    expect(location.startsWith(`${t.config.publicUrl}/lti/deep-link?code=`)).toBe(true);
    const code = codeOf(location);
    // The deep link's code is bound to the browser the launch came back to, by a cookie of its own.
    expect(String(launched?.headers['set-cookie'])).toMatch(
      /^academy_ltic_[0-9a-f]{16}=[\w-]+; Path=\/api\/v1\/lti; Max-Age=1800; HttpOnly; Secure; SameSite=None; Partitioned$/,
    );
    const cookie = codeCookieOf(launched);
    const before = (await refusals()).length;
    const otherBrowser = [
      await t.app.inject({ method: 'POST', url: '/api/v1/lti/deep-link/courses', payload: { code } }),
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/lti/deep-link/respond',
        payload: { code, course_uuid: built.courses.whole.course.uuid },
      }),
    ];
    expect(otherBrowser.map((answer) => answer.statusCode)).toEqual([401, 401]);
    expect((await refusals()).slice(before)).toEqual(
      Array(2).fill('deep link: not the browser of the login'),
    );

    // The page may post its form to the platform's return address (its origin only), and still to itself.
    const directive = (policy: unknown, name: string) =>
      new RegExp(`(?:^|;)\\s*${name} ([^;]*)`).exec(String(policy))?.[1].split(' ');
    const page = await t.app.inject({ url: `/lti/deep-link?code=${code}` });
    expect(directive(page.headers['content-security-policy'], 'form-action')).toEqual([
      "'self'",
      platform.state.issuer,
    ]);
    expect(directive(page.headers['content-security-policy'], 'frame-ancestors')).toEqual([
      "'self'",
      platform.state.issuer,
    ]);
    // Nowhere else: not with a made-up code, not on the launch page with this code, not on other pages.
    for (const url of ['/lti/deep-link?code=not-a-code-of-anyone', `/lti/launch?code=${code}`, '/academy'])
      expect(
        directive((await t.app.inject({ url })).headers['content-security-policy'], 'form-action'),
        url,
      ).toEqual(["'self'"]);

    const listed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/lti/deep-link/courses',
      headers: { cookie },
      payload: { code },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const titles = listed.json().data.item.courses.map((course: { uuid: string }) => course.uuid);
    expect(titles).toContain(built.courses.whole.course.uuid);

    // A course of another company is not offered and cannot be linked.
    const elsewhere = await buildCourse(t.db, built.company.tenant_id, { lessons: 1 });
    expect(titles).not.toContain(elsewhere.course.uuid);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/lti/deep-link/respond',
      headers: { cookie },
      payload: { code, course_uuid: elsewhere.course.uuid },
    });
    expect(refused.statusCode).toBe(404);

    const course = built.courses.whole.course;
    const answered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/lti/deep-link/respond',
      headers: { cookie },
      payload: { code, course_uuid: course.uuid },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const { return_url, jwt } = answered.json().data.item;
    expect(return_url).toBe(`${platform.state.issuer}/deep-link-return`);
    const { payload } = await jwtVerify(jwt, createLocalJWKSet(await toolJwks()), {
      issuer: platform.state.clientId,
      audience: platform.state.issuer,
    });
    expect(payload[claim.messageType]).toBe('LtiDeepLinkingResponse');
    expect(payload[claim.version]).toBe('1.3.0');
    expect(payload[claim.deploymentId]).toBe('deployment-1');
    expect(payload['https://purl.imsglobal.org/spec/lti-dl/claim/data']).toBe('platform-opaque-data');
    expect(payload[claim.contentItems]).toEqual([
      {
        type: 'ltiResourceLink',
        title: course.name,
        url: launchUrl(course.uuid),
        custom: { course: course.uuid },
      },
    ]);
    // The pick is used up.
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/v1/lti/deep-link/respond',
      headers: { cookie },
      payload: { code, course_uuid: course.uuid },
    });
    expect(twice.statusCode).toBe(401);
    // Used up, the page's form may post nowhere else any more.
    const after = await t.app.inject({ url: `/lti/deep-link?code=${code}` });
    expect(directive(after.headers['content-security-policy'], 'form-action')).toEqual(["'self'"]);
    expect(decodeJwt(jwt).iss).toBe(platform.state.clientId);
  });

  it('posts the score to the platform line item when the person completes the course (AGS)', async () => {
    const course = built.courses.whole;
    const lineItem = `${platform.state.issuer}/contexts/9/lineitems/7/lineitem?type=x`;
    platform.state.next = {
      [claim.ags]: { scope: [scoreScope], lineitem: lineItem },
      given_name: 'Grace',
      family_name: 'Hopper',
    };
    const { sub, launched } = await launch({ course: course.course.uuid });
    const item = (await exchange(launched)).json().data.item;
    expect((await t.db.select().from(ltiLineItems).where(eq(ltiLineItems.sub, sub))).length).toBe(1);

    const variant = course.variants[0];
    for (const lesson of variant.lessons) {
      const { submitted } = await takeLesson(t, item.access_token, lesson.lesson.id, variant.variant.id);
      expect(submitted.statusCode, submitted.body).toBe(200);
    }
    // The job runs after the completing transaction commits (inline here: no engine in tests).
    for (let i = 0; i < 100 && platform.state.scores.length === 0; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(platform.state.scores).toHaveLength(1);
    const [score] = platform.state.scores;
    expect(score.url).toBe(`${platform.state.issuer}/contexts/9/lineitems/7/lineitem/scores?type=x`);
    expect(score.body).toMatchObject({
      userId: sub,
      scoreGiven: 100,
      scoreMaximum: 100,
      activityProgress: 'Completed',
      gradingProgress: 'FullyGraded',
    });
    expect(platform.state.tokenRequests.at(-1)?.scope).toBe(scoreScope);
  });

  it('caps the seats: a new person past the cap is refused, a known one still comes in', async () => {
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/lti-registrations/${registrationUuid}`,
      headers: auth(adminToken),
      payload: { seat_limit: 1 },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const [known] = await t.db.select().from(ltiUsers).limit(1);
    const full = await launch();
    expect(full.launched?.statusCode).toBe(403);
    const again = await launch({ sub: known.sub });
    expect(again.launched?.statusCode).toBe(303);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/lti-registrations/${registrationUuid}`,
      headers: auth(adminToken),
      payload: { seat_limit: null },
    });
  });

  it('prunes the one-use launch values a day after they expired', async () => {
    const before = (await t.db.select().from(ltiLaunchTokens)).length;
    expect(before).toBeGreaterThan(0);
    await pruneLaunchTokens({ db: t.db, clock: { now: () => new Date() } });
    expect((await t.db.select().from(ltiLaunchTokens)).length).toBe(before);
    await pruneLaunchTokens({ db: t.db, clock: { now: () => new Date(Date.now() + 2 * 86_400_000) } });
    expect(await t.db.select().from(ltiLaunchTokens)).toEqual([]);
  });

  it("isolates registrations: another company's manager neither reads, changes nor makes one for it", async () => {
    const fjordManager = await tokenForDemo(t.db, 'fjord.manager@academy.test');
    const nordlysManager = await tokenForDemo(t.db, 'manager@academy.test');
    const nordlys = await demoCompany(t.db, 'nordlys');
    const body = {
      name: 'Nordlys Canvas',
      issuer: 'https://canvas.nordlys.test',
      client_id: 'nordlys-canvas',
      deployment_ids: ['1'],
      auth_login_url: 'https://canvas.nordlys.test/auth',
      auth_token_url: 'https://canvas.nordlys.test/token',
      keyset_url: 'https://canvas.nordlys.test/jwks',
    };
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/lti-registrations',
      headers: auth(nordlysManager, { 'context-scope': `companies:${nordlys.uuid}|company` }),
      payload: body,
    });
    expect(made.statusCode, made.body).toBe(201);
    const uuid = made.json().data.item.uuid;
    expect(made.json().data.item.company_id).toBe(nordlys.id);
    expect(made.json().data.item.abilities).toMatchObject({ update: true, delete: true });

    for (const request of [
      { method: 'GET' as const, url: `/api/v1/lti-registrations/${uuid}` },
      { method: 'PATCH' as const, url: `/api/v1/lti-registrations/${uuid}`, payload: { name: 'Mine' } },
      { method: 'DELETE' as const, url: `/api/v1/lti-registrations/${uuid}` },
    ])
      expect((await t.app.inject({ ...request, headers: auth(fjordManager) })).statusCode).toBe(404);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/lti-registrations',
      headers: auth(fjordManager),
    });
    expect(JSON.stringify(listed.json())).not.toContain(uuid);
    const cross = await t.app.inject({
      method: 'POST',
      url: '/api/v1/lti-registrations',
      headers: auth(fjordManager),
      payload: { ...body, client_id: 'spy', company_id: nordlys.id },
    });
    expect(cross.statusCode).toBe(422);
    expect(cross.json().errors).toHaveProperty('company_id');

    // Deleted, it is no longer usable at once.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/lti-registrations/${uuid}`,
      headers: auth(nordlysManager, { 'context-scope': `companies:${nordlys.uuid}|company` }),
    });
    expect(removed.statusCode).toBeLessThan(300);
  });
});
