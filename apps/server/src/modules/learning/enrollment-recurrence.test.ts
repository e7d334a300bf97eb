import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollments } from '../../db/schema/learning.ts';
import { buildTestApp, createTestClock, type TestApp } from '../../test/build-test-app.ts';
import { buildEnrollment } from '../../test/content-factories.ts';
import { buildEnrolledCompany, type EnrolledCompany } from '../../test/enrolled-company.ts';
import { auth, buildUser, demoTenant, tokenFor } from '../../test/factories.ts';
import { recurEnrollments } from './enrollment-recurrence.service.ts';
import { enrollmentRecurrenceJob } from './learning-jobs.ts';

let t: TestApp;
let tokens: { learner: string };
// A company of the test's own; its learner's personal enrollment recurs 14 days after it ends.
let built: EnrolledCompany;
const clock = createTestClock();
const DAY = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await buildTestApp({ clock });
  built = await buildEnrolledCompany(t.db, (await demoTenant(t.db)).id, { languages: ['en'], lessons: 1 });
  tokens = { learner: await tokenFor(t.db, built.learner) };
});
afterAll(() => t.close());

describe('recurring enrollments', () => {
  it('creates the next enrollment once the recurring one ended: same length, after the pause, once', async () => {
    const { course } = built.courses.personal;
    const original = built.enrollments.personal.enrollment;
    expect(original).toMatchObject({ is_recurring: true, recur_after_days: 14 });
    const today = () => clock.now().toISOString().slice(0, 10);

    // The variant page counts down to the next enrollment.
    const cs = built.courses.personal.variants[0];
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
      company_id: built.company.id,
      enrollable_type: 'user',
      enrollable_id: built.learner.id,
      start_date: nextStart,
      end_date: addDays(nextStart, length),
      is_recurring: true,
      recur_after_days: 14,
      revoked_at: null,
    });
    // Two runs at once (two processes) still make one successor of each.
    clock.set(new Date(Date.parse(`${addDays(successors[0].end_date!, 1)}T06:00:00Z`)));
    const before = new Set(
      (await t.db.select({ id: enrollments.id }).from(enrollments)).map((row) => row.id),
    );
    const counts = await Promise.all([recurEnrollments(t.db, today()), recurEnrollments(t.db, today())]);
    const added = (await t.db.select().from(enrollments)).filter((row) => !before.has(row.id));
    // Together the runs report what they made, and no enrollment got two successors.
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(added.length);
    const continued = added.map((row) => row.previous_enrollment_id);
    expect(new Set(continued).size).toBe(continued.length);
    expect(
      await t.db.select().from(enrollments).where(eq(enrollments.previous_enrollment_id, successors[0].id)),
    ).toHaveLength(1);
    clock.set(new Date());
  });

  it('leaves revoked and non-recurring enrollments alone', async () => {
    const far = new Date(Date.now() + 5000 * DAY).toISOString().slice(0, 10);
    const { course } = built.courses.whole;
    const tenantId = course.tenant_id;
    const head = await buildUser(t.db, tenantId, { companyId: built.company.id });
    const enrollment = (extra: Partial<Parameters<typeof buildEnrollment>[2]>) =>
      buildEnrollment(t.db, tenantId, {
        courseId: course.id,
        companyId: built.company.id,
        enrollable: { type: 'user', id: head.id },
        startDate: '2020-01-01',
        endDate: '2020-12-31',
        ...extra,
      });
    const revoked = await enrollment({ recurAfterDays: 0, revoked: true });
    const ended = await enrollment({});
    // The learner's recurring chain as it stands: its latest link is the one that continues.
    const chain = [built.enrollments.personal.enrollment.id];
    for (;;) {
      const [next] = await t.db
        .select()
        .from(enrollments)
        .where(eq(enrollments.previous_enrollment_id, chain[chain.length - 1]));
      if (!next) break;
      chain.push(next.id);
    }
    const before = new Set(
      (await t.db.select({ id: enrollments.id }).from(enrollments)).map((row) => row.id),
    );
    const created = await recurEnrollments(t.db, far);
    const added = (await t.db.select().from(enrollments)).filter((row) => !before.has(row.id));
    // Each run makes one successor per continuing chain and nothing else.
    expect(added).toHaveLength(created);
    expect(added.every((row) => row.previous_enrollment_id !== null)).toBe(true);
    // The built recurring chain continues by one more link; the revoked and the non-recurring one do not.
    expect(added.filter((row) => row.previous_enrollment_id === chain[chain.length - 1])).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(enrollments)
        .where(inArray(enrollments.previous_enrollment_id, [revoked.id, ended.id])),
    ).toEqual([]);
  });
});
