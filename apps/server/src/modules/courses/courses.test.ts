import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../db/query-counter.ts';
import { courseRelated, courses, courseVariants } from '../../db/schema/content.ts';
import { enrollments } from '../../db/schema/learning.ts';
import { languages, users } from '../../db/schema/tenancy.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth, demoCompany } from '../../test/factories.ts';
import { demoCourse, demoTokens, itemsOf, type Role, requests } from './content-test-support.ts';

let t: TestApp;
let tokens: Record<Role, string>;
let http: ReturnType<typeof requests>;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t);
  http = requests(t);
});
afterAll(() => t.close());

const codesOf = (items: Record<string, unknown>[]) => items.map((item) => item.code).sort();

describe('courses: who reads what', () => {
  it('shows a learner the courses enrolled for their company, department and themselves', async () => {
    const response = await http.get(tokens.learner, '/api/v1/courses');
    expect(response.statusCode).toBe(200);
    expect(codesOf(itemsOf(response))).toEqual(['CS-301', 'IS-201', 'WS-101']);
    expect(response.json().data.meta.pagination.total).toBe(3);
  });

  it('keeps a course only Nordlys is enrolled in away from Fjord: 404 and absent from the list', async () => {
    const nordlysOnly = await demoCourse(t, 'CS-301');
    const list = await http.get(tokens['fjord.learner'], '/api/v1/courses');
    expect(codesOf(itemsOf(list))).toEqual(['WS-101']);
    expect((await http.get(tokens['fjord.learner'], `/api/v1/courses/${nordlysOnly.id}`)).statusCode).toBe(
      404,
    );
    expect((await http.get(tokens['fjord.learner'], `/api/v1/courses/${nordlysOnly.uuid}`)).statusCode).toBe(
      404,
    );
    expect((await http.get(tokens['fjord.manager'], `/api/v1/courses/${nordlysOnly.uuid}`)).statusCode).toBe(
      404,
    );
    // The same course for the learner it is enrolled for.
    const own = await http.get(tokens.learner, `/api/v1/courses/${nordlysOnly.uuid}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.item.code).toBe('CS-301');
  });

  it('shows a manager every course enrolled in the companies they manage', async () => {
    expect(codesOf(itemsOf(await http.get(tokens.manager, '/api/v1/courses')))).toEqual([
      'CS-301',
      'IS-201',
      'WS-101',
    ]);
    // Fjord enrolled single users in WS-101 and IS-201; its manager sees both, not CS-301.
    expect(codesOf(itemsOf(await http.get(tokens['fjord.manager'], '/api/v1/courses')))).toEqual([
      'IS-201',
      'WS-101',
    ]);
  });

  it('narrows a member of two companies to the company they act in (Context-Scope)', async () => {
    const nordlys = await demoCompany(t.db, 'nordlys');
    const fjord = await demoCompany(t.db, 'fjord');
    const inScope = async (uuid: string) =>
      codesOf(
        itemsOf(
          await http.get(tokens.multi, '/api/v1/courses', { 'context-scope': `companies:${uuid}|company` }),
        ),
      );
    // Nordlys enrolled the whole company in WS-101; Fjord enrolled multi@ personally in IS-201.
    expect(await inScope(nordlys.uuid)).toEqual(['WS-101']);
    expect(await inScope(fjord.uuid)).toEqual(['IS-201']);
  });

  it('gives each role the ability map its role allows', async () => {
    const course = await demoCourse(t, 'WS-101');
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
    const course = await demoCourse(t, 'WS-101');
    const inNorwegian = (
      await http.get(tokens.learner, `/api/v1/courses/${course.uuid}`, { 'accept-language': 'nb' })
    ).json().data.item;
    expect(inNorwegian).toMatchObject({
      name: 'Sikkerhet på arbeidsplassen',
      header: 'Sikkerhet på arbeidsplassen',
      enrollment: { type: 'company', status: 'active' },
      enrollment_status: 'eligible',
    });
    expect(inNorwegian.variant).toMatchObject({ language: 'nb', header: 'Sikkerhet på arbeidsplassen' });
    expect(Object.keys(inNorwegian.variant).sort()).toEqual(['fqmi', 'header', 'id', 'language', 'uuid']);
    expect(inNorwegian.ingress).toMatch(/^Lær å oppdage farer/);
    expect(inNorwegian.languages.map((language: { code: string }) => language.code).sort()).toEqual([
      'en',
      'nb',
    ]);
    expect(inNorwegian.variants_count).toBe(2);

    const inEnglish = (await http.get(tokens.learner, `/api/v1/courses/${course.uuid}`)).json().data.item;
    expect(inEnglish).toMatchObject({ name: 'Workplace Safety', variant: { language: 'en' } });

    const asAdmin = (
      await http.get(tokens.admin, `/api/v1/courses/${course.uuid}`, { 'accept-language': 'nb' })
    ).json().data.item;
    expect(asAdmin).toMatchObject({
      name: 'Workplace Safety',
      code: 'WS-101',
      ingress: course.ingress,
      fqmi: `courses:${course.uuid}|course`,
    });
  });

  it('follows the enrollment: revoked or ended enrollments no longer show the course', async () => {
    const course = await demoCourse(t, 'WS-101');
    const [fjordLearner] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, 'fjord.learner@academy.test'));
    const [enrollment] = await t.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.enrollable_id, fjordLearner.id));
    await t.db
      .update(enrollments)
      .set({ end_date: '2000-01-01', start_date: '1999-01-01' })
      .where(eq(enrollments.id, enrollment.id));
    expect(itemsOf(await http.get(tokens['fjord.learner'], '/api/v1/courses'))).toEqual([]);
    expect((await http.get(tokens['fjord.learner'], `/api/v1/courses/${course.uuid}`)).statusCode).toBe(404);
    await t.db
      .update(enrollments)
      .set({
        start_date: enrollment.start_date,
        end_date: enrollment.end_date,
        revoked_at: new Date().toISOString(),
      })
      .where(eq(enrollments.id, enrollment.id));
    expect(itemsOf(await http.get(tokens['fjord.learner'], '/api/v1/courses'))).toEqual([]);
    await t.db.update(enrollments).set({ revoked_at: null }).where(eq(enrollments.id, enrollment.id));
    expect(codesOf(itemsOf(await http.get(tokens['fjord.learner'], '/api/v1/courses')))).toEqual(['WS-101']);
  });

  it('hides an inactive course from learners but not from admins', async () => {
    const course = await demoCourse(t, 'IS-201');
    await t.db.update(courses).set({ is_active: false }).where(eq(courses.id, course.id));
    expect((await http.get(tokens.learner, `/api/v1/courses/${course.uuid}`)).statusCode).toBe(404);
    expect((await http.get(tokens.admin, `/api/v1/courses/${course.uuid}`)).statusCode).toBe(200);
    await t.db.update(courses).set({ is_active: true }).where(eq(courses.id, course.id));
  });

  it('shows admins every course of the tenant, with search, filters and sorting', async () => {
    const all = await http.get(tokens.admin, '/api/v1/courses?sort=code');
    expect(itemsOf(all).map((item) => item.code)).toEqual(['CS-301', 'IS-201', 'WS-101']);
    expect(codesOf(itemsOf(await http.get(tokens.admin, '/api/v1/courses?search=safety')))).toEqual([
      'WS-101',
    ]);
    expect(codesOf(itemsOf(await http.get(tokens.admin, '/api/v1/courses?filter[code]=IS-201')))).toEqual([
      'IS-201',
    ]);
    expect(itemsOf(await http.get(tokens.admin, '/api/v1/courses?filter[language]=nb'))).toHaveLength(3);
    const [norwegian] = await t.db.select().from(languages).where(eq(languages.code, 'nb'));
    const byUuid = await http.get(tokens.admin, `/api/v1/courses?filter[language]=${norwegian.uuid}`);
    expect(itemsOf(byUuid)).toHaveLength(3);
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
    const course = await demoCourse(t, 'WS-101');
    const response = await http.send(tokens.admin, 'DELETE', `/api/v1/courses/${course.uuid}`);
    expect(response.statusCode).toBe(409);
    expect(await t.db.select().from(courses).where(eq(courses.id, course.id))).toHaveLength(1);
  });

  it('refuses every write by learners and managers with 403 and writes nothing', async () => {
    const course = await demoCourse(t, 'WS-101');
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
    expect(unchanged.name).toBe('Workplace Safety');
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
      code: 'WS-101',
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
    const safety = await demoCourse(t, 'WS-101');
    const security = await demoCourse(t, 'IS-201');
    const service = await demoCourse(t, 'CS-301');
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
    ).toEqual(['CS-301', 'IS-201']);
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
    const [tenantId] = (await t.db.select({ tenant_id: courses.tenant_id }).from(courses).limit(1)).map(
      (row) => row.tenant_id,
    );
    const languageRows = await t.db
      .select()
      .from(languages)
      .where(inArray(languages.code, ['en', 'nb']));
    const extra = await t.db
      .insert(courses)
      .values(
        Array.from({ length: 55 }, (_, index) => ({
          tenant_id: tenantId,
          name: `Extra course ${index}`,
          code: `EX-${index}`,
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
    const list = (perPage: number) =>
      t.app.inject({
        url: `/api/v1/courses?per_page=${perPage}&with=variants,related`,
        headers: auth(tokens.admin),
      });
    await list(1); // warms the tenant cache
    const small = await countQueries(() => list(5));
    const large = await countQueries(() => list(50));
    expect(small.result.json().data.items).toHaveLength(5);
    expect(large.result.json().data.items).toHaveLength(50);
    expect(large.result.json().data.items[0].variants).toHaveLength(2);
    expect(large.count, large.statements.join('\n')).toBe(small.count);
    // And a learner's list is bounded the same way.
    const learnerSmall = await countQueries(() =>
      t.app.inject({ url: '/api/v1/courses?per_page=1', headers: auth(tokens.learner) }),
    );
    const learnerLarge = await countQueries(() =>
      t.app.inject({ url: '/api/v1/courses?per_page=50', headers: auth(tokens.learner) }),
    );
    expect(learnerLarge.count).toBe(learnerSmall.count);
  });
});
