import { readFile } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-sql.ts';
import { companyCourseGrants, companyCourses, enrollments } from '../../db/schema/learning.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildCourse, buildEnrollment } from '../../test/content-factories.ts';
import { buildAccessPass } from '../../test/enrolled-company.ts';
import { auth, buildCompany, buildDepartment, buildUser } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';

let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const request = (
  role: DemoRole,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url: `/api/v1${url}`, headers: auth(tokens[role], headers), payload });
const give = (payload: Record<string, unknown>) => request('admin', 'POST', '/company-courses', payload);
const enroll = (role: DemoRole, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  request(role, 'POST', '/enrollments', { start_date: day(0), end_date: day(30), ...payload }, headers);
const newCourse = async () => (await buildCourse(t.db, demo.tenantId, { lessons: 1 })).course;
/** People of Nordlys of the test's own, so the demo's people and enrollments never change the counts. */
const nordlysPeople = async (count: number) => {
  const people = [];
  for (let index = 0; index < count; index++)
    people.push(await buildUser(t.db, demo.tenantId, { companyId: demo.nordlys.id }));
  return people;
};

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
});
afterAll(() => t.close());

describe('company courses', () => {
  it('lets an admin give, change and take back a course; managers and heads read only their company’s', async () => {
    const course = await newCourse();
    const given = await give({
      company_id: demo.nordlys.uuid,
      course_id: course.uuid,
      seats: 3,
      end_date: day(90),
    });
    expect(given.statusCode).toBe(201);
    const item = given.json().data.item;
    expect(item).toMatchObject({
      company_id: demo.nordlys.id,
      course_id: course.id,
      course: { header: course.name },
      company: { header: demo.nordlys.name },
      seats: 3,
      seats_total: 3,
      seats_used: 0,
      seats_left: 3,
      end_date: day(90),
      is_active: true,
      abilities: { view: true, update: true, delete: true },
    });
    const [grant] = await t.db
      .select()
      .from(companyCourseGrants)
      .where(eq(companyCourseGrants.company_course_id, item.id));
    expect(grant).toMatchObject({ source: 'admin', seats: 3, end_date: day(90) });

    const again = await give({ company_id: demo.nordlys.id, course_id: course.id });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.course_id).toEqual(['This course is already given to this company.']);

    const listed = async (role: DemoRole) =>
      (await request(role, 'GET', `/company-courses?filter[course]=${course.uuid}`)).json().data.items;
    expect(await listed('manager')).toHaveLength(1);
    expect((await listed('manager'))[0].abilities).toEqual({ view: true, update: false, delete: false });
    expect(await listed('head')).toHaveLength(1);
    expect(await listed('learner')).toHaveLength(0);
    expect(await listed('fjordManager')).toHaveLength(0);
    expect((await request('fjordManager', 'GET', `/company-courses/${item.uuid}`)).statusCode).toBe(404);
    expect((await request('learner', 'GET', `/company-courses/${item.uuid}`)).statusCode).toBe(404);

    // Managers neither give, change nor take back; another company's manager does not even find it.
    expect(
      (
        await request('manager', 'POST', '/company-courses', {
          company_id: demo.nordlys.id,
          course_id: course.id,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await request('manager', 'PATCH', `/company-courses/${item.uuid}`, { seats: 50 })).statusCode,
    ).toBe(403);
    expect(
      (await request('fjordManager', 'PATCH', `/company-courses/${item.uuid}`, { seats: 50 })).statusCode,
    ).toBe(404);
    expect((await request('fjordManager', 'DELETE', `/company-courses/${item.uuid}`)).statusCode).toBe(404);

    const changed = await request('admin', 'PATCH', `/company-courses/${item.uuid}`, {
      seats: 5,
      end_date: null,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.item).toMatchObject({
      seats: 5,
      seats_total: 5,
      seats_left: 5,
      end_date: null,
    });
    const unlimited = await request('admin', 'PATCH', `/company-courses/${item.uuid}`, { seats: null });
    expect(unlimited.json().data.item).toMatchObject({ seats: null, seats_total: null, seats_left: null });

    expect((await request('admin', 'DELETE', `/company-courses/${item.uuid}`)).statusCode).toBe(200);
    expect(await t.db.select().from(companyCourses).where(eq(companyCourses.id, item.id))).toEqual([]);
  });

  it('refuses bad input with translated messages', async () => {
    const course = await newCourse();
    const nb = { 'accept-language': 'nb' };
    const zero = await request(
      'admin',
      'POST',
      '/company-courses',
      { company_id: demo.nordlys.id, course_id: course.id, seats: 0 },
      nb,
    );
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors.seats).toEqual([
      'Gi minst én plass, eller la feltet stå tomt for ingen grense.',
    ]);
    const missing = await request('admin', 'POST', '/company-courses', { company_id: demo.nordlys.id });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.course_id).toEqual(['At least one course is required.']);
  });

  it('offers a manager exactly the courses given to their company, in the picker and when enrolling', async () => {
    const course = await newCourse();
    const person = (await nordlysPeople(1))[0];
    const picker = async () =>
      (await request('manager', 'GET', `/courses?filter[given_to]=${demo.nordlys.uuid}&per_page=100`))
        .json()
        .data.items.map((item: { id: number }) => item.id);
    expect(await picker()).not.toContain(course.id);
    // A course not given is refused as if it did not exist (before: it needed an enrollment first).
    const refused = await enroll('manager', {
      course_id: course.uuid,
      enrollable_type: 'user',
      enrollable_id: person.uuid,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.course_id).toEqual(['The selected item does not exist.']);

    await give({ company_id: demo.nordlys.id, course_id: course.id });
    expect(await picker()).toContain(course.id);
    const given = (
      await queryRows<{ course_id: number }>(
        t.db,
        sql`select course_id from company_courses where company_id = ${demo.nordlys.id} and (end_date is null or end_date >= current_date)`,
      )
    ).map((row) => row.course_id);
    expect((await picker()).sort()).toEqual([...new Set(given)].sort());
    const accepted = await enroll('manager', {
      course_id: course.uuid,
      enrollable_type: 'user',
      enrollable_id: person.uuid,
    });
    expect(accepted.statusCode).toBe(201);

    // Another company's manager never gets Nordlys's courses.
    const fjordPicker = (
      await request('fjordManager', 'GET', `/courses?filter[given_to]=${demo.fjord.uuid}&per_page=100`)
    )
      .json()
      .data.items.map((item: { id: number }) => item.id);
    expect(fjordPicker).not.toContain(course.id);
    const fjordPerson = await buildUser(t.db, demo.tenantId, { companyId: demo.fjord.id });
    const foreign = await enroll('fjordManager', {
      course_id: course.uuid,
      enrollable_type: 'user',
      enrollable_id: fjordPerson.uuid,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.course_id).toEqual(['The selected item does not exist.']);
  });

  it('counts seats per person, refuses beyond them with what is left, and gives unstarted seats back', async () => {
    const course = await newCourse();
    const item = (await give({ company_id: demo.nordlys.id, course_id: course.id, seats: 3 })).json().data
      .item;
    const people = await nordlysPeople(4);
    const enrollOne = (index: number, headers: Record<string, string> = {}) =>
      enroll(
        'manager',
        { course_id: course.uuid, enrollable_type: 'user', enrollable_id: people[index].uuid },
        headers,
      );
    const made = [];
    for (const index of [0, 1, 2]) {
      const response = await enrollOne(index);
      expect(response.statusCode).toBe(201);
      made.push(response.json().data.item);
    }
    const seats = async () =>
      (await request('manager', 'GET', `/company-courses/${item.uuid}`)).json().data.item as {
        seats_used: number;
        seats_left: number;
      };
    expect(await seats()).toMatchObject({ seats_used: 3, seats_left: 0 });

    const fourth = await enrollOne(3);
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json().errors.enrollable_id).toEqual([
      'Not enough seats: 0 left for this course, and this enrollment needs 1.',
    ]);
    const norwegian = await enrollOne(3, { 'accept-language': 'nb' });
    expect(norwegian.json().errors.enrollable_id).toEqual([
      'Ikke nok plasser: 0 igjen på dette kurset, og denne påmeldingen trenger 1.',
    ]);
    // The same person again takes no further seat (the pass rule refuses a second live enrollment anyway).
    expect((await seats()).seats_used).toBe(3);

    // Revoking an enrollment never started gives its seat back; restoring it needs a seat again.
    const revoked = await request('manager', 'PATCH', `/enrollments/${made[0].uuid}`, { revoked: true });
    expect(revoked.statusCode).toBe(200);
    expect(await seats()).toMatchObject({ seats_used: 2, seats_left: 1 });
    expect((await enrollOne(3)).statusCode).toBe(201);
    const restore = await request('manager', 'PATCH', `/enrollments/${made[0].uuid}`, { revoked: false });
    expect(restore.statusCode).toBe(422);
    expect(restore.json().errors.enrollable_id[0]).toContain('0 left');

    // Deleting gives it back too.
    expect((await request('manager', 'DELETE', `/enrollments/${made[1].uuid}`)).statusCode).toBe(200);
    expect(await seats()).toMatchObject({ seats_used: 2, seats_left: 1 });
  });

  it('takes one seat for each person a department or the whole company covers', async () => {
    const company = await buildCompany(t.db, demo.tenantId);
    const department = await buildDepartment(t.db, demo.tenantId, company.id, 'Crew');
    const members = [];
    for (let index = 0; index < 3; index++)
      members.push(
        await buildUser(t.db, demo.tenantId, { companyId: company.id, departmentId: department.id }),
      );
    await buildUser(t.db, demo.tenantId, { companyId: company.id });
    const course = await newCourse();
    const item = (await give({ company_id: company.id, course_id: course.id, seats: 3 })).json().data.item;

    // Admins are held to the seats as well: the whole company (4 people) does not fit in 3.
    const whole = await enroll('admin', {
      course_id: course.id,
      enrollable_type: 'company',
      enrollable_id: company.id,
    });
    expect(whole.statusCode).toBe(422);
    expect(whole.json().errors.enrollable_id).toEqual([
      'Not enough seats: 3 left for this course, and this enrollment needs 4.',
    ]);
    const crew = await enroll('admin', {
      course_id: course.id,
      enrollable_type: 'department',
      enrollable_id: department.id,
    });
    expect(crew.statusCode).toBe(201);
    const counted = (await request('admin', 'GET', `/company-courses/${item.uuid}`)).json().data.item;
    expect(counted).toMatchObject({ seats_used: 3, seats_left: 0 });
  });

  it('adds seats from every grant that still counts (the shop’s purchases fill the same pool)', async () => {
    const course = await newCourse();
    const item = (await give({ company_id: demo.nordlys.id, course_id: course.id, seats: 2 })).json().data
      .item;
    await t.db.insert(companyCourseGrants).values([
      {
        tenant_id: demo.tenantId,
        company_course_id: item.id,
        source: 'purchase',
        seats: 5,
        end_date: day(10),
      },
      {
        tenant_id: demo.tenantId,
        company_course_id: item.id,
        source: 'purchase',
        seats: 7,
        end_date: day(-1),
      },
    ]);
    const read = (await request('manager', 'GET', `/company-courses/${item.uuid}`)).json().data.item;
    expect(read).toMatchObject({ seats: 2, seats_total: 7, seats_left: 7 });
  });

  it('never lets concurrent enrollments exceed the seats', async () => {
    const course = await newCourse();
    const item = (await give({ company_id: demo.nordlys.id, course_id: course.id, seats: 2 })).json().data
      .item;
    const people = await nordlysPeople(6);
    const responses = await Promise.all(
      people.map((person, index) =>
        enroll(index % 2 ? 'admin' : 'manager', {
          course_id: course.uuid,
          enrollable_type: 'user',
          enrollable_id: person.uuid,
          company_id: demo.nordlys.uuid,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 422, 422, 422, 422]);
    const live = await t.db
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(and(eq(enrollments.course_id, course.id), eq(enrollments.company_id, demo.nordlys.id)));
    expect(live).toHaveLength(2);
    expect((await request('admin', 'GET', `/company-courses/${item.uuid}`)).json().data.item.seats_used).toBe(
      2,
    );
  });

  it('gives the migration’s data rule: a company holding a course has it, without a seat limit', async () => {
    const company = await buildCompany(t.db, demo.tenantId);
    const person = await buildUser(t.db, demo.tenantId, { companyId: company.id });
    const enrolledCourse = await newCourse();
    const passCourse = await newCourse();
    await buildEnrollment(t.db, demo.tenantId, {
      courseId: enrolledCourse.id,
      companyId: company.id,
      enrollable: { type: 'user', id: person.id },
    });
    await buildAccessPass(t.db, demo.tenantId, {
      courseId: passCourse.id,
      companyId: company.id,
      grantable: { type: 'user', id: person.id },
    });
    // The pass factory gives its course as the migration would; start from no company courses at all.
    await t.db.delete(companyCourses).where(eq(companyCourses.company_id, company.id));
    const migration = await readFile(
      new URL('../../db/migrations/0012_company-courses.sql', import.meta.url),
      'utf8',
    );
    const dataStatements = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^--.*$/gm, '').trim())
      .filter((statement) => statement.startsWith('INSERT'));
    expect(dataStatements).toHaveLength(2);
    // Only this company's rows are missing; the grant statement is limited to pools without one.
    await t.db.execute(sql.raw(dataStatements[0]));
    await t.db.execute(
      sql.raw(
        dataStatements[1].replace(
          'FROM "company_courses"',
          `FROM "company_courses" WHERE "company_id" = ${company.id}`,
        ),
      ),
    );
    const given = await t.db
      .select({ course_id: companyCourses.course_id, seats: companyCourseGrants.seats })
      .from(companyCourses)
      .innerJoin(companyCourseGrants, eq(companyCourseGrants.company_course_id, companyCourses.id))
      .where(eq(companyCourses.company_id, company.id));
    expect(given.sort((a, b) => a.course_id - b.course_id)).toEqual(
      [
        { course_id: enrolledCourse.id, seats: null },
        { course_id: passCourse.id, seats: null },
      ].sort((a, b) => a.course_id - b.course_id),
    );
  });
});
