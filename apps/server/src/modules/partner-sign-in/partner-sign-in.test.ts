import { createHmac } from 'node:crypto';
import {
  newlearningCanonicalString,
  type PartnerIntegrationCreated,
} from '@academy/contracts/entities/partner-integration';
import { and, eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { courses, courseVariants } from '../../db/schema/content.ts';
import { companyCourses, enrollments } from '../../db/schema/learning.ts';
import { partnerIntegrations } from '../../db/schema/partners.ts';
import { accessTokens, companies, incidents, users } from '../../db/schema/tenancy.ts';
import { hashToken } from '../../platform/auth/token-hash.ts';
import { buildTestApp, createTestClock, type TestApp } from '../../test/build-test-app.ts';
import { auth, buildUser, demoCompany, tokenForDemo } from '../../test/factories.ts';

describe('Partner sign-in: storyboard tickets, partner digests, and the integrations behind them', () => {
  const clock = createTestClock();
  let t: TestApp;
  let managerToken: string;
  let fjordManagerToken: string;
  let adminToken: string;
  let nordlys: Awaited<ReturnType<typeof demoCompany>>;
  let fjord: Awaited<ReturnType<typeof demoCompany>>;
  let course: { id: number; uuid: string; variantUuid: string };
  let sequence = 0;

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    managerToken = await tokenForDemo(t.db, 'manager@academy.test');
    fjordManagerToken = await tokenForDemo(t.db, 'fjord.manager@academy.test');
    adminToken = await tokenForDemo(t.db, 'admin@academy.test');
    nordlys = await demoCompany(t.db, 'nordlys');
    fjord = await demoCompany(t.db, 'fjord');
    const [given] = await t.db
      .select({ id: courses.id, uuid: courses.uuid, variantUuid: courseVariants.uuid })
      .from(companyCourses)
      .innerJoin(courses, eq(courses.id, companyCourses.course_id))
      .innerJoin(courseVariants, eq(courseVariants.course_id, courses.id))
      .where(
        and(
          eq(companyCourses.company_id, nordlys.id),
          eq(courses.is_active, true),
          eq(courseVariants.status, 'published'),
          eq(courseVariants.is_active, true),
        ),
      )
      .limit(1);
    course = given;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock.set(new Date());
    await t.db.execute(sql`delete from rate_limits`);
  });

  const make = async (body: Record<string, unknown>, token = managerToken, company = nordlys.uuid) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${company}/partner-integrations`,
      payload: body,
      headers: auth(token),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.item as PartnerIntegrationCreated;
  };
  const revoke = (id: string | number, token = managerToken) =>
    t.app.inject({ method: 'POST', url: `/api/v1/partner-integrations/${id}/revoke`, headers: auth(token) });
  const list = (token = managerToken, company: string = nordlys.uuid) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/companies/${company}/partner-integrations`,
      headers: auth(token),
    });

  const ticket = (
    integration: { customer_key: string; secret: string },
    claims: Record<string, unknown> = {},
    expiresIn = '5m',
  ) =>
    new SignJWT({
      company: nordlys.uuid,
      email: `sb${++sequence}@partner.test`,
      name: 'Sigrid Storyboard',
      ...claims,
    })
      .setProtectedHeader({ alg: 'HS256', kid: integration.customer_key })
      .setJti(`ticket-${sequence}-${Math.random()}`)
      .setIssuedAt(Math.floor(clock.now().getTime() / 1000))
      .setExpirationTime(
        Math.floor(clock.now().getTime() / 1000) + (expiresIn === '5m' ? 300 : Number(expiresIn)),
      )
      .sign(new TextEncoder().encode(integration.secret));
  const storyboard = (body: Record<string, unknown>, locale = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/storyboard',
      payload: body,
      remoteAddress: `10.9.0.${(++sequence % 250) + 1}`,
      headers: { 'accept-language': locale },
    });
  const digestBody = (
    integration: { customer_key: string; secret: string },
    fields: Partial<Record<'email' | 'courseId' | 'timestamp' | 'origin', string>> = {},
  ) => {
    const body = {
      customerKey: integration.customer_key,
      origin: 'https://partner.example',
      email: fields.email ?? `nl${++sequence}@partner.test`,
      courseId: fields.courseId ?? course.uuid,
      timestamp: fields.timestamp ?? String(Math.floor(clock.now().getTime() / 1000)),
      ...(fields.origin ? { origin: fields.origin } : {}),
    };
    const digest = createHmac('sha256', integration.secret)
      .update(newlearningCanonicalString(body))
      .digest('hex');
    return { ...body, digest };
  };
  const newlearning = (body: Record<string, unknown>, locale = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/newlearning',
      payload: body,
      remoteAddress: `10.9.1.${(++sequence % 250) + 1}`,
      headers: { 'accept-language': locale },
    });
  const refusals = async (reason: string) =>
    (
      await t.db
        .select()
        .from(incidents)
        .where(
          and(eq(incidents.event, 'partner_login_refused'), sql`${incidents.data} ->> 'reason' = ${reason}`),
        )
    ).length;

  it('makes an integration whose key is answered once and stored only encrypted, and lists it without the key', async () => {
    const made = await make({ kind: 'storyboard', name: 'Storyboard AS', seat_cap: 10 });
    expect(made).toMatchObject({ kind: 'storyboard', status: 'active', seat_cap: 10, seats_used: 0 });
    expect(made.secret.length).toBeGreaterThan(30);
    const [row] = await t.db.select().from(partnerIntegrations).where(eq(partnerIntegrations.id, made.id));
    expect(row.secret_encrypted).not.toContain(made.secret);
    const listed = await list();
    expect(listed.statusCode).toBe(200);
    const item = listed.json().data.items.find((i: { id: number }) => i.id === made.id);
    expect(item).toMatchObject({ customer_key: made.customer_key, abilities: { revoke: true } });
    expect(JSON.stringify(listed.json())).not.toContain(made.secret);
    expect(item).not.toHaveProperty('secret');
    expect(item).not.toHaveProperty('secret_encrypted');
  });

  it('signs a new person in with a valid storyboard ticket, in the company, and opens the course variant', async () => {
    const integration = await make({ kind: 'storyboard', name: 'Storyboard' });
    const email = 'new.storyboard@partner.test';
    const response = await storyboard({
      authenticationTicket: await ticket(integration, { email }),
      courseExtId: course.uuid,
      courseVariantId: course.variantUuid,
    });
    expect(response.statusCode, response.body).toBe(200);
    const item = response.json().data.item;
    expect(item.course).toEqual({ uuid: course.uuid, variant_uuid: course.variantUuid });
    expect(item.redirect_handshake).toBeNull();
    expect(item.scope).toContain(nordlys.uuid);
    const [person] = await t.db.select().from(users).where(eq(users.email, email));
    expect(person).toMatchObject({ first_name: 'Sigrid', last_name: 'Storyboard' });
    const [token] = await t.db.select().from(accessTokens).where(eq(accessTokens.user_id, person.id));
    expect(token.method).toBe('storyboard');
    const enrolled = await t.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.enrollable_type, 'user'), eq(enrollments.enrollable_id, person.id)));
    expect(enrolled.map((e) => e.course_id)).toEqual([course.id]);
    // The session knows it came through a partner: the context says so, for the dashboard's notice.
    const context = await t.app.inject({
      method: 'GET',
      url: '/api/v1/context',
      headers: auth(item.access_token),
    });
    expect(context.json().data.item.context.sign_in_method).toBe('storyboard');
    // And the learner may open the course it named.
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/v1/courses/${course.uuid}`,
      headers: auth(item.access_token),
    });
    expect(opened.statusCode).toBe(200);
  });

  it('refuses a tampered, an expired, a too long, a replayed and an other-company ticket, each recorded', async () => {
    const integration = await make({ kind: 'storyboard', name: 'Storyboard refusals' });
    const good = await ticket(integration);
    const [head, payload, signature] = good.split('.');
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
        email: 'learner@academy.test',
      }),
    ).toString('base64url');
    const tampered = await storyboard({ authenticationTicket: `${head}.${forged}.${signature}` }, 'nb');
    expect(tampered.statusCode).toBe(422);
    expect(tampered.json().message).toBe(
      'Innloggingslenken fra partneren er ikke gyldig. Be partneren om en ny.',
    );
    expect(await refusals('bad_signature')).toBeGreaterThan(0);

    const expired = await ticket(integration, {}, '60');
    clock.set(new Date(clock.now().getTime() + 120_000));
    const late = await storyboard({ authenticationTicket: expired });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.partner).toEqual([
      'The sign-in link from the partner has expired or was already used. Ask the partner for a new one.',
    ]);
    clock.set(new Date());

    const tooLong = await storyboard({ authenticationTicket: await ticket(integration, {}, '86400') });
    expect(tooLong.statusCode).toBe(422);

    const once = await ticket(integration);
    expect((await storyboard({ authenticationTicket: once })).statusCode).toBe(200);
    const again = await storyboard({ authenticationTicket: once });
    expect(again.statusCode).toBe(422);
    expect(await refusals('replayed')).toBeGreaterThan(0);

    // Signed with the Nordlys key but claiming Fjord: refused.
    const otherCompany = await storyboard({
      authenticationTicket: await ticket(integration, { company: fjord.uuid }),
    });
    expect(otherCompany.statusCode).toBe(422);
    expect(await refusals('wrong_company')).toBeGreaterThan(0);
  });

  it('signs in with a valid digest and opens the course; refuses tampered, stale, replayed and wrong-key digests', async () => {
    const integration = await make({ kind: 'newlearning', name: 'Newlearning' });
    const body = digestBody(integration);
    const response = await newlearning(body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.item.course).toEqual({ uuid: course.uuid, variant_uuid: null });

    const replay = await newlearning(body);
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors.partner[0]).toContain('expired or was already used');

    const tampered = { ...digestBody(integration), email: 'learner@academy.test' };
    expect((await newlearning(tampered)).statusCode).toBe(422);

    const stale = digestBody(integration, {
      timestamp: String(Math.floor(clock.now().getTime() / 1000) - 301),
    });
    expect((await newlearning(stale)).statusCode).toBe(422);
    expect(await refusals('outside_window')).toBeGreaterThan(0);
    const inWindow = digestBody(integration, {
      timestamp: String(Math.floor(clock.now().getTime() / 1000) - 290),
    });
    expect((await newlearning(inWindow)).statusCode).toBe(200);

    // Another company's key for this company's customer key: the digest does not match.
    const fjordIntegration = await make(
      { kind: 'newlearning', name: 'Fjord partner' },
      fjordManagerToken,
      fjord.uuid,
    );
    const wrongKey = digestBody({ customer_key: integration.customer_key, secret: fjordIntegration.secret });
    expect((await newlearning(wrongKey)).statusCode).toBe(422);
    // An unknown customer key reads the same as a wrong digest (no enumeration).
    const unknown = await newlearning(digestBody({ customer_key: 'pk_000000000000000000', secret: 'x' }));
    expect(unknown.json().errors).toEqual((await newlearning(wrongKey)).json().errors);
  });

  it('never signs in a person of another company only, an administrator or a manager, on a partner word', async () => {
    const integration = await make({ kind: 'newlearning', name: 'Privileges' });
    for (const email of ['fjord.learner@academy.test', 'admin@academy.test', 'manager@academy.test']) {
      const response = await newlearning(digestBody(integration, { email }));
      expect(response.statusCode).toBe(422);
    }
    // A learner of the company is signed in as themselves.
    const own = await newlearning(digestBody(integration, { email: 'learner@academy.test' }));
    expect(own.statusCode).toBe(200);
  });

  it('a revoked integration signs no one in, and the sessions it started end at once', async () => {
    const integration = await make({ kind: 'newlearning', name: 'To revoke' });
    const signedIn = await newlearning(digestBody(integration));
    const token = signedIn.json().data.item.access_token;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: auth(token) })).statusCode,
    ).not.toBe(401);
    const contextBefore = await t.app.inject({ method: 'GET', url: '/api/v1/context', headers: auth(token) });
    expect(contextBefore.json().data.item.user).not.toBeNull();

    const revoked = await revoke(integration.uuid);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.item).toMatchObject({ status: 'revoked', abilities: { revoke: false } });
    const contextAfter = await t.app.inject({ method: 'GET', url: '/api/v1/context', headers: auth(token) });
    expect(contextAfter.json().data.item.user).toBeNull();
    expect((await newlearning(digestBody(integration))).statusCode).toBe(422);
    expect(await refusals('revoked')).toBeGreaterThan(0);
  });

  it('the seat cap lets exactly N distinct people in, also when they sign in at the same time', async () => {
    const integration = await make({ kind: 'newlearning', name: 'Two seats', seat_cap: 2 });
    const bodies = [1, 2, 3, 4, 5].map((n) =>
      digestBody(integration, { email: `seat${n}-${sequence}@partner.test` }),
    );
    const answers = await Promise.all(bodies.map((body) => newlearning(body)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 422, 422, 422]);
    const full = answers.find((a) => a.statusCode === 422)!;
    expect(full.json().errors.partner[0]).toContain('All seats');
    // Someone who has a seat comes back in; the cap counts people, not sign-ins.
    const seated = bodies[answers.findIndex((a) => a.statusCode === 200)];
    // (a second later: the same fields in the same second make the same digest, which is a replay)
    const later = String(Math.floor(clock.now().getTime() / 1000) + 1);
    expect(
      (await newlearning(digestBody(integration, { email: seated.email, timestamp: later }))).statusCode,
    ).toBe(200);
    const [listed] = (await list()).json().data.items.filter((i: { id: number }) => i.id === integration.id);
    expect(listed.seats_used).toBe(2);
  });

  it('a course restriction is kept, and a handshake address is answered as redirect_handshake', async () => {
    const integration = await make({
      kind: 'newlearning',
      name: 'Restricted',
      course: course.uuid,
      handshake_url: 'https://partner.example/sso/handshake',
    });
    const ok = await newlearning(digestBody(integration));
    expect(ok.statusCode).toBe(200);
    // A launch session of the integration, reaching that course only (platform/auth/actor.ts).
    const [session] = await t.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.token_hash, hashToken(ok.json().data.item.access_token)));
    expect(session).toMatchObject({
      launch_via: 'partner',
      launch_source_id: integration.id,
      launch_course_id: course.id,
    });
    const handshake = new URL(ok.json().data.item.redirect_handshake);
    expect(handshake.origin + handshake.pathname).toBe('https://partner.example/sso/handshake');
    expect(handshake.searchParams.get('return')).toBe(`/courses/${course.uuid}`);
    const [other] = await t.db
      .select({ uuid: courses.uuid })
      .from(companyCourses)
      .innerJoin(courses, eq(courses.id, companyCourses.course_id))
      .where(and(eq(companyCourses.company_id, nordlys.id), sql`${courses.id} <> ${course.id}`));
    if (other)
      expect((await newlearning(digestBody(integration, { courseId: other.uuid }))).statusCode).toBe(422);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${nordlys.uuid}/partner-integrations`,
      payload: { kind: 'newlearning', name: 'x', handshake_url: 'http://insecure.example' },
      headers: auth(managerToken),
    });
    expect(bad.statusCode).toBe(422);
  });

  it("another company's manager and a learner can neither list, make nor revoke Nordlys' integrations", async () => {
    const integration = await make({ kind: 'storyboard', name: 'Isolated' });
    expect((await list(fjordManagerToken)).statusCode).toBe(404);
    expect((await revoke(integration.id, fjordManagerToken)).statusCode).toBe(404);
    const madeByOther = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${nordlys.uuid}/partner-integrations`,
      payload: { kind: 'storyboard', name: 'Sneaky' },
      headers: auth(fjordManagerToken),
    });
    expect(madeByOther.statusCode).toBe(404);
    const learner = await buildUser(t.db, nordlys.tenant_id, { companyId: nordlys.id });
    const learnerToken = await tokenForDemo(t.db, learner.email);
    expect((await list(learnerToken)).statusCode).toBe(404);
    // The administrator sees and may revoke it; Fjord's list does not show it.
    expect(
      (await list(adminToken)).json().data.items.some((i: { id: number }) => i.id === integration.id),
    ).toBe(true);
    const fjordList = (await list(fjordManagerToken, fjord.uuid)).json().data.items;
    expect(fjordList.some((i: { id: number }) => i.id === integration.id)).toBe(false);
    const [still] = await t.db
      .select()
      .from(partnerIntegrations)
      .where(eq(partnerIntegrations.id, integration.id));
    expect(still.revoked_at).toBeNull();
    const [company] = await t.db.select().from(companies).where(eq(companies.id, fjord.id));
    expect(company).toBeDefined();
  });
});
