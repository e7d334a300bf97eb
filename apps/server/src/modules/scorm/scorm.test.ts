import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyCourses, enrollments, scormPackages, scormRegistrations } from '../../db/schema/learning.ts';
import { accessTokens, companies, incidents, users } from '../../db/schema/tenancy.ts';
import { hashToken } from '../../platform/auth/token-hash.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';

/**
 * SCORM dispatch (issue 25): a company's managers make, download and revoke packages; the package's launch page
 * asks for a single-use launch token, which the academy's /scorm page exchanges for a session — one registration
 * per company × course × learner id, within the package's seat cap, also when launches race.
 */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;
let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };
const lms = 'https://lms.nordlys.example';
let courseId: number;
let courseUuid: string;
let otherCourseId: number;

const create = (role: DemoRole, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/scorm-packages', headers: auth(tokens[role]), payload });
const launch = (pkg: string, learner: string) =>
  t.app.inject({ url: `/api/v1/scorm/launch/${pkg}?learner=${encodeURIComponent(learner)}` });
const tokenOf = (answer: { json(): { data: { item: { url: string } } } }) =>
  new URL(answer.json().data.item.url).searchParams.get('token')!;
const login = (learner: string, token: string, course = courseUuid) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login/scorm',
    payload: { companyUuid: demo.nordlys.uuid, courseUuid: course, scormLearnerId: learner, token },
  });
/** The launch page's two steps: a launch for the learner, then the sign-in with its token. */
const launchAndLogin = async (pkg: string, learner: string, course: string) => {
  const launched = await launch(pkg, learner);
  expect(launched.statusCode, launched.body).toBe(200);
  return login(learner, tokenOf(launched), course);
};
const makePackage = async (payload: Record<string, unknown> = {}) => {
  const made = await create('manager', { course_id: courseId, version: '1.2', ...payload });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().data.item as { uuid: string; id: number };
};
const revoke = (role: DemoRole, uuid: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/scorm-packages/${uuid}/revoke`, headers: auth(tokens[role]) });

beforeAll(async () => {
  t = await buildTestApp({ clock });
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
  await t.db
    .update(companies)
    .set({ scorm_enabled: true, external_lms_url: `${lms}/course/view.php?id=3` })
    .where(eq(companies.id, demo.nordlys.id));
  const given = await t.db
    .select({ course_id: companyCourses.course_id })
    .from(companyCourses)
    .where(eq(companyCourses.company_id, demo.nordlys.id));
  expect(given.length).toBeGreaterThan(1);
  courseId = given[0].course_id;
  otherCourseId = given[1].course_id;
  courseUuid = (await courseRow(courseId)).uuid;
});
afterAll(() => t.close());

async function courseRow(id: number) {
  const { courses } = await import('../../db/schema/content.ts');
  return (await t.db.select().from(courses).where(eq(courses.id, id)))[0];
}

describe('packages in the organization area', () => {
  it('are made, listed, downloaded with a valid manifest of each version, and revoked by the company manager', async () => {
    const made = await create('manager', {
      course_id: courseId,
      version: '2004',
      seat_cap: 5,
      expires_on: '2099-12-31',
    });
    expect(made.statusCode, made.body).toBe(201);
    const item = made.json().data.item;
    expect(item).toMatchObject({
      company_id: demo.nordlys.id,
      course_id: courseId,
      version: '2004',
      seat_cap: 5,
      seats_used: 0,
      status: 'active',
      abilities: { revoke: true, download: true, update: false, delete: false },
    });
    // One live package per course and version.
    const again = await create('manager', { course_id: courseId, version: '2004' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.version).toBeDefined();

    const listed = await t.app.inject({ url: '/api/v1/scorm-packages', headers: auth(tokens.manager) });
    expect(listed.json().data.items.map((row: { uuid: string }) => row.uuid)).toContain(item.uuid);

    const zip2004 = await t.app.inject({
      url: `/api/v1/scorm-packages/${item.uuid}/download`,
      headers: auth(tokens.manager),
    });
    expect(zip2004.statusCode).toBe(200);
    expect(zip2004.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(zip2004.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['imsmanifest.xml', 'index.html', 'launch.js']);
    const manifest = strFromU8(files['imsmanifest.xml']);
    expectManifest(manifest, item.uuid);
    expect(manifest).toContain('<schemaversion>2004 4th Edition</schemaversion>');
    expect(manifest).toContain('xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"');
    expect(manifest).toMatch(/<resource [^>]*adlcp:scormType="sco"[^>]*href="index.html"/);
    const script = strFromU8(files['launch.js']);
    expect(script).toContain('API_1484_11');
    expect(script).toContain(item.uuid);
    // The package carries no secret: the uuid and the academy's address only.
    expect(script).not.toMatch(/secret|access_token/i);

    const v12 = await makePackage({ course_id: otherCourseId });
    const zip12 = await t.app.inject({
      url: `/api/v1/scorm-packages/${v12.uuid}/download`,
      headers: auth(tokens.manager),
    });
    const manifest12 = strFromU8(unzipSync(new Uint8Array(zip12.rawPayload))['imsmanifest.xml']);
    expectManifest(manifest12, v12.uuid);
    expect(manifest12).toContain('<schemaversion>1.2</schemaversion>');
    expect(manifest12).toContain('xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"');
    expect(manifest12).toMatch(/<resource [^>]*adlcp:scormtype="sco"[^>]*href="index.html"/);
    expect(strFromU8(unzipSync(new Uint8Array(zip12.rawPayload))['launch.js'])).toContain(
      "'API_1484_11' : 'API'",
    );
    await revoke('manager', v12.uuid);

    const revoked = await revoke('manager', item.uuid);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data.item).toMatchObject({
      status: 'revoked',
      abilities: { revoke: false, download: false },
    });
    expect((await revoke('manager', item.uuid)).statusCode).toBe(403);
    const gone = await t.app.inject({
      url: `/api/v1/scorm-packages/${item.uuid}/download`,
      headers: auth(tokens.manager),
    });
    expect(gone.statusCode).toBe(409);
    // A revoked package may be replaced by a new one.
    expect((await create('manager', { course_id: courseId, version: '2004' })).statusCode).toBe(201);
    const audited = await t.db.select().from(incidents).where(eq(incidents.event, 'scorm-packages.revoked'));
    expect(audited.length).toBe(2);
  });

  it('refuses a course the company does not have, a company without SCORM, and learners', async () => {
    const [foreign] = await t.db
      .select({ course_id: companyCourses.course_id })
      .from(companyCourses)
      .where(eq(companyCourses.company_id, demo.fjord.id));
    const nordlysCourses = (
      await t.db.select().from(companyCourses).where(eq(companyCourses.company_id, demo.nordlys.id))
    ).map((row) => row.course_id);
    if (foreign && !nordlysCourses.includes(foreign.course_id)) {
      const refused = await create('manager', { course_id: foreign.course_id, version: '1.2' });
      expect(refused.statusCode).toBe(422);
    }
    const asLearner = await create('learner', { course_id: courseId, version: '1.2' });
    expect(asLearner.statusCode).toBe(403);
    // Fjord has no SCORM: its manager cannot make packages.
    const fjord = await create('fjordManager', { course_id: courseId, version: '1.2' });
    expect(fjord.statusCode).toBe(422);
  });

  it("are another company's manager's to neither see, download, revoke nor launch as theirs", async () => {
    const pkg = await makePackage({ version: '1.2', course_id: courseId });
    const list = await t.app.inject({ url: '/api/v1/scorm-packages', headers: auth(tokens.fjordManager) });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items).toEqual([]);
    for (const url of [`/api/v1/scorm-packages/${pkg.uuid}`, `/api/v1/scorm-packages/${pkg.uuid}/download`]) {
      expect((await t.app.inject({ url, headers: auth(tokens.fjordManager) })).statusCode).toBe(404);
    }
    expect((await revoke('fjordManager', pkg.uuid)).statusCode).toBe(404);
    const registrations = await t.app.inject({
      url: '/api/v1/scorm-registrations',
      headers: auth(tokens.fjordManager),
    });
    expect(registrations.json().data.items).toEqual([]);
    // A token of Nordlys's package does not sign in to Fjord.
    const launched = await launch(pkg.uuid, 'fjord-probe');
    const wrongCompany = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/scorm',
      payload: {
        companyUuid: demo.fjord.uuid,
        courseUuid,
        scormLearnerId: 'fjord-probe',
        token: tokenOf(launched),
      },
    });
    expect(wrongCompany.statusCode).toBe(422);
    await revoke('manager', pkg.uuid);
  });
});

function expectManifest(manifest: string, uuid: string) {
  expect(manifest).toMatch(new RegExp(`<manifest identifier="academy-${uuid}"`));
  expect(manifest).toMatch(/<metadata>\s*<schema>ADL SCORM<\/schema>\s*<schemaversion>/);
  expect(manifest).toMatch(/<organizations default="org-1">\s*<organization identifier="org-1">/);
  expect(manifest).toMatch(/<item identifier="item-1" identifierref="resource-1"/);
  expect(manifest).toMatch(/<resources>\s*<resource identifier="resource-1" type="webcontent"/);
  expect(manifest).toContain('<file href="index.html"/>');
}

describe('sign-in through a package', () => {
  let pkg: { uuid: string; id: number };
  beforeAll(async () => {
    pkg = await makePackage({ version: '1.2', course_id: otherCourseId, seat_cap: 4 });
  });

  it('launches, signs in, opens the course, and resumes the same registration on a relaunch', async () => {
    const launched = await launch(pkg.uuid, 'lms-42');
    expect(launched.statusCode, launched.body).toBe(200);
    expect(launched.headers['access-control-allow-origin']).toBe(lms);
    const url = new URL(launched.json().data.item.url);
    const course = await courseRow(otherCourseId);
    expect(url.pathname).toBe(`/scorm/${demo.nordlys.uuid}/${course.uuid}/lms-42`);
    const first = await login('lms-42', url.searchParams.get('token')!, course.uuid);
    expect(first.statusCode, first.body).toBe(200);
    const item = first.json().data.item;
    expect(item.course).toEqual({ uuid: course.uuid, variant_uuid: null });
    expect(item.scorm_origin).toBe(lms);
    expect(item.scope).toBe(`companies:${demo.nordlys.uuid}|company`);

    // The session is a learner of Nordlys, enrolled in the course, with the LMS's learner id.
    const me = await t.app.inject({ url: '/api/v1/context', headers: auth(item.access_token) });
    expect(me.statusCode).toBe(200);
    const [registration] = await t.db
      .select()
      .from(scormRegistrations)
      .where(eq(scormRegistrations.scorm_learner_id, 'lms-42'));
    const [user] = await t.db.select().from(users).where(eq(users.id, registration.user_id));
    expect(user).toMatchObject({ scorm_learner_id: 'lms-42', role: 'user', email_core: false });
    const enrolled = await t.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.enrollable_type, 'user'), eq(enrollments.enrollable_id, user.id)));
    expect(enrolled.map((row) => row.course_id)).toEqual([otherCourseId]);
    // A launch session of the registration, reaching the package's course (platform/auth/actor.ts).
    const [session] = await t.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.token_hash, hashToken(item.access_token)));
    expect(session).toMatchObject({
      method: 'scorm',
      launch_via: 'scorm',
      launch_source_id: registration.id,
      launch_course_id: otherCourseId,
    });

    // A relaunch resumes it: the same person, no second registration.
    const relaunched = await launch(pkg.uuid, 'lms-42');
    const second = await login('lms-42', tokenOf(relaunched), course.uuid);
    expect(second.statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(scormRegistrations)
      .where(eq(scormRegistrations.scorm_learner_id, 'lms-42'));
    expect(rows.length).toBe(1);

    // The company's manager lists the people who came in through SCORM.
    const listed = await t.app.inject({ url: '/api/v1/scorm-registrations', headers: auth(tokens.manager) });
    expect(
      listed.json().data.items.map((row: { scorm_learner_id: string }) => row.scorm_learner_id),
    ).toContain('lms-42');
  });

  it('refuses a tampered, replayed, expired or mismatched token with one answer, and records it', async () => {
    const course = await courseRow(otherCourseId);
    const launched = await launch(pkg.uuid, 'lms-43');
    const token = tokenOf(launched);
    const tampered = await login('lms-43', `${token.slice(0, -2)}xx`, course.uuid);
    expect(tampered.statusCode).toBe(422);
    expect(tampered.json().errors.token).toBeDefined();
    expect((await login('someone-else', token, course.uuid)).statusCode).toBe(422);
    // That attempt spent it: the token is single-use.
    expect((await login('lms-43', token, course.uuid)).statusCode).toBe(422);

    const later = await launch(pkg.uuid, 'lms-43');
    offsetMs = 121_000;
    try {
      expect((await login('lms-43', tokenOf(later), course.uuid)).statusCode).toBe(422);
    } finally {
      offsetMs = 0;
    }
    const ok = await launch(pkg.uuid, 'lms-43');
    const used = await login('lms-43', tokenOf(ok), course.uuid);
    expect(used.statusCode).toBe(200);
    expect((await login('lms-43', tokenOf(ok), course.uuid)).statusCode).toBe(422);
    const refusals = await t.db.select().from(incidents).where(eq(incidents.event, 'scorm.refused'));
    expect(refusals.length).toBeGreaterThanOrEqual(4);
  });

  it('refuses exactly the learner after the seat cap, also when the launches race', async () => {
    const racing = await makePackage({ version: '2004', course_id: otherCourseId, seat_cap: 3 });
    // Tokens for five learners first: the cap is held at sign-in, where the launches meet.
    const learners = ['race-1', 'race-2', 'race-3', 'race-4', 'race-5'];
    const launches: Awaited<ReturnType<typeof launch>>[] = [];
    for (const learner of learners) launches.push(await launch(racing.uuid, learner));
    const course = await courseRow(otherCourseId);
    const answers = await Promise.all(
      learners.map((learner, i) => login(learner, tokenOf(launches[i]), course.uuid)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 422, 422]);
    for (const refused of answers.filter((answer) => answer.statusCode === 422))
      expect(refused.json().message).toMatch(/seats/i);
    const rows = await t.db
      .select()
      .from(scormRegistrations)
      .where(eq(scormRegistrations.package_id, racing.id));
    expect(rows.length).toBe(3);
    // The launch page is told too, and a registered learner still gets back in.
    const full = await launch(racing.uuid, 'race-6');
    expect(full.statusCode).toBe(422);
    const registered = rows[0].scorm_learner_id;
    expect((await launchAndLogin(racing.uuid, registered, course.uuid)).statusCode).toBe(200);
    await revoke('manager', racing.uuid);
  });

  it('ends the sessions of a revoked package at once and launches nobody after', async () => {
    const signedIn = await launchAndLogin(pkg.uuid, 'lms-44', (await courseRow(otherCourseId)).uuid);
    const session = signedIn.json().data.item.access_token;
    expect((await t.app.inject({ url: '/api/v1/enrollments', headers: auth(session) })).statusCode).toBe(200);
    const notYetUsed = await launch(pkg.uuid, 'lms-45');
    expect((await revoke('manager', pkg.uuid)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/enrollments', headers: auth(session) })).statusCode).toBe(401);
    const [registration] = await t.db
      .select()
      .from(scormRegistrations)
      .where(eq(scormRegistrations.scorm_learner_id, 'lms-44'));
    const sessions = await t.db
      .select()
      .from(accessTokens)
      .where(and(eq(accessTokens.user_id, registration.user_id), eq(accessTokens.method, 'scorm')));
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((row) => row.revoked_at !== null)).toBe(true);
    const refused = await launch(pkg.uuid, 'lms-45');
    expect(refused.statusCode).toBe(422);
    expect(refused.headers['access-control-allow-origin']).toBe(lms);
    expect(
      (await login('lms-45', tokenOf(notYetUsed), (await courseRow(otherCourseId)).uuid)).statusCode,
    ).toBe(422);
  });

  it('refuses an expired package, an unknown one, and a company whose SCORM is off', async () => {
    const expiring = await makePackage({
      version: '1.2',
      course_id: courseId,
      expires_on: new Date().toISOString().slice(0, 10),
    });
    offsetMs = 2 * 86_400_000;
    try {
      const expired = await launch(expiring.uuid, 'lms-46');
      expect(expired.statusCode).toBe(422);
      expect(expired.json().message).toMatch(/expired/i);
    } finally {
      offsetMs = 0;
    }
    expect((await launch('00000000-0000-4000-8000-000000000000', 'x')).statusCode).toBe(404);
    await t.db.update(companies).set({ scorm_enabled: false }).where(eq(companies.id, demo.nordlys.id));
    try {
      expect((await launch(expiring.uuid, 'lms-46')).statusCode).toBe(422);
    } finally {
      await t.db.update(companies).set({ scorm_enabled: true }).where(eq(companies.id, demo.nordlys.id));
    }
    await t.db
      .update(scormPackages)
      .set({ revoked_at: new Date().toISOString() })
      .where(eq(scormPackages.id, expiring.id));
  });
});
