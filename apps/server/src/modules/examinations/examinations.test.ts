import { examinationSchema } from '@academy/contracts/entities/examination';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examinations } from '../../db/schema/learning.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildCourse, buildEnrollment } from '../../test/content-factories.ts';
import { auth } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';

let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;
let learnerExam: typeof examinations.$inferSelect;
let fjordExam: typeof examinations.$inferSelect;
let ongoingExam: typeof examinations.$inferSelect;
/** The course of the test's own whose first lesson every examination here is of. */
let course: Awaited<ReturnType<typeof buildCourse>>['course'];

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
  const built = await buildCourse(t.db, demo.tenantId, { lessons: 1 });
  course = built.course;
  const [{ variant, lessons }] = built.variants;
  const link = { lesson_id: lessons[0].lesson.id };
  // Enrolled for all of Nordlys and for fjord.learner in Fjord, so each reads the lesson of their examination.
  await buildEnrollment(t.db, demo.tenantId, {
    courseId: course.id,
    companyId: demo.nordlys.id,
    enrollable: { type: 'company', id: demo.nordlys.id },
  });
  await buildEnrollment(t.db, demo.tenantId, {
    courseId: course.id,
    companyId: demo.fjord.id,
    enrollable: { type: 'user', id: demo.user('fjordLearner').id },
  });
  const exam = (userId: number, companyId: number, ended: boolean) => ({
    tenant_id: demo.tenantId,
    user_id: userId,
    company_id: companyId,
    course_variant_id: variant.id,
    lesson_id: link.lesson_id,
    expires_at: '2030-01-01T00:00:00Z',
    pass_mark: 80,
    ...(ended
      ? {
          ended_at: '2026-01-02T00:00:00Z',
          score: 90,
          success: true,
          report: { questions: [], correct: 9, total: 10 },
        }
      : { report: { questions: [], correct: 0, total: 10 } }),
  });
  [learnerExam, fjordExam, ongoingExam] = await t.db
    .insert(examinations)
    .values([
      exam(demo.user('learner').id, demo.nordlys.id, true),
      exam(demo.user('fjordLearner').id, demo.fjord.id, true),
      exam(demo.user('learner').id, demo.nordlys.id, false),
    ])
    .returning();
});
afterAll(() => t.close());

const list = (role: DemoRole, query = '') =>
  t.app.inject({ url: `/api/v1/examinations${query}`, headers: auth(tokens[role]) });
/** The ids of this file's examinations among the listed ones, sorted: any the demo holds are left out. */
const ids = (response: Awaited<ReturnType<typeof list>>) =>
  response
    .json()
    .data.items.map((item: { id: number }) => item.id)
    .filter((id: number) => [learnerExam.id, fjordExam.id, ongoingExam.id].includes(id))
    .sort();

describe('examinations (read-only)', () => {
  it('shows the learner their own, with variant and lesson; the report only once submitted', async () => {
    const response = await list('learner');
    expect(ids(response)).toEqual([learnerExam.id, ongoingExam.id].sort());
    const items = response
      .json()
      .data.items.filter((item: { id: number }) => item.id === learnerExam.id || item.id === ongoingExam.id);
    for (const item of items) {
      examinationSchema.parse(item);
      expect(item.abilities).toMatchObject({ view: true, update: false, delete: false });
      expect(item.abilities.submit).toBe(item.ended_at === null);
      expect(item.variant_id).toBe(learnerExam.course_variant_id);
      expect(item.lesson.id).toBe(learnerExam.lesson_id);
    }
    const ended = items.find((item: { id: number }) => item.id === learnerExam.id);
    const ongoing = items.find((item: { id: number }) => item.id === ongoingExam.id);
    expect(ended.report).toEqual({ questions: [], correct: 9, total: 10 });
    expect(ongoing.report).toBeNull();
    expect(ids(await list('learner', '?filter[ended]=false'))).toEqual([ongoingExam.id]);
  });

  it('shows managers their companies’ examinations only; admins all', async () => {
    expect(ids(await list('manager'))).toEqual([learnerExam.id, ongoingExam.id].sort());
    expect(ids(await list('fjordManager'))).toEqual([fjordExam.id]);
    expect(ids(await list('head'))).toEqual([]);
    const all = await list('admin', '?per_page=100');
    expect(ids(all)).toHaveLength(3);
    expect(all.json().data.items).toHaveLength((await t.db.select().from(examinations)).length);
    const passed = await list('admin', `?filter[course]=${course.uuid}&filter[success]=true`);
    expect(
      passed
        .json()
        .data.items.map((item: { id: number }) => item.id)
        .sort(),
    ).toEqual([learnerExam.id, fjordExam.id].sort());
  });

  it('answers 404 across companies and refuses every generic write (a start without lesson is a 422)', async () => {
    expect(
      (await t.app.inject({ url: `/api/v1/examinations/${fjordExam.uuid}`, headers: auth(tokens.manager) }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          url: `/api/v1/examinations/${learnerExam.id}`,
          headers: auth(tokens.fjordManager),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/examinations',
          headers: auth(tokens.admin),
          payload: {},
        })
      ).statusCode,
    ).toBe(422);
    const update = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/examinations/${learnerExam.uuid}`,
      headers: auth(tokens.learner),
      payload: { score: 100 },
    });
    expect(update.statusCode).toBe(405);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/examinations/${learnerExam.uuid}`,
      headers: auth(tokens.admin),
    });
    expect(remove.statusCode).toBe(403);
    expect((await t.db.select().from(examinations).where(eq(examinations.id, learnerExam.id)))[0].score).toBe(
      90,
    );
  });
});
