import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/content.ts';
import { enrollments } from '../../db/schema/learning.ts';
import { buildTestApp, createTestClock, type TestApp } from '../../test/build-test-app.ts';
import { auth } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';
import { recurEnrollments } from './enrollment-recurrence.service.ts';
import { enrollmentRecurrenceJob } from './learning-jobs.ts';
import { variantWithLessons } from './learning-test-support.ts';

let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;
const clock = createTestClock();
const DAY = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await buildTestApp({ clock });
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
});
afterAll(() => t.close());

describe('recurring enrollments', () => {
  it('creates the next enrollment once the recurring one ended: same length, after the pause, once', async () => {
    const [course] = await t.db.select().from(courses).where(eq(courses.code, 'CS-301'));
    const [original] = await t.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.course_id, course.id), eq(enrollments.is_recurring, true)));
    expect(original.recur_after_days).toBe(14);
    const today = () => clock.now().toISOString().slice(0, 10);

    // The variant page counts down to the next enrollment.
    const cs = await variantWithLessons(t.db, 'CS-301', 'en');
    const panel = (
      await t.app.inject({ url: `/api/v1/course-variants/${cs.variant.uuid}`, headers: auth(tokens.learner) })
    ).json().data.item.enrollment;
    const nextStart = addDays(original.end_date!, 15);
    expect(panel).toMatchObject({ next_start_date: nextStart, is_recurring: true });
    expect(panel.days_until_next).toBe(Math.round((Date.parse(nextStart) - Date.parse(today())) / DAY));

    // Nothing to do while it runs.
    expect(await recurEnrollments(t.db, today())).toBe(0);
    // The day after it ended: the job (through the job engine, inline in tests) and a second run.
    clock.set(new Date(Date.parse(`${addDays(original.end_date!, 1)}T06:00:00Z`)));
    await t.app.services.jobs.enqueue(enrollmentRecurrenceJob, {});
    expect(await recurEnrollments(t.db, today())).toBe(0);
    const successors = await t.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.previous_enrollment_id, original.id));
    expect(successors).toHaveLength(1);
    const length = (Date.parse(original.end_date!) - Date.parse(original.start_date)) / DAY;
    expect(successors[0]).toMatchObject({
      course_id: course.id,
      company_id: demo.nordlys.id,
      enrollable_type: 'user',
      enrollable_id: demo.user('learner').id,
      start_date: nextStart,
      end_date: addDays(nextStart, length),
      is_recurring: true,
      recur_after_days: 14,
      revoked_at: null,
    });
    // Two runs at once (two processes) still make one successor of each.
    clock.set(new Date(Date.parse(`${addDays(successors[0].end_date!, 1)}T06:00:00Z`)));
    const counts = await Promise.all([recurEnrollments(t.db, today()), recurEnrollments(t.db, today())]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(
      await t.db.select().from(enrollments).where(eq(enrollments.previous_enrollment_id, successors[0].id)),
    ).toHaveLength(1);
    clock.set(new Date());
  });

  it('leaves revoked and non-recurring enrollments alone', async () => {
    const far = new Date(Date.now() + 5000 * DAY).toISOString().slice(0, 10);
    const before = (await t.db.select().from(enrollments)).length;
    const [course] = await t.db.select().from(courses).where(eq(courses.code, 'WS-101'));
    await t.db.insert(enrollments).values({
      tenant_id: demo.tenantId,
      course_id: course.id,
      company_id: demo.nordlys.id,
      enrollable_type: 'user',
      enrollable_id: demo.user('head').id,
      start_date: '2020-01-01',
      end_date: '2020-12-31',
      is_recurring: true,
      recur_after_days: 0,
      revoked_at: '2020-03-01T00:00:00Z',
    });
    const created = await recurEnrollments(t.db, far);
    // Only the recurring, not revoked chain continues (one more link each run), nothing else.
    expect(created).toBe(1);
    expect((await t.db.select().from(enrollments)).length).toBe(before + 2);
  });
});
