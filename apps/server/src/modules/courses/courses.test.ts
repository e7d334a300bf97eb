import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../db/query-counter.ts';
import { courseRelated, courses, courseVariants } from '../../db/schema/content.ts';
import { enrollments } from '../../db/schema/learning.ts';
import { languages } from '../../db/schema/tenancy.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildCourse, buildEnrollment, buildLanguage } from '../../test/content-factories.ts';
import { auth, buildCompany, buildDepartment, buildUser, tokenFor } from '../../test/factories.ts';
import { demoRows } from '../enrollments/learning-test-support.ts';
import { demoTokens, itemsOf, type Role, requests } from './content-test-support.ts';

let t: TestApp;
let tokens: Record<Role, string>;
let http: ReturnType<typeof requests>;
let demo: Awaited<ReturnType<typeof demoRows>>;

/**
 * The courses these tests read, each enrolled like one of the demo's: `companyWide` for all of Nordlys and a
 * Fjord person of its own (`fjordPerson`), `sales` for Nordlys' Sales department, `learnerOnly` for learner@,
 * `multiInFjord` for multi@ in Fjord. The demo's own courses are left out of every comparison.
 */
let built: Record<'companyWide' | 'sales' | 'learnerOnly' | 'multiInFjord', typeof courses.$inferSelect>;
let fjordPerson: { token: string; enrollmentId: number };

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t);
  http = requests(t);
  demo = await demoRows(t.db);
  const tenantId = demo.tenantId;
  const enroll = (courseId: number, companyId: number, type: 'user' | 'department' | 'company', id: number) =>
    buildEnrollment(t.db, tenantId, { courseId, companyId, enrollable: { type, id } });
  const course = async () =>
    (await buildCourse(t.db, tenantId, { languages: ['en', 'nb'], lessons: 1 })).course;
  built = {
    companyWide: await course(),
    sales: await course(),
    learnerOnly: await course(),
    multiInFjord: await course(),
  };
  await enroll(built.companyWide.id, demo.nordlys.id, 'company', demo.nordlys.id);
  await enroll(built.sales.id, demo.nordlys.id, 'department', demo.sales.id);
  await enroll(built.learnerOnly.id, demo.nordlys.id, 'user', demo.user('learner').id);
  await enroll(built.multiInFjord.id, demo.fjord.id, 'user', demo.user('multi').id);
  const person = await buildUser(t.db, tenantId, { companyId: demo.fjord.id });
  const enrollment = await enroll(built.companyWide.id, demo.fjord.id, 'user', person.id);
  fjordPerson = { token: await tokenFor(t.db, person), enrollmentId: enrollment.id };
});
afterAll(() => t.close());

const codesOf = (items: Record<string, unknown>[]) => items.map((item) => item.code).sort();
/** The codes of the built courses among the items, sorted: what a list shows of this file's courses. */
const builtAmong = (items: Record<string, unknown>[]) => {
  const ours = new Set(Object.values(built).map((course) => course.code));
  return codesOf(items.filter((item) => ours.has(item.code as string)));
};
const codes = (...keys: (keyof typeof built)[]) => keys.map((key) => built[key].code).sort();

describe('courses: who reads what', () => {
  it('shows a learner the courses enrolled for their company, department and themselves', async () => {
    // A company of the test's own, so the list holds nothing but what the test enrolled.
    const company = await buildCompany(t.db, demo.tenantId);
    const department = await buildDepartment(t.db, demo.tenantId, company.id);
    const learner = await buildUser(t.db, demo.tenantId, {
      companyId: company.id,
      departmentId: department.id,
    });
    const colleague = await buildUser(t.db, demo.tenantId, { companyId: company.id });
    const course = async () => (await buildCourse(t.db, demo.tenantId, { lessons: 1 })).course;
    const [forCompany, forDepartment, forLearner, forColleague] = [
      await course(),
      await course(),
      await course(),
      await course(),
    ];
    const enroll = (courseId: number, type: 'user' | 'department' | 'company', id: number) =>
      buildEnrollment(t.db, demo.tenantId, { courseId, companyId: company.id, enrollable: { type, id } });
    await enroll(forCompany.id, 'company', company.id);
    await enroll(forDepartment.id, 'department', department.id);
    await enroll(forLearner.id, 'user', learner.id);
    await enroll(forColleague.id, 'user', colleague.id);
    const response = await http.get(await tokenFor(t.db, learner), '/api/v1/courses');
    expect(response.statusCode).toBe(200);
    expect(codesOf(itemsOf(response))).toEqual([forCompany.code, forDepartment.code, forLearner.code].sort());
    expect(response.json().data.meta.pagination.total).toBe(3);
  });

  it('keeps a course only Nordlys is enrolled in away from Fjord: 404 and absent from the list', async () => {
    const nordlysOnly = built.learnerOnly;
    const list = await http.get(fjordPerson.token, '/api/v1/courses');
    expect(codesOf(itemsOf(list))).toEqual(codes('companyWide'));
    expect((await http.get(fjordPerson.token, `/api/v1/courses/${nordlysOnly.id}`)).statusCode).toBe(404);
    expect((await http.get(fjordPerson.token, `/api/v1/courses/${nordlysOnly.uuid}`)).statusCode).toBe(404);
    expect((await http.get(tokens['fjord.manager'], `/api/v1/courses/${nordlysOnly.uuid}`)).statusCode).toBe(
      404,
    );
    // The same course for the learner it is enrolled for.
    const own = await http.get(tokens.learner, `/api/v1/courses/${nordlysOnly.uuid}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.item.code).toBe(nordlysOnly.code);
  });

  it('shows a manager every course enrolled in the companies they manage', async () => {
    expect(builtAmong(itemsOf(await http.get(tokens.manager, '/api/v1/courses')))).toEqual(
      codes('companyWide', 'sales', 'learnerOnly'),
    );
    // Fjord enrolled single users in two of them; its manager sees both, not the Nordlys-only ones.
    expect(builtAmong(itemsOf(await http.get(tokens['fjord.manager'], '/api/v1/courses')))).toEqual(
      codes('companyWide', 'multiInFjord'),
    );
  });

  it('narrows a member of two companies to the company they act in (Context-Scope)', async () => {
    const inScope = async (uuid: string) =>
      builtAmong(
        itemsOf(
          await http.get(tokens.multi, '/api/v1/courses', { 'context-scope': `companies:${uuid}|company` }),
        ),
      );
    // Nordlys enrolled the whole company in one; Fjord enrolled multi@ personally in another.
    expect(await inScope(demo.nordlys.uuid)).toEqual(codes('companyWide'));
    expect(await inScope(demo.fjord.uuid)).toEqual(codes('multiInFjord'));
  });

  it('gives each role the ability map its role allows', async () => {
    const course = built.companyWide;
    const abilities = async (role: Role) =>
      (await http.get(tokens[role], `/api/v1/courses/${course.uuid}`)).json().data.item.abilities;
    const reader = { view: true, update: false, delete: false };
    const author = { view: true, update: true, delete: true };
    expect(await abilities('learner')).toEqual(reader);
    expect(await abilities('manager')).toEqual(reader);
    expect(await abilities('fjord.manager')).toEqual(reader);
    expect(await abilities('admin')).toEqual(author);
    expect(await abilities('super')).toEqual(author);
  });

  it("shows a learner the course in their language's variant, admins the course's own texts", async () => {
    const { course, variants } = await buildCourse(t.db, demo.tenantId, {
      name: 'Ladder work',
      languages: ['en', 'nb'],
      lessons: 1,
    });
    await t.db.update(courses).set({ ingress: 'Climb with care.' }).where(eq(courses.id, course.id));
    const norwegian = variants.find((variant) => variant.language.code === 'nb')!.variant;
    await t.db
      .update(courseVariants)
      .set({ title: 'Arbeid i stige', summary: 'Klatre med omhu.' })
      .where(eq(courseVariants.id, norwegian.id));
    await buildEnrollment(t.db, demo.tenantId, {
      courseId: course.id,
      companyId: demo.nordlys.id,
      enrollable: { type: 'company', id: demo.nordlys.id },
    });
    const inNorwegian = (
      await http.get(tokens.learner, `/api/v1/courses/${course.uuid}`, { 'accept-language': 'nb' })
    ).json().data.item;
    expect(inNorwegian).toMatchObject({
      name: 'Arbeid i stige',
      header: 'Arbeid i stige',
      enrollment: { type: 'company', status: 'active' },
      enrollment_status: 'eligible',
    });
    expect(inNorwegian.variant).toMatchObject({ language: 'nb', header: 'Arbeid i stige' });
    expect(Object.keys(inNorwegian.variant).sort()).toEqual(['fqmi', 'header', 'id', 'language', 'uuid']);
    expect(inNorwegian.ingress).toBe('Klatre med omhu.');
    expect(inNorwegian.languages.map((language: { code: string }) => language.code).sort()).toEqual([
      'en',
      'nb',
    ]);
    expect(inNorwegian.variants_count).toBe(2);

    const inEnglish = (await http.get(tokens.learner, `/api/v1/courses/${course.uuid}`)).json().data.item;
    expect(inEnglish).toMatchObject({ name: 'Ladder work', variant: { language: 'en' } });

    const asAdmin = (
      await http.get(tokens.admin, `/api/v1/courses/${course.uuid}`, { 'accept-language': 'nb' })
    ).json().data.item;
    expect(asAdmin).toMatchObject({
      name: 'Ladder work',
      code: course.code,
      ingress: 'Climb with care.',
      fqmi: `courses:${course.uuid}|course`,
    });
  });

  it('follows the enrollment: revoked or ended enrollments no longer show the course', async () => {
    const course = built.companyWide;
    const [enrollment] = await t.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.id, fjordPerson.enrollmentId));
    await t.db
      .update(enrollments)
      .set({ end_date: '2000-01-01', start_date: '1999-01-01' })
      .where(eq(enrollments.id, enrollment.id));
    expect(itemsOf(await http.get(fjordPerson.token, '/api/v1/courses'))).toEqual([]);
    expect((await http.get(fjordPerson.token, `/api/v1/courses/${course.uuid}`)).statusCode).toBe(404);
    await t.db
      .update(enrollments)
      .set({
        start_date: enrollment.start_date,
        end_date: enrollment.end_date,
        revoked_at: new Date().toISOString(),
      })
      .where(eq(enrollments.id, enrollment.id));
    expect(itemsOf(await http.get(fjordPerson.token, '/api/v1/courses'))).toEqual([]);
    await t.db.update(enrollments).set({ revoked_at: null }).where(eq(enrollments.id, enrollment.id));
    expect(codesOf(itemsOf(await http.get(fjordPerson.token, '/api/v1/courses')))).toEqual(
      codes('companyWide'),
    );
  });

  it('hides an inactive course from learners but not from admins', async () => {
    const course = built.sales;
    await t.db.update(courses).set({ is_active: false }).where(eq(courses.id, course.id));
    expect((await http.get(tokens.learner, `/api/v1/courses/${course.uuid}`)).statusCode).toBe(404);
    expect((await http.get(tokens.admin, `/api/v1/courses/${course.uuid}`)).statusCode).toBe(200);
    await t.db.update(courses).set({ is_active: true }).where(eq(courses.id, course.id));
  });

  it('shows admins every course of the tenant, with search, filters and sorting', async () => {
    // A word only these courses' names hold narrows the tenant's list to them.
    const tag = `tag${randomUUID().slice(0, 6)}`;
    const make = (name: string, code: string, languages: string[]) =>
      buildCourse(t.db, demo.tenantId, {
        name: `${name} ${tag}`,
        code: `${tag}-${code}`,
        languages,
        lessons: 0,
      });
    const safety = (await make('Safety', '3', ['en', 'nb'])).course;
    const security = (await make('Security', '1', ['en', 'nb'])).course;
    const service = (await make('Service', '2', ['en'])).course;
    const listed = async (query: string) => {
      const response = await http.get(tokens.admin, `/api/v1/courses?per_page=100&search=${tag}${query}`);
      expect(response.statusCode).toBe(200);
      return itemsOf(response).map((item) => item.code);
    };
    expect(await listed('&sort=code')).toEqual([security.code, service.code, safety.code]);
    expect(
      codesOf(
        itemsOf(
          await http.get(tokens.admin, `/api/v1/courses?search=${encodeURIComponent(`safety ${tag}`)}`),
        ),
      ),
    ).toEqual([safety.code]);
    expect(
      codesOf(itemsOf(await http.get(tokens.admin, `/api/v1/courses?filter[code]=${security.code}`))),
    ).toEqual([security.code]);
    expect((await listed('&filter[language]=nb')).sort()).toEqual([safety.code, security.code].sort());
    const [norwegian] = await t.db.select().from(languages).where(eq(languages.code, 'nb'));
    expect((await listed(`&filter[language]=${norwegian.uuid}`)).sort()).toEqual(
      [safety.code, security.code].sort(),
    );
    expect(itemsOf(await http.get(tokens.admin, '/api/v1/courses?filter[language]=xx'))).toHaveLength(0);
    const unknownFilter = await http.get(tokens.admin, '/api/v1/courses?filter[colour]=red');
    expect(unknownFilter.statusCode).toBe(422);
  });
});

describe('courses: authoring', () => {
  it('lets an admin create, update and delete a course, and writes it to the database', async () => {
    const created = await http.send(tokens.admin, 'POST', '/api/v1/courses', {
      name: 'Forklift basics',
      code: 'FL-100',
      ingress: 'Lift safely.',
      duration: 30,
    });
    expect(created.statusCode).toBe(201);
    const item = created.json().data.item;
    expect(item).toMatchObject({
      name: 'Forklift basics',
      code: 'FL-100',
      is_active: true,
      is_public: false,
      variants_count: 0,
      languages: [],
      variant: null,
    });
    expect(created.json().data.meta).toMatchObject({
      relations: ['courses', 'course-variants'],
      message: 'Course created.',
    });
    const [row] = await t.db.select().from(courses).where(eq(courses.uuid, item.uuid));
    expect(row).toMatchObject({ name: 'Forklift basics', duration: 30, tenant_id: expect.any(Number) });

    const updated = await http.send(tokens.admin, 'PATCH', `/api/v1/courses/${item.uuid}`, {
      name: 'Forklift essentials',
      is_public: true,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.item).toMatchObject({ name: 'Forklift essentials', is_public: true });
    const overridden = await http.send(tokens.admin, 'POST', `/api/v1/courses/${item.uuid}`, {
      _method: 'PATCH',
      ingress: null,
    });
    expect(overridden.json().data.item.ingress).toBeNull();
    const [changed] = await t.db.select().from(courses).where(eq(courses.uuid, item.uuid));
    expect(changed).toMatchObject({ name: 'Forklift essentials', is_public: true, ingress: null });

    const deleted = await http.send(tokens.admin, 'DELETE', `/api/v1/courses/${item.uuid}`, {
      uuid: item.uuid,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await t.db.select().from(courses).where(eq(courses.uuid, item.uuid))).toHaveLength(0);
  });

  it('creates a course from a multipart form, as the web sends it', async () => {
    const boundary = 'contentboundary';
    const field = (name: string, value: string) => [
      `--${boundary}`,
      `Content-Disposition: form-data; name="${name}"`,
      '',
      value,
    ];
    const payload = [
      ...field('name', 'Multipart course'),
      ...field('is_public', '1'),
      ...field('duration', '45'),
      ...field('ingress', ''),
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/courses',
      headers: { ...auth(tokens.admin), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.item).toMatchObject({
      name: 'Multipart course',
      is_public: true,
      duration: 45,
      ingress: null,
    });
  });

  it('refuses to delete a course people are enrolled in (409) and keeps it', async () => {
    const course = built.companyWide;
    const response = await http.send(tokens.admin, 'DELETE', `/api/v1/courses/${course.uuid}`);
    expect(response.statusCode).toBe(409);
    expect(await t.db.select().from(courses).where(eq(courses.id, course.id))).toHaveLength(1);
  });

  it('refuses every write by learners and managers with 403 and writes nothing', async () => {
    const course = built.companyWide;
    for (const role of ['learner', 'manager'] as const) {
      expect((await http.send(tokens[role], 'POST', '/api/v1/courses', { name: 'Sneaky' })).statusCode).toBe(
        403,
      );
      expect(
        (await http.send(tokens[role], 'PATCH', `/api/v1/courses/${course.uuid}`, { name: 'Sneaky' }))
          .statusCode,
      ).toBe(403);
      expect((await http.send(tokens[role], 'DELETE', `/api/v1/courses/${course.uuid}`)).statusCode).toBe(
        403,
      );
    }
    expect(await t.db.select().from(courses).where(eq(courses.name, 'Sneaky'))).toHaveLength(0);
    const [unchanged] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    expect(unchanged.name).toBe(course.name);
  });

  it('answers bad input with 422 keyed by field and writes nothing', async () => {
    const before = (await t.db.select().from(courses)).length;
    const unknown = await http.send(tokens.admin, 'POST', '/api/v1/courses', { name: 'Fine', colour: 'red' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ colour: ['This field is not allowed.'] });

    const tooLong = await http.send(tokens.admin, 'POST', '/api/v1/courses', { name: 'x'.repeat(256) });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.name).toEqual(['Name is too long.']);

    const missing = await http.send(
      tokens.admin,
      'POST',
      '/api/v1/courses',
      { code: 'NEW-1' },
      { 'accept-language': 'nb' },
    );
    expect(missing.json().errors.name).toEqual(['Navn er påkrevd.']);

    const wrongType = await http.send(tokens.admin, 'POST', '/api/v1/courses', {
      name: 'Typed',
      duration: 'long',
    });
    expect(Object.keys(wrongType.json().errors)).toEqual(['duration']);

    const takenCode = await http.send(tokens.admin, 'POST', '/api/v1/courses', {
      name: 'Copy',
      code: built.companyWide.code,
    });
    expect(takenCode.statusCode).toBe(422);
    expect(takenCode.json().errors.code).toEqual(['This code is already in use.']);

    const missingImage = await http.send(tokens.admin, 'POST', '/api/v1/courses', {
      name: 'Pictured',
      image_id: 999999,
    });
    expect(missingImage.json().errors.image_id).toEqual(['The selected item does not exist.']);
    const twoImages = await http.send(tokens.admin, 'POST', '/api/v1/courses', {
      name: 'Pictured',
      image_id: [1, 2],
    });
    expect(twoImages.json().errors.image_id).toEqual(['At most one media item can be attached.']);

    expect((await t.db.select().from(courses)).length).toBe(before);
  });

  it('syncs related courses; learners see only the related courses they may open', async () => {
    const course = async () => (await buildCourse(t.db, demo.tenantId, { lessons: 0 })).course;
    const [safety, security, service] = [await course(), await course(), await course()];
    // fjord.learner may open the first (Fjord enrolled them), not the others (Nordlys' only); learner@ may
    // open the first too (all of Nordlys is enrolled), yet not change it.
    const enroll = (
      courseId: number,
      companyId: number,
      type: 'user' | 'department' | 'company',
      id: number,
    ) => buildEnrollment(t.db, demo.tenantId, { courseId, companyId, enrollable: { type, id } });
    await enroll(safety.id, demo.fjord.id, 'user', demo.user('fjordLearner').id);
    await enroll(safety.id, demo.nordlys.id, 'company', demo.nordlys.id);
    await enroll(security.id, demo.nordlys.id, 'department', demo.sales.id);
    await enroll(service.id, demo.nordlys.id, 'user', demo.user('learner').id);
    const synced = await http.send(
      tokens.admin,
      'POST',
      `/api/v1/courses/${safety.uuid}/sync/related?synchronizables=${security.id},${service.uuid}`,
    );
    expect(synced.statusCode).toBe(200);
    expect(
      synced
        .json()
        .data.item.related.map((related: { code: string }) => related.code)
        .sort(),
    ).toEqual([security.code, service.code].sort());
    const rows = await t.db.select().from(courseRelated).where(eq(courseRelated.course_id, safety.id));
    expect(rows.map((row) => row.related_course_id).sort()).toEqual([security.id, service.id].sort());

    const forFjord = (
      await http.get(tokens['fjord.learner'], `/api/v1/courses/${safety.uuid}?with=related`)
    ).json().data.item;
    expect(forFjord.related).toEqual([]);
    const self = await http.send(
      tokens.admin,
      'POST',
      `/api/v1/courses/${safety.uuid}/attach/related?attachable=${safety.id}`,
    );
    expect(self.statusCode).toBe(422);
    expect(
      (
        await http.send(
          tokens.learner,
          'POST',
          `/api/v1/courses/${safety.uuid}/sync/related?synchronizables=`,
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('courses: bounded queries', () => {
  it('runs the same number of SQL statements for a page of 5 and a page of 50', async () => {
    const tenantId = demo.tenantId;
    const tag = `extra${randomUUID().slice(0, 6)}`;
    const languageRows = [
      await buildLanguage(t.db, tenantId, 'en'),
      await buildLanguage(t.db, tenantId, 'nb'),
    ];
    const extra = await t.db
      .insert(courses)
      .values(
        Array.from({ length: 55 }, (_, index) => ({
          tenant_id: tenantId,
          name: `${tag} course ${index}`,
          code: `${tag}-${index}`,
        })),
      )
      .returning();
    await t.db.insert(courseVariants).values(
      extra.flatMap((course) =>
        languageRows.map((language) => ({
          tenant_id: tenantId,
          course_id: course.id,
          language_id: language.id,
          title: `${course.name} (${language.code})`,
        })),
      ),
    );
    // Searched by the extra courses' own word, so every item on the page is one of them.
    const list = (perPage: number) =>
      t.app.inject({
        url: `/api/v1/courses?per_page=${perPage}&search=${tag}&with=variants,related`,
        headers: auth(tokens.admin),
      });
    await list(1); // warms the tenant cache
    const small = await countQueries(() => list(5));
    const large = await countQueries(() => list(50));
    expect(small.result.json().data.items).toHaveLength(5);
    expect(large.result.json().data.items).toHaveLength(50);
    for (const item of large.result.json().data.items) expect(item.variants).toHaveLength(2);
    expect(large.count, large.statements.join('\n')).toBe(small.count);
    // And a learner's list is bounded the same way.
    const learnerSmall = await countQueries(() =>
      t.app.inject({ url: '/api/v1/courses?per_page=1', headers: auth(tokens.learner) }),
    );
    const learnerLarge = await countQueries(() =>
      t.app.inject({ url: '/api/v1/courses?per_page=50', headers: auth(tokens.learner) }),
    );
    // The learner's 50-row page is not full, so it is the whole list and needs no count: at most as many statements.
    expect(learnerLarge.count).toBeLessThanOrEqual(learnerSmall.count);
    expect(learnerLarge.count).toBeGreaterThanOrEqual(learnerSmall.count - 1);
  });
});
