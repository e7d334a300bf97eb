import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseVariantLessons, courseVariants, lessons } from '../../db/schema/content.ts';
import { languages } from '../../db/schema/tenancy.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildCourse, dateFromToday } from '../../test/content-factories.ts';
import { buildEnrollmentWithPass } from '../../test/enrolled-company.ts';
import { buildUser, tokenFor } from '../../test/factories.ts';
import { demoRows } from '../enrollments/learning-test-support.ts';
import { demoTokens, itemsOf, type Role, requests } from './content-test-support.ts';

let t: TestApp;
let tokens: Record<Role, string>;
let http: ReturnType<typeof requests>;

type BuiltCourse = Awaited<ReturnType<typeof buildCourse>>;
/**
 * The courses these tests read: `service` (English and Norwegian) for learner@ alone, recurring every 14 days;
 * `safety` (English) for all of Nordlys and for a Fjord person of the test's own; `security` (English and
 * Norwegian) for Nordlys' Sales.
 */
let built: Record<'service' | 'safety' | 'security', BuiltCourse>;
let fjordPersonToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t);
  http = requests(t);
  const demo = await demoRows(t.db);
  const tenantId = demo.tenantId;
  built = {
    service: await buildCourse(t.db, tenantId, { languages: ['en', 'nb'] }),
    safety: await buildCourse(t.db, tenantId, { languages: ['en'] }),
    security: await buildCourse(t.db, tenantId, { languages: ['en', 'nb'] }),
  };
  const fjordPerson = await buildUser(t.db, tenantId, { companyId: demo.fjord.id });
  fjordPersonToken = await tokenFor(t.db, fjordPerson);
  const enroll = (
    courseId: number,
    companyId: number,
    enrollable: { type: 'user' | 'department' | 'company'; id: number },
    recurAfterDays?: number,
  ) =>
    buildEnrollmentWithPass(t.db, tenantId, {
      courseId,
      companyId,
      enrollable,
      startDate: dateFromToday(-30),
      endDate: dateFromToday(335),
      recurAfterDays,
    });
  await enroll(built.service.course.id, demo.nordlys.id, { type: 'user', id: demo.user('learner').id }, 14);
  await enroll(built.safety.course.id, demo.nordlys.id, { type: 'company', id: demo.nordlys.id });
  await enroll(built.safety.course.id, demo.fjord.id, { type: 'user', id: fjordPerson.id });
  await enroll(built.security.course.id, demo.nordlys.id, { type: 'department', id: demo.sales.id });
  // Numbered from 1 as the API numbers links, so a link moved to 0 goes before them all.
  await t.db
    .update(courseVariantLessons)
    .set({ sort_order: sql`${courseVariantLessons.sort_order} + 1` })
    .where(eq(courseVariantLessons.course_variant_id, variantOf('service', 'en').id));
});
afterAll(() => t.close());

const variantOf = (key: keyof typeof built, language: 'en' | 'nb') =>
  built[key].variants.find((entry) => entry.language.code === language)!.variant;

async function lessonIdsOf(variantId: number) {
  const rows = await t.db
    .select()
    .from(courseVariantLessons)
    .where(eq(courseVariantLessons.course_variant_id, variantId))
    .orderBy(asc(courseVariantLessons.sort_order));
  return rows.map((row) => row.lesson_id);
}

describe('course variants', () => {
  it('shows a learner the variants of their courses with lessons in order, without internal notes', async () => {
    const variant = variantOf('service', 'en');
    await t.db
      .update(courseVariants)
      .set({ internal_notes: 'Secret plan' })
      .where(eq(courseVariants.id, variant.id));
    const response = await http.get(tokens.learner, `/api/v1/course-variants/${variant.uuid}?with=lessons`);
    expect(response.statusCode).toBe(200);
    const item = response.json().data.item;
    expect(item).toMatchObject({
      title: variant.title,
      course_uuid: built.service.course.uuid,
      language: { code: 'en' },
      // The course is enrolled for the learner personally, recurring; nothing taken yet.
      enrollment: { type: 'user', is_recurring: true, recur_after_days: 14, status: 'active' },
      enrollment_status: 'eligible',
      enrollment_badge: 'enrolled',
    });
    expect(item.lessons.map((lesson: { id: number }) => lesson.id)).toEqual(await lessonIdsOf(variant.id));
    expect(item.lessons_count).toBe(item.lessons.length);
    expect(response.body).not.toContain('internal_notes');
    expect(response.body).not.toContain('Secret plan');
    expect(item.abilities).toEqual({ view: true, update: false, delete: false });

    const asAdmin = (await http.get(tokens.admin, `/api/v1/course-variants/${variant.uuid}`)).json().data
      .item;
    expect(asAdmin.internal_notes).toBe('Secret plan');
    expect(asAdmin.abilities).toEqual({ view: true, update: true, delete: true });
  });

  it('answers 404 to Fjord for the variants and their lesson links of a Nordlys-only course', async () => {
    const variant = variantOf('service', 'nb');
    expect(
      (await http.get(tokens['fjord.learner'], `/api/v1/course-variants/${variant.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await http.get(tokens['fjord.manager'], `/api/v1/course-variants/${variant.uuid}`)).statusCode,
    ).toBe(404);
    // A Fjord person enrolled in nothing else: the list holds the one course Fjord enrolled them in.
    const list = itemsOf(await http.get(fjordPersonToken, '/api/v1/course-variants'));
    expect(new Set(list.map((item) => item.course_id))).toEqual(new Set([built.safety.course.id]));
    const links = itemsOf(
      await http.get(
        fjordPersonToken,
        `/api/v1/course-variant-lessons?filter[course_variant]=${variant.uuid}`,
      ),
    );
    expect(links).toEqual([]);
  });

  it('hides draft variants from learners', async () => {
    const variant = variantOf('security', 'nb');
    await t.db.update(courseVariants).set({ status: 'draft' }).where(eq(courseVariants.id, variant.id));
    expect((await http.get(tokens.learner, `/api/v1/course-variants/${variant.uuid}`)).statusCode).toBe(404);
    const course = (await http.get(tokens.learner, `/api/v1/courses/${variant.course_id}`)).json().data.item;
    expect(course.variants_count).toBe(1);
    expect(
      (await http.get(tokens.admin, `/api/v1/course-variants/${variant.uuid}`)).json().data.item.status,
    ).toBe('draft');
    await t.db.update(courseVariants).set({ status: 'published' }).where(eq(courseVariants.id, variant.id));
  });

  it('lets an admin create, update and delete a variant', async () => {
    const created = await http.send(tokens.admin, 'POST', '/api/v1/courses', { name: 'Variant host' });
    const course = created.json().data.item;
    const variant = await http.send(tokens.admin, 'POST', '/api/v1/course-variants', {
      course_id: course.uuid,
      language_id: 'nb',
      title: 'Vertskurs',
      internal_notes: 'Draft',
    });
    expect(variant.statusCode).toBe(201);
    const item = variant.json().data.item;
    const [nb] = await t.db.select().from(languages).where(eq(languages.code, 'nb'));
    expect(item).toMatchObject({
      course_id: course.id,
      course_uuid: course.uuid,
      language_id: nb.id,
      title: 'Vertskurs',
      status: 'published',
      lessons_count: 0,
    });

    const duplicate = await http.send(tokens.admin, 'POST', '/api/v1/course-variants', {
      course_id: course.id,
      language_id: nb.id,
      title: 'Again',
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors.language_id).toEqual([
      'The course already has a variant in this language.',
    ]);

    const updated = await http.send(tokens.admin, 'PATCH', `/api/v1/course-variants/${item.uuid}`, {
      title: 'Vertskurset',
      status: 'draft',
    });
    expect(updated.json().data.item).toMatchObject({ title: 'Vertskurset', status: 'draft' });
    const moved = await http.send(tokens.admin, 'PATCH', `/api/v1/course-variants/${item.uuid}`, {
      course_id: 1,
    });
    expect(moved.json().errors).toEqual({ course_id: ['This field is not allowed.'] });

    expect((await http.send(tokens.admin, 'DELETE', `/api/v1/course-variants/${item.uuid}`)).statusCode).toBe(
      200,
    );
    expect(await t.db.select().from(courseVariants).where(eq(courseVariants.id, item.id))).toHaveLength(0);
  });

  it('requires a title and a language', async () => {
    const { course } = built.safety;
    const response = await http.send(tokens.admin, 'POST', '/api/v1/course-variants', {
      course_id: course.id,
      title: '',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      title: ['Title is required.'],
      language_id: ['Language is required.'],
    });
    const tooLong = await http.send(tokens.admin, 'POST', '/api/v1/course-variants', {
      course_id: course.id,
      language_id: 'en',
      title: 't'.repeat(256),
    });
    expect(tooLong.json().errors.title).toEqual(['Cannot exceed 255 characters.']);
  });

  it('attaches lessons after the existing ones and syncs them in the order sent', async () => {
    const variant = variantOf('safety', 'en');
    const before = await lessonIdsOf(variant.id);
    const [extra] = await t.db
      .insert(lessons)
      .values({ tenant_id: variant.tenant_id, title: 'Extra lesson', language_id: variant.language_id })
      .returning();
    const attached = await http.send(
      tokens.admin,
      'POST',
      `/api/v1/course-variants/${variant.uuid}/attach/lessons?attachable=${extra.uuid}`,
    );
    expect(attached.statusCode).toBe(200);
    expect(attached.json().data.meta.relations).toEqual([
      'course-variants',
      'lessons',
      'course-variant-lessons',
    ]);
    expect(await lessonIdsOf(variant.id)).toEqual([...before, extra.id]);

    const reversed = [extra.id, ...before].reverse();
    const synced = await http.send(
      tokens.admin,
      'POST',
      `/api/v1/course-variants/${variant.uuid}/sync/lessons`,
      { synchronizables: reversed },
    );
    expect(synced.json().data.item.lessons.map((lesson: { id: number }) => lesson.id)).toEqual(reversed);
    expect(await lessonIdsOf(variant.id)).toEqual(reversed);

    const detached = await http.send(
      tokens.admin,
      'POST',
      `/api/v1/course-variants/${variant.uuid}/detach/lessons?detachable=${extra.id}`,
    );
    expect(detached.statusCode).toBe(200);
    expect(await lessonIdsOf(variant.id)).not.toContain(extra.id);
    expect(
      (
        await http.send(
          tokens.manager,
          'POST',
          `/api/v1/course-variants/${variant.uuid}/attach/lessons?attachable=${extra.id}`,
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('course-variant-lessons', () => {
  it('lists the links a learner may read and lets an admin create, reorder and delete them', async () => {
    const variant = variantOf('service', 'en');
    const asLearner = itemsOf(
      await http.get(tokens.learner, `/api/v1/course-variant-lessons?filter[course_variant]=${variant.id}`),
    );
    expect(asLearner.map((link) => link.lesson_id)).toEqual(await lessonIdsOf(variant.id));
    expect(asLearner[0]).toMatchObject({
      variant: { uuid: variant.uuid },
      lesson: { id: asLearner[0].lesson_id },
      abilities: { view: true, update: false, delete: false },
    });

    const [lesson] = await t.db
      .insert(lessons)
      .values({ tenant_id: variant.tenant_id, title: 'Linked lesson' })
      .returning();
    const created = await http.send(tokens.admin, 'POST', '/api/v1/course-variant-lessons', {
      course_variant_id: variant.uuid,
      lesson_id: lesson.id,
    });
    expect(created.statusCode).toBe(201);
    const link = created.json().data.item;
    // Created without a sort order, the link goes after the variant's last one.
    const lastSortOrder = Math.max(...asLearner.map((entry) => entry.sort_order as number));
    expect(link).toMatchObject({
      header: 'Linked lesson',
      lesson_id: lesson.id,
      sort_order: lastSortOrder + 1,
    });
    const again = await http.send(tokens.admin, 'POST', '/api/v1/course-variant-lessons', {
      course_variant_id: variant.id,
      lesson_id: lesson.id,
    });
    expect(again.json().errors.lesson_id).toEqual(['This item is already linked.']);

    const reordered = await http.send(tokens.admin, 'PATCH', `/api/v1/course-variant-lessons/${link.uuid}`, {
      sort_order: 0,
    });
    expect(reordered.json().data.item.sort_order).toBe(0);
    expect((await lessonIdsOf(variant.id))[0]).toBe(lesson.id);
    expect(
      (await http.send(tokens.learner, 'DELETE', `/api/v1/course-variant-lessons/${link.uuid}`)).statusCode,
    ).toBe(403);
    expect(
      (await http.send(tokens.admin, 'DELETE', `/api/v1/course-variant-lessons/${link.uuid}`)).statusCode,
    ).toBe(200);
    const remaining = await t.db
      .select()
      .from(courseVariantLessons)
      .where(
        and(
          eq(courseVariantLessons.course_variant_id, variant.id),
          eq(courseVariantLessons.lesson_id, lesson.id),
        ),
      );
    expect(remaining).toHaveLength(0);
  });
});
