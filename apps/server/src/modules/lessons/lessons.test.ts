import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockLessons, blocks, courseVariantLessons, lessons } from '../../db/schema/content.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildBlock } from '../../test/catalogue-factories.ts';
import { buildCourse, buildEnrollment } from '../../test/content-factories.ts';
import { buildUser, tokenFor } from '../../test/factories.ts';
import { demoTokens, itemsOf, type Role, requests } from '../courses/content-test-support.ts';
import { demoRows } from '../enrollments/learning-test-support.ts';

let t: TestApp;
let tokens: Record<Role, string>;
let http: ReturnType<typeof requests>;

type BuiltCourse = Awaited<ReturnType<typeof buildCourse>>;
/**
 * The courses these tests read: `safety` (English and Norwegian) for all of Nordlys and for a Fjord person of
 * the test's own, `service` (English and Norwegian) for learner@ alone, `security` (English) for Nordlys' Sales.
 */
let built: Record<'safety' | 'service' | 'security', BuiltCourse>;
let fjordPersonToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t);
  http = requests(t);
  const demo = await demoRows(t.db);
  const tenantId = demo.tenantId;
  built = {
    safety: await buildCourse(t.db, tenantId, { languages: ['en', 'nb'] }),
    service: await buildCourse(t.db, tenantId, { languages: ['en', 'nb'] }),
    security: await buildCourse(t.db, tenantId, { languages: ['en'] }),
  };
  const enroll = (courseId: number, companyId: number, type: 'user' | 'department' | 'company', id: number) =>
    buildEnrollment(t.db, tenantId, { courseId, companyId, enrollable: { type, id } });
  const fjordPerson = await buildUser(t.db, tenantId, { companyId: demo.fjord.id });
  fjordPersonToken = await tokenFor(t.db, fjordPerson);
  await enroll(built.safety.course.id, demo.nordlys.id, 'company', demo.nordlys.id);
  await enroll(built.safety.course.id, demo.fjord.id, 'user', fjordPerson.id);
  await enroll(built.service.course.id, demo.nordlys.id, 'user', demo.user('learner').id);
  await enroll(built.security.course.id, demo.nordlys.id, 'department', demo.sales.id);
  // A second block in the first Norwegian service lesson, so the lesson's blocks have an order to keep.
  const [first] = lessonsOf('service', 'nb');
  await buildBlock(t.db, tenantId, { languageId: first.language_id, lessonId: first.id, sortOrder: 1 });
});
afterAll(() => t.close());

const variantOf = (key: keyof typeof built, language: 'en' | 'nb') =>
  built[key].variants.find((variant) => variant.language.code === language)!;
/** The lessons of a built variant, in order. */
const lessonsOf = (key: keyof typeof built, language: 'en' | 'nb') =>
  variantOf(key, language).lessons.map((entry) => entry.lesson);

async function blockIdsOf(lessonId: number) {
  const rows = await t.db
    .select()
    .from(blockLessons)
    .where(eq(blockLessons.lesson_id, lessonId))
    .orderBy(asc(blockLessons.sort_order));
  return rows.map((row) => row.block_id);
}

describe('lessons: who reads what', () => {
  it('gives each role the ability map its role allows', async () => {
    const [lesson] = lessonsOf('safety', 'en');
    const abilities = async (role: Role) =>
      (await http.get(tokens[role], `/api/v1/lessons/${lesson.uuid}`)).json().data.item.abilities;
    const reader = { view: true, update: false, delete: false };
    expect(await abilities('learner')).toEqual(reader);
    expect(await abilities('manager')).toEqual(reader);
    expect(await abilities('fjord.manager')).toEqual(reader);
    expect(await abilities('admin')).toEqual({ view: true, update: true, delete: true });
    expect(await abilities('super')).toEqual({ view: true, update: true, delete: true });
  });

  it('shows a learner the lessons of their courses, with their blocks in order', async () => {
    const [lesson] = lessonsOf('service', 'nb');
    const response = await http.get(tokens.learner, `/api/v1/lessons/${lesson.id}?with=blocks`);
    expect(response.statusCode).toBe(200);
    const item = response.json().data.item;
    expect(item).toMatchObject({
      title: lesson.title,
      language: { code: 'nb' },
      pass_mark: lesson.pass_mark,
      enrollment: null,
      media_uuid: null,
    });
    expect(item.blocks.map((block: { id: number }) => block.id)).toEqual(await blockIdsOf(lesson.id));
    expect(item.blocks_count).toBe(item.blocks.length);
    const listed = itemsOf(await http.get(tokens.learner, '/api/v1/lessons?per_page=100'));
    expect(listed.map((entry) => entry.id)).toContain(lesson.id);
  });

  it('answers 404 to Fjord for a lesson of a Nordlys-only course and leaves it out of the list', async () => {
    const [lesson] = lessonsOf('service', 'en');
    expect((await http.get(fjordPersonToken, `/api/v1/lessons/${lesson.uuid}`)).statusCode).toBe(404);
    expect((await http.get(tokens['fjord.manager'], `/api/v1/lessons/${lesson.id}`)).statusCode).toBe(404);
    const visible = itemsOf(await http.get(fjordPersonToken, '/api/v1/lessons?per_page=100')).map(
      (entry) => entry.id,
    );
    const safety = [...lessonsOf('safety', 'en'), ...lessonsOf('safety', 'nb')].map((entry) => entry.id);
    expect(visible.sort()).toEqual(safety.sort());
  });

  it('hides an inactive lesson from learners', async () => {
    const [lesson] = lessonsOf('security', 'en');
    await t.db.update(lessons).set({ is_active: false }).where(eq(lessons.id, lesson.id));
    expect((await http.get(tokens.learner, `/api/v1/lessons/${lesson.uuid}`)).statusCode).toBe(404);
    const { variant } = variantOf('security', 'en');
    const seen = (
      await http.get(tokens.learner, `/api/v1/course-variants/${variant.uuid}?with=lessons`)
    ).json().data.item;
    expect(seen.lessons.map((entry: { id: number }) => entry.id)).not.toContain(lesson.id);
    expect((await http.get(tokens.admin, `/api/v1/lessons/${lesson.uuid}`)).statusCode).toBe(200);
    await t.db.update(lessons).set({ is_active: true }).where(eq(lessons.id, lesson.id));
  });
});

describe('lessons: authoring', () => {
  it('lets an admin create a lesson in a variant, update it and delete it', async () => {
    const { variant } = variantOf('safety', 'nb');
    const created = await http.send(tokens.admin, 'POST', '/api/v1/lessons', {
      title: 'Ny leksjon',
      pass_mark: 70,
      course_variant_id: variant.uuid,
      blocks_at_random: true,
      blocks_limit: 2,
    });
    expect(created.statusCode).toBe(201);
    const item = created.json().data.item;
    expect(item).toMatchObject({
      title: 'Ny leksjon',
      pass_mark: 70,
      language_id: variant.language_id,
      blocks_at_random: true,
      blocks_limit: 2,
      blocks_count: 0,
    });
    const links = await t.db
      .select()
      .from(courseVariantLessons)
      .where(eq(courseVariantLessons.course_variant_id, variant.id))
      .orderBy(asc(courseVariantLessons.sort_order));
    expect(links.at(-1)?.lesson_id).toBe(item.id);

    const updated = await http.send(tokens.admin, 'PATCH', `/api/v1/lessons/${item.uuid}`, {
      title: 'Ny leksjon 2',
      language_id: 'en',
      is_active: false,
    });
    expect(updated.json().data.item).toMatchObject({
      title: 'Ny leksjon 2',
      language: { code: 'en' },
      is_active: false,
    });
    const [row] = await t.db.select().from(lessons).where(eq(lessons.id, item.id));
    expect(row).toMatchObject({ title: 'Ny leksjon 2', is_active: false });

    expect((await http.send(tokens.admin, 'DELETE', `/api/v1/lessons/${item.uuid}`)).statusCode).toBe(200);
    expect(await t.db.select().from(lessons).where(eq(lessons.id, item.id))).toHaveLength(0);
    expect(
      await t.db.select().from(courseVariantLessons).where(eq(courseVariantLessons.lesson_id, item.id)),
    ).toHaveLength(0);
  });

  it('refuses learners and managers, and bad input, without writing', async () => {
    const before = (await t.db.select().from(lessons)).length;
    expect(
      (await http.send(tokens.learner, 'POST', '/api/v1/lessons', { title: 'Nope', language_id: 'en' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await http.send(tokens.manager, 'POST', '/api/v1/lessons', { title: 'Nope', language_id: 'en' }))
        .statusCode,
    ).toBe(403);
    const noLanguage = await http.send(tokens.admin, 'POST', '/api/v1/lessons', { title: 'No language' });
    expect(noLanguage.statusCode).toBe(422);
    expect(noLanguage.json().errors).toEqual({ language_id: ['Language is required.'] });
    const bad = await http.send(tokens.admin, 'POST', '/api/v1/lessons', {
      title: 'x'.repeat(300),
      language_id: 'en',
      pass_mark: 101,
      colour: 'red',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      title: ['Cannot exceed 255 characters.'],
      pass_mark: ['Number cannot be larger than 100.'],
      colour: ['This field is not allowed.'],
    });
    const unknownLanguage = await http.send(tokens.admin, 'POST', '/api/v1/lessons', {
      title: 'Klingon',
      language_id: 'tlh',
    });
    expect(unknownLanguage.json().errors).toEqual({ language_id: ['The selected item does not exist.'] });
    expect((await t.db.select().from(lessons)).length).toBe(before);
  });

  it('attaches, detaches and syncs blocks in order', async () => {
    const [lesson] = lessonsOf('safety', 'en');
    const original = await blockIdsOf(lesson.id);
    const [block] = await t.db
      .insert(blocks)
      .values({ tenant_id: lesson.tenant_id, title: 'Extra block', language_id: lesson.language_id })
      .returning();

    const attached = await http.send(
      tokens.admin,
      'POST',
      `/api/v1/lessons/${lesson.uuid}/attach/blocks?attachable=${block.uuid}`,
    );
    expect(attached.statusCode).toBe(200);
    expect(await blockIdsOf(lesson.id)).toEqual([...original, block.id]);

    const order = [block.id, ...original];
    const synced = await http.send(tokens.admin, 'POST', `/api/v1/lessons/${lesson.uuid}/sync/blocks`, {
      synchronizables: order,
    });
    expect(synced.json().data.item.blocks.map((entry: { id: number }) => entry.id)).toEqual(order);
    expect(await blockIdsOf(lesson.id)).toEqual(order);

    const detached = await http.send(
      tokens.admin,
      'POST',
      `/api/v1/lessons/${lesson.uuid}/detach/blocks?detachable=${block.id}`,
    );
    expect(detached.statusCode).toBe(200);
    expect(await blockIdsOf(lesson.id)).toEqual(original);

    const unknown = await http.send(
      tokens.admin,
      'POST',
      `/api/v1/lessons/${lesson.uuid}/sync/blocks?synchronizables=${block.id},999999`,
    );
    expect(unknown.statusCode).toBe(422);
    expect(await blockIdsOf(lesson.id)).toEqual(original);
    expect(
      (await http.send(tokens.learner, 'POST', `/api/v1/lessons/${lesson.uuid}/sync/blocks?synchronizables=`))
        .statusCode,
    ).toBe(403);
  });

  it('lists lessons by variant for admins and searches titles', async () => {
    const { variant } = variantOf('security', 'en');
    const expected = lessonsOf('security', 'en')
      .map((lesson) => lesson.id)
      .sort();
    const listed = itemsOf(
      await http.get(
        tokens.admin,
        `/api/v1/lessons?filter[course_variant]=${variant.uuid}&with=course_variants`,
      ),
    );
    expect(listed.map((lesson) => lesson.id).sort()).toEqual(expected);
    expect(listed[0].course_variants).toEqual(
      expect.arrayContaining([expect.objectContaining({ uuid: variant.uuid })]),
    );
    const [first] = lessonsOf('security', 'en');
    const searched = itemsOf(
      await http.get(tokens.admin, `/api/v1/lessons?search=${encodeURIComponent(first.title)}`),
    );
    expect(searched.map((lesson) => lesson.id)).toContain(first.id);
  });
});
