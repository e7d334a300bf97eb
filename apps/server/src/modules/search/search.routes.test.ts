import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, courseVariants } from '../../db/schema/content.ts';
import { enrollments } from '../../db/schema/learning.ts';
import { departments, users } from '../../db/schema/tenancy.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildCourse, buildEnrollment } from '../../test/content-factories.ts';
import { auth, buildUser, demoCompany, tokenForDemo } from '../../test/factories.ts';

type Hit = { uuid: string; fqmi: string; header: string; description: string | null; url?: string };

describe('POST /api/v1/search/{name}', () => {
  let t: TestApp;
  let nordlys: Awaited<ReturnType<typeof demoCompany>>;
  let fjord: Awaited<ReturnType<typeof demoCompany>>;
  const tokens: Record<string, string> = {};

  /** Courses only the search scope can tell apart (enrolled for one company or none), named by a word of their own. */
  const made: Record<string, { id: number; uuid: string }> = {};
  const tag = randomUUID().slice(0, 6);
  const zeta = `Zeta${tag}`;
  /**
   * Public courses with an English and a Norwegian title, enrolled as the demo enrolls its own: `ladder` for all
   * of Nordlys and for fjord.learner in Fjord, `passwords` for Nordlys' Sales and for multi@ in Fjord,
   * `courtesy` for learner@ alone. Their titles carry the tag, so no demo text matches them.
   */
  const titles = {
    ladder: { en: `Ladder ${tag}`, nb: `Stige ${tag}` },
    passwords: { en: `Passwords ${tag}`, nb: `Passord ${tag}` },
    courtesy: { en: `Courtesy ${tag}`, nb: `Høflighet ${tag}` },
  };
  let ladderCode: string;
  /** The headers among the hits that name this file's courses, in the order found. */
  const ours = (found: string[]) =>
    found.filter(
      (header) =>
        header.startsWith(zeta) ||
        Object.values(titles).some((title) => header === title.en || header === title.nb),
    );

  beforeAll(async () => {
    t = await buildTestApp();
    nordlys = await demoCompany(t.db, 'nordlys');
    fjord = await demoCompany(t.db, 'fjord');
    const tenantId = nordlys.tenant_id;
    const course = async (key: string, values: { is_public?: boolean; is_active?: boolean }) => {
      const [row] = await t.db
        .insert(courses)
        .values({
          tenant_id: tenantId,
          name: `${zeta} ${key}`,
          code: `Z-${key}`,
          is_public: false,
          ...values,
        })
        .returning({ id: courses.id, uuid: courses.uuid });
      made[key] = row;
      return row;
    };
    const enrollCompany = (courseId: number, companyId: number) =>
      t.db.insert(enrollments).values({
        tenant_id: tenantId,
        course_id: courseId,
        company_id: companyId,
        enrollable_type: 'company',
        enrollable_id: companyId,
        start_date: '2020-01-01',
      });
    await enrollCompany((await course('nordlys', {})).id, nordlys.id);
    await enrollCompany((await course('fjord', {})).id, fjord.id);
    await course('unenrolled', {});
    await course('inactive', { is_public: true, is_active: false });
    const titled = async (key: keyof typeof titles) => {
      const built = await buildCourse(t.db, tenantId, {
        name: titles[key].en,
        code: `${key.slice(0, 2).toUpperCase()}-${tag}`,
        languages: ['en', 'nb'],
        lessons: 0,
        isPublic: true,
      });
      const norwegian = built.variants.find((variant) => variant.language.code === 'nb')!.variant;
      await t.db
        .update(courseVariants)
        .set({ title: titles[key].nb, short_description: `${titles[key].nb}: kort fortalt.` })
        .where(eq(courseVariants.id, norwegian.id));
      return built.course;
    };
    const enroll = (
      courseId: number,
      companyId: number,
      type: 'user' | 'department' | 'company',
      id: number,
    ) => buildEnrollment(t.db, tenantId, { courseId, companyId, enrollable: { type, id } });
    const person = async (email: string) =>
      (await t.db.select().from(users).where(eq(users.email, email)))[0].id;
    const [sales] = await t.db
      .select()
      .from(departments)
      .where(and(eq(departments.company_id, nordlys.id), eq(departments.name, 'Sales')));
    const ladder = await titled('ladder');
    ladderCode = ladder.code!;
    await enroll(ladder.id, nordlys.id, 'company', nordlys.id);
    await enroll(ladder.id, fjord.id, 'user', await person('fjord.learner@academy.test'));
    const passwords = await titled('passwords');
    await enroll(passwords.id, nordlys.id, 'department', sales.id);
    await enroll(passwords.id, fjord.id, 'user', await person('multi@academy.test'));
    const courtesy = await titled('courtesy');
    await enroll(courtesy.id, nordlys.id, 'user', await person('learner@academy.test'));
    for (const email of ['learner', 'manager', 'head', 'admin', 'multi', 'fjord.manager', 'fjord.learner']) {
      tokens[email] = await tokenForDemo(t.db, `${email}@academy.test`);
    }
  });
  afterAll(() => t.close());

  const search = (
    name: string,
    token: string | null,
    searchables: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/search/${name}`,
      payload: { searchables },
      headers: token ? auth(token, headers) : headers,
    });
  const hits = async (
    name: string,
    who: string,
    text: string,
    headers: Record<string, string> = {},
  ): Promise<Hit[]> => {
    const response = await search(name, tokens[who], { search: text, limit: 50 }, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.items;
  };
  const headers = (items: Hit[]) => items.map((i) => i.header);

  it('answers 401 when signed out and 404 for an unknown search', async () => {
    expect((await search('courses', null, { search: '' })).statusCode).toBe(401);
    expect((await search('courses', null, { wrong: true })).statusCode).toBe(401);
    const unknown = await search('planets', tokens.learner, { search: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('The requested item was not found.');
  });

  it('validates the searchables', async () => {
    const response = await search('courses', tokens.learner, { search: 'x', limit: 500 });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['searchables.limit']);
  });

  describe('courses', () => {
    it("finds a learner's enrolled courses, never another company's, unenrolled or inactive ones", async () => {
      const found = headers(await hits('courses', 'learner', ''));
      expect(found).toEqual(
        expect.arrayContaining([
          titles.ladder.en,
          titles.passwords.en,
          titles.courtesy.en,
          `${zeta} nordlys`,
        ]),
      );
      expect(found).not.toContain(`${zeta} fjord`);
      expect(found).not.toContain(`${zeta} unenrolled`);
      expect(found).not.toContain(`${zeta} inactive`);
    });

    it('keeps a Fjord learner to Fjord', async () => {
      expect(headers(await hits('courses', 'fjord.learner', zeta))).toEqual([`${zeta} fjord`]);
    });

    it('follows the scope of a user of two companies', async () => {
      expect(headers(await hits('courses', 'multi', zeta))).toEqual([`${zeta} fjord`, `${zeta} nordlys`]);
      expect(headers(await hits('courses', 'multi', zeta, { 'context-scope': fjord.uuid }))).toEqual([
        `${zeta} fjord`,
      ]);
    });

    it('shows admins every active course of the tenant, linked to its admin page', async () => {
      const found = await hits('courses', 'admin', zeta);
      expect(headers(found)).toEqual([`${zeta} fjord`, `${zeta} nordlys`, `${zeta} unenrolled`]);
      expect(found[0]).toEqual({
        uuid: made.fjord.uuid,
        fqmi: `courses:${made.fjord.uuid}|course`,
        header: `${zeta} fjord`,
        description: 'Z-fjord',
        url: `/admin/courses/${made.fjord.id}`,
      });
    });

    it('never shows another company’s catalogue: public courses are not readable without an enrollment', async () => {
      // The titled courses are all public; Fjord enrolls its learner in one and multi@ in another only.
      expect(ours(headers(await hits('courses', 'fjord.learner', '')))).toEqual([
        titles.ladder.nb,
        `${zeta} fjord`,
      ]);
      expect(ours(headers(await hits('courses', 'multi', '', { 'context-scope': fjord.uuid })))).toEqual([
        titles.passwords.en,
        `${zeta} fjord`,
      ]);
      expect(
        headers(await hits('courses', 'multi', titles.courtesy.en, { 'context-scope': fjord.uuid })),
      ).toEqual([]);
    });

    it('matches and shows names in the reader’s language, with English as the fallback', async () => {
      const nb = { 'accept-language': 'nb' };
      const norwegian = await hits('courses', 'learner', titles.ladder.nb, nb);
      expect(headers(norwegian)).toEqual([titles.ladder.nb]);
      expect(norwegian[0].description).toBe(`${titles.ladder.nb}: kort fortalt.`);
      // An English title still finds the course for a Norwegian reader, who sees their own title.
      expect(headers(await hits('courses', 'learner', titles.ladder.en, nb))).toEqual([titles.ladder.nb]);
      // The stored preference wins over the browser (fjord.learner prefers nb).
      expect(
        headers(await hits('courses', 'fjord.learner', titles.ladder.nb, { 'accept-language': 'en' })),
      ).toEqual([titles.ladder.nb]);
      // English readers are not matched against Norwegian titles they would not see.
      expect(await hits('courses', 'learner', titles.ladder.nb, { 'accept-language': 'en' })).toEqual([]);
      expect(headers(await hits('courses', 'learner', titles.ladder.en))).toEqual([titles.ladder.en]);
    });

    it('links every result, for every role and scope, to a course page the searcher can open', async () => {
      // Learners open the course's learner page; managers and department heads the company's view of it
      // (organization.course.show). Both read the course item, which must answer.
      const cases: [string, Record<string, string>, string][] = [
        ['learner', {}, '/courses/'],
        ['head', {}, '/organization/courses/'],
        ['manager', {}, '/organization/courses/'],
        ['fjord.manager', {}, '/organization/courses/'],
        ['fjord.learner', {}, '/courses/'],
        ['multi', {}, '/courses/'],
        ['multi', { 'context-scope': nordlys.uuid }, '/courses/'],
        ['multi', { 'context-scope': fjord.uuid }, '/courses/'],
      ];
      for (const [who, scope, path] of cases) {
        const found = await hits('courses', who, '', scope);
        expect(found.length, who).toBeGreaterThan(0);
        for (const hit of found) {
          expect(hit.url, `${who} ${hit.header}`).toBe(`${path}${hit.uuid}`);
          const page = await t.app.inject({
            url: `/api/v1/courses/${hit.uuid}`,
            headers: auth(tokens[who], scope),
          });
          expect(page.statusCode, `${who} ${JSON.stringify(scope)} opens ${hit.header}`).toBe(200);
        }
      }
    });

    it('matches name and code, case-insensitively, and treats % literally', async () => {
      const byCode = await hits('courses', 'learner', ladderCode.toLowerCase());
      expect(headers(byCode)).toEqual([titles.ladder.en]);
      expect(byCode[0].url).toBe(`/courses/${byCode[0].uuid}`);
      expect(await hits('courses', 'learner', '%')).toEqual([]);
    });

    it('honours the limit', async () => {
      const response = await search('courses', tokens.admin, { search: '', limit: 2 });
      expect(response.json().data.items).toHaveLength(2);
    });
  });

  describe('users', () => {
    // Department heads may search the people of their departments (users-search-heads.test.ts).
    it('refuses learners with 403', async () => {
      for (const who of ['learner', 'fjord.learner']) {
        const response = await search('users', tokens[who], { search: '' });
        expect(response.statusCode, who).toBe(403);
      }
    });

    it('never lets a manager of Fjord find Nordlys users', async () => {
      const found = await hits('users', 'fjord.manager', '');
      const emails = found.map((u) => u.description).sort();
      expect(emails).toEqual([
        'fjord.learner@academy.test',
        'fjord.manager@academy.test',
        'multi@academy.test',
      ]);
      expect(await hits('users', 'fjord.manager', 'Lene')).toEqual([]);
      expect(await hits('users', 'fjord.manager', 'learner@academy')).toEqual([
        expect.objectContaining({ description: 'fjord.learner@academy.test' }),
      ]);
    });

    it("lets the Nordlys manager find Nordlys users by name or e-mail, each leading to the person's organization page", async () => {
      const outsider = await buildUser(t.db, nordlys.tenant_id, { email: 'outsider@example.test' });
      const found = await hits('users', 'manager', 'lene larsen');
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({ header: 'Lene Larsen', description: 'learner@academy.test' });
      expect(found[0].fqmi).toBe(`users:${found[0].uuid}|user`);
      const learner = (await t.db.select().from(users).where(eq(users.email, 'learner@academy.test')))[0];
      expect(found[0].url).toBe(`/organization/users/${learner.id}`);
      expect(await hits('users', 'manager', 'Frida')).toEqual([]);
      expect(await hits('users', 'manager', outsider.email)).toEqual([]);
    });

    it('puts last names that start with the text first, then full names, then the rest; each alphabetical', async () => {
      const word = `Vik${tag}`;
      const person = async (
        first_name: string,
        last_name: string,
        options: Parameters<typeof buildUser>[2] = {},
      ) => {
        const user = await buildUser(t.db, nordlys.tenant_id, options);
        await t.db.update(users).set({ first_name, last_name }).where(eq(users.id, user.id));
        return `${first_name} ${last_name}`;
      };
      const ola = await person('Ola', word, { companyId: nordlys.id });
      const anne = await person('Anne', word);
      const firstNamed = await person(word, 'Berg');
      const inside = await person('Per', `Sand${word.toLowerCase()}`);
      const byAddress = await person('Aase', 'Aasen', { email: `aase.${word.toLowerCase()}@example.test` });

      const ranked = [anne, ola, firstNamed, byAddress, inside];
      expect((await hits('users', 'admin', word.toUpperCase())).map((hit) => hit.header)).toEqual(ranked);
      const firstTwo = await search('users', tokens.admin, { search: word, limit: 2 });
      expect(firstTwo.json().data.items.map((hit: Hit) => hit.header)).toEqual([anne, ola]);
      // The ranking keeps to what the reader may see.
      expect((await hits('users', 'manager', word)).map((hit) => hit.header)).toEqual([ola]);
      expect(await hits('users', 'fjord.manager', word)).toEqual([]);
      // The wildcards of LIKE are plain text.
      expect(await hits('users', 'admin', '%')).toEqual([]);
      expect(await hits('users', 'admin', `vi_${tag}`)).toEqual([]);
    });

    it("lets admins find any user of the tenant, each leading to the user's admin page", async () => {
      const found = await hits('users', 'admin', 'academy.test');
      expect(found.map((u) => u.description)).toEqual(
        expect.arrayContaining(['learner@academy.test', 'fjord.learner@academy.test', 'super@academy.test']),
      );
      const learner = (await t.db.select().from(users).where(eq(users.email, 'learner@academy.test')))[0];
      expect(found.find((u) => u.uuid === learner.uuid)?.url).toBe(`/admin/users/${learner.id}`);
      expect(found.every((u) => /^\/admin\/users\/\d+$/.test(u.url ?? ''))).toBe(true);
    });
  });
});
