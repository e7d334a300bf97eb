import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, qualifications } from '../../db/schema/learning.ts';
import { buildTestApp, createTestClock, type TestApp } from '../../test/build-test-app.ts';
import { buildEnrolledCompany, type EnrolledCompany } from '../../test/enrolled-company.ts';
import { auth, buildCompany, buildUser, demoTenant, tokenFor } from '../../test/factories.ts';
import { takeLesson } from './learning-test-support.ts';

type Role = 'learner' | 'manager' | 'multi' | 'outsider';
let t: TestApp;
let tokens: Record<Role, string>;
// A company of the test's own whose learner is enrolled in built courses; the restarted one is the company's.
let built: EnrolledCompany;
let ws: {
  course: EnrolledCompany['courses']['whole']['course'];
  variant: { id: number; uuid: string };
  lessons: { id: number }[];
};
const clock = createTestClock();
// The test clock stands still: move it on so each step happens strictly after the one before.
const tick = () => clock.set(new Date(clock.now().getTime() + 60_000));

beforeAll(async () => {
  t = await buildTestApp({ clock });
  const tenant = await demoTenant(t.db);
  built = await buildEnrolledCompany(t.db, tenant.id, { languages: ['en'], lessons: 3 });
  const { course, variants } = built.courses.whole;
  ws = { course, variant: variants[0].variant, lessons: variants[0].lessons.map((lesson) => lesson.lesson) };
  // Another learner of the company, and someone of another company enrolled in none of the built courses.
  const multi = await buildUser(t.db, tenant.id, { companyId: built.company.id });
  const outsider = await buildUser(t.db, tenant.id, { companyId: (await buildCompany(t.db, tenant.id)).id });
  tokens = {
    learner: await tokenFor(t.db, built.learner),
    manager: await tokenFor(t.db, built.manager),
    multi: await tokenFor(t.db, multi),
    outsider: await tokenFor(t.db, outsider),
  };
});
afterAll(() => t.close());

const restart = (role: Role, course: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/learning/courses/${course}/restart`,
    headers: auth(tokens[role]),
  });
const course = async (role: Role) =>
  (await t.app.inject({ url: `/api/v1/courses/${ws.course.uuid}`, headers: auth(tokens[role]) })).json().data
    .item;
const variant = async (role: Role) =>
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
    .where(and(eq(certificates.user_id, built.learner.id), eq(certificates.course_id, ws.course.id)));

describe('restarting a course', () => {
  it('answers 404 to a learner not enrolled and 409 when there is nothing to restart', async () => {
    expect((await restart('outsider', built.courses.department.course.uuid)).statusCode).toBe(404);
    // The manager sees the learner's personal course but is not enrolled in it.
    expect((await restart('manager', String(built.courses.personal.course.id))).statusCode).toBe(404);
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
      .where(and(eq(qualifications.user_id, built.learner.id), eq(qualifications.course_id, ws.course.id)));
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
    expect(await codes('completed')).not.toContain(ws.course.code);
    expect(await codes('ongoing')).toContain(ws.course.code);
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
    expect(await codes('completed')).toContain(ws.course.code);
  });
});
