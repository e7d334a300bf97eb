import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, qualifications } from '../../db/schema/learning.ts';
import { buildTestApp, createTestClock, type TestApp } from '../../test/build-test-app.ts';
import { auth } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';
import { takeLesson, variantWithLessons } from './learning-test-support.ts';

let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;
let ws: Awaited<ReturnType<typeof variantWithLessons>>;
const clock = createTestClock();
// The test clock stands still: move it on so each step happens strictly after the one before.
const tick = () => clock.set(new Date(clock.now().getTime() + 60_000));

beforeAll(async () => {
  t = await buildTestApp({ clock });
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
  ws = await variantWithLessons(t.db, 'WS-101', 'en');
});
afterAll(() => t.close());

const restart = (role: DemoRole, course: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/learning/courses/${course}/restart`,
    headers: auth(tokens[role]),
  });
const course = async (role: DemoRole) =>
  (await t.app.inject({ url: `/api/v1/courses/${ws.course.uuid}`, headers: auth(tokens[role]) })).json().data
    .item;
const variant = async (role: DemoRole) =>
  (
    await t.app.inject({
      url: `/api/v1/course-variants/${ws.variant.uuid}?with=lessons`,
      headers: auth(tokens[role]),
    })
  ).json().data.item;
const codes = async (filter: string) =>
  (await t.app.inject({ url: `/api/v1/courses?filter[status]=${filter}`, headers: auth(tokens.learner) }))
    .json()
    .data.items.map((item: { code: string }) => item.code);
const learnerCertificates = () =>
  t.db
    .select()
    .from(certificates)
    .where(and(eq(certificates.user_id, demo.user('learner').id), eq(certificates.course_id, ws.course.id)));

describe('restarting a course', () => {
  it('answers 404 to a learner not enrolled and 409 when there is nothing to restart', async () => {
    const is = await variantWithLessons(t.db, 'IS-201', 'en');
    expect((await restart('fjordLearner', is.course.uuid)).statusCode).toBe(404);
    // The manager sees CS-301 but is not enrolled in it.
    expect((await restart('manager', String(demo.course('CS-301').id))).statusCode).toBe(404);
    expect((await restart('learner', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const nothing = await restart('learner', ws.course.uuid);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toMatch(/nothing to restart/i);
  });

  it('begins a fresh round: the certificate stays valid, the lessons start afresh, passing again certifies anew', async () => {
    expect(ws.lessons.length).toBeGreaterThan(1);
    // Another learner's progress in the same course, which the restart must leave alone.
    await takeLesson(t, tokens.multi, ws.lessons[0].id, ws.variant.id);
    for (const lesson of ws.lessons) await takeLesson(t, tokens.learner, lesson.id, ws.variant.id);
    expect(await course('learner')).toMatchObject({ enrollment_status: 'completed' });
    const [first] = await learnerCertificates();
    // Improving a score after certification counts in the old round, not in the one after the restart.
    tick();
    await takeLesson(t, tokens.learner, ws.lessons[0].id, ws.variant.id);

    tick();
    const restarted = await restart('learner', ws.course.uuid);
    expect(restarted.statusCode).toBe(200);
    expect(restarted.json().data.item.restarted_at).toBe(clock.now().toISOString());
    const [qualification] = await t.db
      .select()
      .from(qualifications)
      .where(
        and(eq(qualifications.user_id, demo.user('learner').id), eq(qualifications.course_id, ws.course.id)),
      );
    // The qualification still records the certificate held; only the restart time is new.
    expect(qualification).toMatchObject({ status: 'completed', certificate_id: first.id });
    expect(new Date(qualification.restarted_at!).toISOString()).toBe(clock.now().toISOString());

    const total = ws.lessons.length;
    expect(await course('learner')).toMatchObject({
      enrollment_status: 'eligible',
      enrollment_status_complete: false,
      enrollment_badge: 'certified',
      enrollment_progress: { passed: 0, total },
      certificate: { uuid: first.uuid, valid: true },
    });
    const page = await variant('learner');
    expect(page).toMatchObject({
      enrollment_status: 'eligible',
      certificate: { uuid: first.uuid, valid: true },
    });
    for (const lesson of page.lessons)
      expect(lesson).toMatchObject({
        enrollment_result: 'none',
        enrollment_progress: null,
        enrollment_progress_latest: null,
        enrollment_expires_at: null,
      });
    expect(await codes('completed')).not.toContain('WS-101');
    expect(await codes('ongoing')).toContain('WS-101');
    // A fresh round with nothing in it yet has nothing to restart.
    expect((await restart('learner', ws.course.uuid)).statusCode).toBe(409);

    tick();
    for (const lesson of ws.lessons.slice(1)) await takeLesson(t, tokens.learner, lesson.id, ws.variant.id);
    expect(await course('learner')).toMatchObject({
      enrollment_status: 'in_progress',
      enrollment_progress: { passed: total - 1, total },
    });
    expect(await learnerCertificates()).toHaveLength(1);
    expect(await course('multi')).toMatchObject({
      enrollment_status: 'in_progress',
      enrollment_progress: { passed: 1, total },
    });

    tick();
    await takeLesson(t, tokens.learner, ws.lessons[0].id, ws.variant.id);
    const issued = await learnerCertificates();
    expect(issued).toHaveLength(2);
    const second = issued.find((row) => row.id !== first.id)!;
    expect(await course('learner')).toMatchObject({
      enrollment_status: 'completed',
      enrollment_progress: { passed: total, total },
      certificate: { uuid: second.uuid, valid: true },
    });
    expect(
      (await variant('learner')).lessons.every(
        (l: { enrollment_result: string }) => l.enrollment_result === 'passed',
      ),
    ).toBe(true);
    expect(await codes('completed')).toContain('WS-101');
  });
});
