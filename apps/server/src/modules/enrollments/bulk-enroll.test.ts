import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessPasses, enrollments } from '../../db/schema/learning.ts';
import { mailOutbox } from '../../db/schema/tenancy.ts';
import { unawaitedWorkSettled } from '../../platform/auth/unawaited-work.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildCourse } from '../../test/content-factories.ts';
import { auth, buildUser } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from './learning-test-support.ts';

/** Several people enrolled in one step (issue 21 §3): seats for all or none, one company, nothing half-written. */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const bulk = (role: DemoRole, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/enrollments/bulk',
    headers: auth(tokens[role]),
    payload: { start_date: day(0), end_date: day(30), ...payload },
  });
/** A course given to Nordlys with `seats` seats (null: no limit). */
const givenCourse = async (seats: number | null) => {
  const { course } = await buildCourse(t.db, demo.tenantId, { lessons: 1 });
  const given = await t.app.inject({
    method: 'POST',
    url: '/api/v1/company-courses',
    headers: auth(tokens.admin),
    payload: { company_id: demo.nordlys.uuid, course_id: course.uuid, ...(seats === null ? {} : { seats }) },
  });
  expect(given.statusCode).toBe(201);
  return course;
};
const nordlysPeople = async (count: number) => {
  const people = [];
  for (let index = 0; index < count; index++)
    people.push(await buildUser(t.db, demo.tenantId, { companyId: demo.nordlys.id }));
  return people;
};
const enrollmentsOf = (courseId: number) =>
  t.db.select().from(enrollments).where(eq(enrollments.course_id, courseId));

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
});
afterAll(() => t.close());

describe('bulk enrollment', () => {
  it('enrolls every selected person in one step, each with their access pass', async () => {
    const course = await givenCourse(null);
    const people = await nordlysPeople(3);
    const response = await bulk('manager', {
      course_id: course.uuid,
      user_ids: [people[0].uuid, people[1].id, people[2].uuid],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.item).toEqual({ created: 3 });
    expect(response.json().data.meta.message).toBe('3 people enrolled.');
    const rows = await enrollmentsOf(course.id);
    expect(rows.map((row) => row.enrollable_id).sort()).toEqual(people.map((person) => person.id).sort());
    expect(rows.every((row) => row.company_id === demo.nordlys.id && row.enrollable_type === 'user')).toBe(
      true,
    );
    expect(rows[0]).toMatchObject({ start_date: day(0), end_date: day(30) });
    const passes = await t.db
      .select()
      .from(accessPasses)
      .where(
        and(
          eq(accessPasses.issued_by_type, 'enrollment'),
          inArray(
            accessPasses.issued_by_id,
            rows.map((row) => row.id),
          ),
        ),
      );
    expect(passes).toHaveLength(3);

    // Each of them is told, as by an enrollment made alone: one enrollment mail apiece, naming the deadline.
    await unawaitedWorkSettled();
    const mails = await t.db
      .select({ to: mailOutbox.to })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.template, 'enrollment-created'),
          inArray(
            mailOutbox.to,
            people.map((person) => person.email),
          ),
        ),
      );
    expect(mails.map((mail) => mail.to).sort()).toEqual(people.map((person) => person.email).sort());
  });

  it('refuses all of them when the seats do not reach, saying how many are left', async () => {
    const course = await givenCourse(2);
    const people = await nordlysPeople(3);
    const response = await bulk('manager', { course_id: course.id, user_ids: people.map((p) => p.uuid) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.user_ids).toEqual([
      'Not enough seats: 2 left for this course, and this enrollment needs 3.',
    ]);
    expect(await enrollmentsOf(course.id)).toEqual([]);

    const fits = await bulk('manager', {
      course_id: course.id,
      user_ids: people.slice(0, 2).map((p) => p.uuid),
    });
    expect(fits.statusCode).toBe(201);
    expect(await enrollmentsOf(course.id)).toHaveLength(2);
  });

  it('writes nothing when one person already has the course, or the dates are wrong', async () => {
    const course = await givenCourse(null);
    const people = await nordlysPeople(2);
    expect((await bulk('manager', { course_id: course.id, user_ids: [people[0].id] })).statusCode).toBe(201);
    const again = await bulk('manager', { course_id: course.id, user_ids: [people[1].id, people[0].id] });
    expect(again.statusCode).toBe(422);
    expect(await enrollmentsOf(course.id)).toHaveLength(1);

    const past = await bulk('manager', {
      course_id: course.id,
      user_ids: [people[1].id],
      start_date: day(-30),
      end_date: day(-1),
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.end_date).toEqual(["End date must be after today's date and the start date."]);
    expect(await enrollmentsOf(course.id)).toHaveLength(1);
  });

  it('never reaches another company: its people and courses are refused and nothing is written', async () => {
    const course = await givenCourse(null);
    const [mine] = await nordlysPeople(1);
    const theirs = await buildUser(t.db, demo.tenantId, { companyId: demo.fjord.id });
    const mixed = await bulk('manager', { course_id: course.id, user_ids: [mine.uuid, theirs.uuid] });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().errors.user_ids).toBeDefined();
    // Fjord's manager cannot enroll Nordlys's people, nor use a course only Nordlys was given.
    const other = await bulk('fjordManager', { course_id: course.id, user_ids: [mine.uuid] });
    expect(other.statusCode).toBe(422);
    const ownButNotGiven = await bulk('fjordManager', { course_id: course.id, user_ids: [theirs.uuid] });
    expect(ownButNotGiven.statusCode).toBe(422);
    expect(ownButNotGiven.json().errors.course_id).toBeDefined();
    expect(await enrollmentsOf(course.id)).toEqual([]);
    // A learner may not enroll anybody.
    expect((await bulk('learner', { course_id: course.id, user_ids: [mine.uuid] })).statusCode).toBe(403);
  });
});

describe("changing an enrollment's dates", () => {
  const patch = (role: DemoRole, uuid: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/enrollments/${uuid}`,
      headers: auth(tokens[role]),
      payload,
    });

  it('lets the manager move the start and the end, with spec §5 on the end, and nobody else', async () => {
    const course = await givenCourse(null);
    const [person] = await nordlysPeople(1);
    expect((await bulk('manager', { course_id: course.id, user_ids: [person.id] })).statusCode).toBe(201);
    const [enrollment] = await enrollmentsOf(course.id);

    const moved = await patch('manager', enrollment.uuid, { start_date: day(5), end_date: day(60) });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.item).toMatchObject({ start_date: day(5), end_date: day(60) });
    const [row] = await enrollmentsOf(course.id);
    expect(row).toMatchObject({ start_date: day(5), end_date: day(60) });

    for (const dates of [{ end_date: day(-1) }, { start_date: day(10), end_date: day(8) }]) {
      const refused = await patch('manager', enrollment.uuid, dates);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.end_date).toEqual([
        "End date must be after today's date and the start date.",
      ]);
    }
    // Open-ended is allowed.
    expect((await patch('manager', enrollment.uuid, { end_date: null })).statusCode).toBe(200);

    // Another company's manager does not find it; a learner may not change it; nothing changed.
    expect((await patch('fjordManager', enrollment.uuid, { end_date: day(90) })).statusCode).toBe(404);
    expect([403, 404]).toContain((await patch('learner', enrollment.uuid, { end_date: day(90) })).statusCode);
    const [after] = await enrollmentsOf(course.id);
    expect(after).toMatchObject({ start_date: day(5), end_date: null });
  });
});
