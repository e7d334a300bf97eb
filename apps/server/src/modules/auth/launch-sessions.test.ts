import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { examinations, scormPackages, scormRegistrations } from '../../db/schema/learning.ts';
import { ltiRegistrations } from '../../db/schema/lti.ts';
import { partnerIntegrations } from '../../db/schema/partners.ts';
import { companies, incidents, type LaunchVia } from '../../db/schema/tenancy.ts';
import { issueAccessToken } from '../../platform/auth/tokens.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildCertificate } from '../../test/content-factories.ts';
import { buildEnrolledCompany, type EnrolledCompany } from '../../test/enrolled-company.ts';
import { auth, buildUser, demoCompany, demoTenant, tokenFor } from '../../test/factories.ts';

/**
 * Sessions that begin in someone else's system — a partner's ticket, a SCORM package in a customer's LMS, an
 * LTI launch — are launch sessions (platform/auth/actor.ts): a learner session in the source's company, reaching
 * the one course it opened, ended with its source. The actor cache is on (a minute), so "ended" means the
 * revocation reached the cache, not that nothing was cached.
 */
describe('Launch sessions: partner, SCORM and LTI sessions are learner sessions of one course', () => {
  let t: TestApp;
  let built: EnrolledCompany;
  let tenantId: number;
  let sequence = 0;

  beforeAll(async () => {
    t = await buildTestApp({ config: { actorCacheSeconds: 60 } });
    tenantId = (await demoTenant(t.db)).id;
    built = await buildEnrolledCompany(t.db, tenantId, { languages: ['en'], lessons: 1 });
    await t.db.update(companies).set({ scorm_enabled: true }).where(eq(companies.id, built.company.id));
  });
  afterAll(() => t.close());

  /** A live source of each kind in the company, made as its module makes them. */
  async function source(db: Database, via: LaunchVia, courseId: number): Promise<number> {
    const company_id = built.company.id;
    const n = ++sequence;
    if (via === 'partner') {
      const [row] = await db
        .insert(partnerIntegrations)
        .values({
          tenant_id: tenantId,
          company_id,
          kind: 'newlearning',
          name: `Partner ${n}`,
          customer_key: `pk-launch-${n}-${Date.now()}`,
          secret_encrypted: 'not-used-here',
          course_id: courseId,
        })
        .returning({ id: partnerIntegrations.id });
      return row.id;
    }
    if (via === 'scorm') {
      // One live package per company × course × version: a new registration joins the live one.
      await db
        .insert(scormPackages)
        .values({ tenant_id: tenantId, company_id, course_id: courseId })
        .onConflictDoNothing();
      const [pkg] = await db
        .select({ id: scormPackages.id })
        .from(scormPackages)
        .where(
          and(
            eq(scormPackages.company_id, company_id),
            eq(scormPackages.course_id, courseId),
            isNull(scormPackages.revoked_at),
          ),
        );
      const learner = await buildUser(db, tenantId, { companyId: company_id });
      const [registration] = await db
        .insert(scormRegistrations)
        .values({
          tenant_id: tenantId,
          company_id,
          course_id: courseId,
          package_id: pkg.id,
          user_id: learner.id,
          scorm_learner_id: `lms-${n}`,
        })
        .returning({ id: scormRegistrations.id });
      return registration.id;
    }
    const [row] = await db
      .insert(ltiRegistrations)
      .values({
        tenant_id: tenantId,
        company_id,
        name: `Platform ${n}`,
        issuer: `https://lms${n}.example`,
        client_id: `client-${n}`,
        deployment_ids: ['1'],
        auth_login_url: `https://lms${n}.example/auth`,
        auth_token_url: `https://lms${n}.example/token`,
        keyset_url: `https://lms${n}.example/jwks`,
      })
      .returning({ id: ltiRegistrations.id });
    return row.id;
  }

  /** A session as the sign-in of `via` issues it (sign-in.service.ts → issueAccessToken with its launch). */
  async function launchToken(userId: number, via: LaunchVia, sourceId: number, courseId: number | null) {
    const issued = await issueAccessToken(t.db, {
      tenantId,
      userId,
      method: via === 'partner' ? 'newlearning' : via,
      companyId: built.company.id,
      launch: { via, sourceId, courseId },
      ttlMinutes: 60,
      now: new Date(),
    });
    return issued.token;
  }

  const get = (url: string, token: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: auth(token, headers) });

  const organizationCalls = () => [
    `/api/v1/companies/${built.company.uuid}/partner-integrations`,
    '/api/v1/api-keys',
    `/api/v1/companies/${built.company.uuid}/insights`,
    `/api/v1/companies/${built.company.uuid}/training-matrix`,
    `/api/v1/users/${built.learner.uuid}`,
  ];

  it.each(['partner', 'scorm', 'lti'] as const)(
    'a manager arriving through %s holds no manager or admin powers in that session',
    async (via) => {
      const courseId = built.courses.whole.course.id;
      const sourceId = await source(t.db, via, courseId);
      const password = await tokenFor(t.db, built.manager);
      const launched = await launchToken(built.manager.id, via, sourceId, courseId);

      const context = (await get('/api/v1/context', launched)).json().data.item;
      expect(context.context.sign_in_method).toBe(via === 'partner' ? 'newlearning' : via);
      expect(context.user).toMatchObject({ is_admin: false, is_manager: false, is_manager_any: false });
      // The web's guards and menus read these: the organization area is not offered in the session.
      expect(context.user.permissions).not.toContain('organization.manage');
      expect(context.user.companies).toEqual([
        expect.objectContaining({ uuid: built.company.uuid, is_manager: false }),
      ]);
      // The same person's own session still manages the company: the narrowing is the session's, not the account's.
      expect((await get('/api/v1/context', password)).json().data.item.user.is_manager).toBe(true);

      for (const url of organizationCalls()) {
        const asManager = await get(url, password);
        const inLaunch = await get(url, launched);
        expect(asManager.statusCode, `${url} as manager: ${asManager.body}`).toBe(200);
        expect([403, 404], `${url} in a ${via} session: ${inLaunch.body}`).toContain(inLaunch.statusCode);
      }
      // Their profile, settings and language still work.
      expect((await get('/api/v1/users/me/settings', launched)).statusCode).toBe(200);
    },
  );

  it('an administrator arriving through a launch is no administrator in it, and impersonates no one', async () => {
    const admin = await buildUser(t.db, tenantId, { role: 'admin', companyId: built.company.id });
    const sourceId = await source(t.db, 'lti', built.courses.whole.course.id);
    const launched = await launchToken(admin.id, 'lti', sourceId, built.courses.whole.course.id);
    const context = (await get('/api/v1/context', launched)).json().data.item;
    expect(context.user).toMatchObject({ is_admin: false, is_super_admin: false, role: 'user' });
    const fjord = await demoCompany(t.db, 'fjord');
    expect((await get('/api/v1/context', launched, { 'Context-Scope': fjord.uuid })).statusCode).toBe(403);
    expect((await get('/api/v1/context', launched, { 'Context-User': built.learner.uuid })).statusCode).toBe(
      403,
    );
    expect(
      (await get('/api/v1/companies', launched)).json().data.items.map((c: { uuid: string }) => c.uuid),
    ).toEqual([built.company.uuid]);
  });

  it('reaches the course it opened and no other: courses, variants, enrollments, certificates', async () => {
    const opened = built.courses.personal;
    const other = built.courses.department;
    await buildCertificate(t.db, tenantId, {
      userId: built.learner.id,
      companyId: built.company.id,
      courseId: built.courses.whole.course.id,
    });
    const sourceId = await source(t.db, 'scorm', opened.course.id);
    const launched = await launchToken(built.learner.id, 'scorm', sourceId, opened.course.id);
    const password = await tokenFor(t.db, built.learner);

    const listed = (token: string) =>
      get('/api/v1/courses', token).then((r) =>
        r
          .json()
          .data.items.map((c: { uuid: string }) => c.uuid)
          .sort(),
      );
    expect(await listed(password)).toHaveLength(3);
    expect(await listed(launched)).toEqual([opened.course.uuid]);
    expect((await get(`/api/v1/courses/${opened.course.uuid}`, launched)).statusCode).toBe(200);
    expect((await get(`/api/v1/courses/${other.course.uuid}`, password)).statusCode).toBe(200);
    expect([403, 404]).toContain((await get(`/api/v1/courses/${other.course.uuid}`, launched)).statusCode);
    expect([403, 404]).toContain(
      (await get(`/api/v1/course-variants/${other.variants[0].variant.uuid}`, launched)).statusCode,
    );
    expect(
      (await get(`/api/v1/course-variants/${opened.variants[0].variant.uuid}`, launched)).statusCode,
    ).toBe(200);

    const enrollments = (await get('/api/v1/enrollments', launched)).json().data.items;
    expect(enrollments.map((e: { course: { uuid: string } }) => e.course.uuid)).toEqual([opened.course.uuid]);
    expect((await get('/api/v1/certificates', password)).json().data.items).toHaveLength(1);
    expect((await get('/api/v1/certificates', launched)).json().data.items).toHaveLength(0);

    // An examination of another course, open since before the session, is out of its reach: read, answered or
    // submitted, it is not found (and stays open).
    const [open] = await t.db
      .insert(examinations)
      .values({
        tenant_id: tenantId,
        user_id: built.learner.id,
        company_id: built.company.id,
        course_variant_id: other.variants[0].variant.id,
        lesson_id: other.variants[0].lessons[0].lesson.id,
        expires_at: '2030-01-01T00:00:00Z',
        pass_mark: 80,
        report: { questions: [], correct: 0, total: 1 },
      })
      .returning();
    const answer = { question_id: 1, alternative_ids: [1] };
    const examinationCall = (method: 'GET' | 'PUT' | 'POST', url: string, token: string) =>
      t.app.inject({
        method,
        url,
        headers: auth(token),
        ...(method === 'PUT' ? { payload: answer } : method === 'POST' ? { payload: {} } : {}),
      });
    expect((await examinationCall('GET', `/api/v1/examinations/${open.uuid}`, password)).statusCode).toBe(
      200,
    );
    for (const [method, url] of [
      ['GET', `/api/v1/examinations/${open.uuid}`],
      ['PUT', `/api/v1/examinations/${open.uuid}/answers`],
      ['POST', `/api/v1/examinations/${open.uuid}/submit`],
    ] as const)
      expect((await examinationCall(method, url, launched)).statusCode, `${method} ${url}`).toBe(404);
    const [still] = await t.db.select().from(examinations).where(eq(examinations.id, open.id));
    expect(still.ended_at).toBeNull();

    // A launch that named no course reaches the learner's own courses, still as a learner.
    const unnamed = await launchToken(built.learner.id, 'scorm', sourceId, null);
    expect(await listed(unnamed)).toHaveLength(3);
  });

  it('names the launch as the caller in the audit trail', async () => {
    const sourceId = await source(t.db, 'scorm', built.courses.whole.course.id);
    const launched = await launchToken(built.learner.id, 'scorm', sourceId, built.courses.whole.course.id);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me/settings',
      payload: { use_classic_player: true },
      headers: auth(launched),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [recorded] = await t.db
      .select()
      .from(incidents)
      .where(and(eq(incidents.event, 'users.updated'), eq(incidents.user_id, built.learner.id)))
      .orderBy(desc(incidents.id))
      .limit(1);
    expect(recorded.data).toMatchObject({
      principal: {
        kind: 'launch',
        via: 'scorm',
        source_id: sourceId,
        course_id: built.courses.whole.course.id,
        label: `scorm registration ${sourceId} for user ${built.learner.id}`,
      },
    });
  });

  describe('ends with its source, at once, although the session was cached', () => {
    const courseId = () => built.courses.whole.course.id;
    const alive = async (token: string) => (await get('/api/v1/users/me/settings', token)).statusCode;

    it('a partner integration revoked', async () => {
      const sourceId = await source(t.db, 'partner', courseId());
      const launched = await launchToken(built.learner.id, 'partner', sourceId, courseId());
      const password = await tokenFor(t.db, built.learner);
      expect(await alive(launched)).toBe(200);
      const [row] = await t.db.select().from(partnerIntegrations).where(eq(partnerIntegrations.id, sourceId));
      const revoked = await t.app.inject({
        method: 'POST',
        url: `/api/v1/partner-integrations/${row.uuid}/revoke`,
        headers: auth(await tokenFor(t.db, built.manager)),
      });
      expect(revoked.statusCode, revoked.body).toBe(200);
      expect(await alive(launched)).toBe(401);
      expect(await alive(password)).toBe(200);
    });

    it('a SCORM package revoked, or past its expiry', async () => {
      const sourceId = await source(t.db, 'scorm', courseId());
      const launched = await launchToken(built.learner.id, 'scorm', sourceId, courseId());
      expect(await alive(launched)).toBe(200);
      const [registration] = await t.db
        .select({ package_id: scormRegistrations.package_id })
        .from(scormRegistrations)
        .where(eq(scormRegistrations.id, sourceId));
      const [pkg] = await t.db
        .select({ uuid: scormPackages.uuid })
        .from(scormPackages)
        .where(eq(scormPackages.id, registration.package_id));
      const revoked = await t.app.inject({
        method: 'POST',
        url: `/api/v1/scorm-packages/${pkg.uuid}/revoke`,
        headers: auth(await tokenFor(t.db, built.manager)),
      });
      expect(revoked.statusCode, revoked.body).toBe(200);
      expect(await alive(launched)).toBe(401);

      // Expiry ends sessions too, decided where the session is loaded (no cache here: a new session).
      const another = await source(t.db, 'scorm', courseId());
      const expiring = await launchToken(built.learner.id, 'scorm', another, courseId());
      const [reg] = await t.db
        .select({ package_id: scormRegistrations.package_id })
        .from(scormRegistrations)
        .where(eq(scormRegistrations.id, another));
      await t.db
        .update(scormPackages)
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where(eq(scormPackages.id, reg.package_id));
      expect(await alive(expiring)).toBe(401);
    });

    it('an LTI registration switched off or deleted', async () => {
      const manager = await tokenFor(t.db, built.manager);
      for (const end of ['switch off', 'delete'] as const) {
        const sourceId = await source(t.db, 'lti', courseId());
        const launched = await launchToken(built.learner.id, 'lti', sourceId, courseId());
        expect(await alive(launched)).toBe(200);
        const [row] = await t.db.select().from(ltiRegistrations).where(eq(ltiRegistrations.id, sourceId));
        const ended = await t.app.inject({
          method: end === 'delete' ? 'DELETE' : 'PATCH',
          url: `/api/v1/lti-registrations/${row.uuid}`,
          ...(end === 'delete' ? {} : { payload: { is_active: false } }),
          headers: auth(manager),
        });
        expect(ended.statusCode, ended.body).toBeLessThan(300);
        expect(await alive(launched), end).toBe(401);
      }
    });
  });
});
