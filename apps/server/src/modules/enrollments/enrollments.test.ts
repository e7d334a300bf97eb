import { enrollmentSchema } from '@academy/contracts/entities/enrollment';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../db/query-counter.ts';
import { courses } from '../../db/schema/content.ts';
import { accessPasses, enrollments } from '../../db/schema/learning.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildCourse, dateFromToday } from '../../test/content-factories.ts';
import { buildEnrollmentWithPass } from '../../test/enrolled-company.ts';
import { auth } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from './learning-test-support.ts';

let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const list = (role: DemoRole, query = '') =>
  t.app.inject({ url: `/api/v1/enrollments${query}`, headers: auth(tokens[role]) });
const get = (role: DemoRole, key: string | number) =>
  t.app.inject({ url: `/api/v1/enrollments/${key}`, headers: auth(tokens[role]) });
const create = (role: DemoRole, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/enrollments', headers: auth(tokens[role], headers), payload });
const enrollmentCount = async () => (await t.db.select({ id: enrollments.id }).from(enrollments)).length;

type Course = typeof courses.$inferSelect;
type Enrollment = typeof enrollments.$inferSelect;
/**
 * The courses and enrollments these tests read, enrolled as the demo enrolls its own: `companyWide` for all
 * of Nordlys and for fjord.learner in Fjord, `sales` for Nordlys' Sales and for multi@ in Fjord, `learnerOnly`
 * for learner@ alone, recurring. Lists are compared on these; the demo's own enrollments are left out.
 */
let built: Record<'companyWide' | 'sales' | 'learnerOnly', Course>;
let enrolled: Record<'nordlysCompany' | 'fjordLearner', Enrollment>;
/** A list item as parsed from the response's JSON (what `response.json()` gives). */
type Listed = ReturnType<typeof JSON.parse>;
const ours = (items: Listed[]) => {
  const ids = new Set(Object.values(built).map((course) => course.id));
  return items.filter((item) => ids.has((item as { course_id: number }).course_id));
};

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
  const course = async () => (await buildCourse(t.db, demo.tenantId, { lessons: 1 })).course;
  built = { companyWide: await course(), sales: await course(), learnerOnly: await course() };
  const enroll = async (
    courseId: number,
    companyId: number,
    enrollable: { type: 'user' | 'department' | 'company'; id: number },
    startDaysFromToday: number,
    endDaysFromToday: number,
    recurAfterDays?: number,
  ) =>
    (
      await buildEnrollmentWithPass(t.db, demo.tenantId, {
        courseId,
        companyId,
        enrollable,
        startDate: dateFromToday(startDaysFromToday),
        endDate: dateFromToday(endDaysFromToday),
        recurAfterDays,
      })
    ).enrollment;
  const nordlys = demo.nordlys.id;
  const fjord = demo.fjord.id;
  enrolled = {
    nordlysCompany: await enroll(built.companyWide.id, nordlys, { type: 'company', id: nordlys }, -60, 305),
    fjordLearner: await enroll(
      built.companyWide.id,
      fjord,
      { type: 'user', id: demo.user('fjordLearner').id },
      -45,
      320,
    ),
  };
  await enroll(built.sales.id, nordlys, { type: 'department', id: demo.sales.id }, -14, 351);
  await enroll(built.sales.id, fjord, { type: 'user', id: demo.user('multi').id }, -7, 358);
  await enroll(built.learnerOnly.id, nordlys, { type: 'user', id: demo.user('learner').id }, -30, 335, 14);
});
afterAll(() => t.close());

describe('enrollments: reading', () => {
  it("lists a manager's company enrollments with course, enrollable, status and abilities — never another company's", async () => {
    const response = await list('manager');
    expect(response.statusCode).toBe(200);
    const all = response.json().data.items;
    expect(all.every((item: { company_id: number }) => item.company_id === demo.nordlys.id)).toBe(true);
    const items = ours(all);
    expect(items).toHaveLength(3);
    for (const item of items) {
      enrollmentSchema.parse(item);
      expect(item.abilities).toEqual({ view: true, update: true, delete: true, revoke: true });
      expect(item.status).toBe('active');
      expect(item.fqmi).toBe(`enrollments:${item.uuid}|enrollment`);
    }
    const byType: Record<string, Listed> = Object.fromEntries(
      items.map((item: { enrollable_type: string }) => [item.enrollable_type, item]),
    );
    expect(byType.company.enrollable).toMatchObject({
      id: demo.nordlys.id,
      header: 'Nordlys AS',
      fqmi: `companies:${demo.nordlys.uuid}|company`,
    });
    expect(byType.department.enrollable).toMatchObject({ id: demo.sales.id, header: 'Sales' });
    expect(byType.user.enrollable).toMatchObject({ id: demo.user('learner').id, header: 'Lene Larsen' });
    expect(byType.user).toMatchObject({
      is_recurring: true,
      recur_after_days: 14,
      header: byType.user.course.header,
    });
    expect(byType.user.next_start_date).toBe(day(335 + 14 + 1));
    expect(byType.user.days_remaining).toBe(335);

    const fjord = (await list('fjordManager')).json().data.items;
    expect(ours(fjord)).toHaveLength(2);
    expect(fjord.every((item: { company_id: number }) => item.company_id === demo.fjord.id)).toBe(true);
  });

  it('shows a learner the enrollments that apply to them (personal, department, company), read-only', async () => {
    const items = ours((await list('learner')).json().data.items);
    expect(items.map((item: { enrollable_type: string }) => item.enrollable_type).sort()).toEqual([
      'company',
      'department',
      'user',
    ]);
    for (const item of items)
      expect(item.abilities).toEqual({ view: true, update: false, delete: false, revoke: false });

    // head@ is in Sales but has no personal enrollment; multi@ sees Nordlys' company enrollment and their own Fjord one.
    expect(
      ours((await list('head')).json().data.items)
        .map((item: { enrollable_type: string }) => item.enrollable_type)
        .sort(),
    ).toEqual(['company', 'department']);
    const multi = ours((await list('multi')).json().data.items);
    expect(
      multi
        .map(
          (item: { company_id: number; enrollable_type: string }) =>
            `${item.company_id}:${item.enrollable_type}`,
        )
        .sort(),
    ).toEqual([`${demo.fjord.id}:user`, `${demo.nordlys.id}:company`].sort());
  });

  it('answers 404 for another company’s enrollment, by id and by uuid', async () => {
    const fjordEnrollment = enrolled.fjordLearner;
    expect((await get('manager', fjordEnrollment.id)).statusCode).toBe(404);
    expect((await get('manager', fjordEnrollment.uuid)).statusCode).toBe(404);
    expect((await get('learner', fjordEnrollment.uuid)).statusCode).toBe(404);
    expect((await get('fjordManager', fjordEnrollment.uuid)).statusCode).toBe(200);
    const nordlysEnrollment = enrolled.nordlysCompany;
    expect((await get('fjordManager', nordlysEnrollment.uuid)).statusCode).toBe(404);
    expect((await get('fjordLearner', nordlysEnrollment.uuid)).statusCode).toBe(404);
  });

  it('gives admins every enrollment of the tenant, with the full ability map', async () => {
    for (const role of ['admin', 'superAdmin'] as const) {
      const items = (await list(role, '?per_page=100')).json().data.items;
      expect(items).toHaveLength(await enrollmentCount());
      expect(ours(items)).toHaveLength(5);
      for (const item of items)
        expect(item.abilities).toEqual({ view: true, update: true, delete: true, revoke: true });
    }
  });

  it('filters by status, course, user (through department and company) and type', async () => {
    const learner = demo.user('learner');
    const forLearner = ours((await list('admin', `?filter[user]=${learner.uuid}`)).json().data.items);
    expect(forLearner).toHaveLength(3);
    const workplace = built.companyWide;
    const byCourse = (await list('admin', `?filter[course]=${workplace.uuid}`)).json().data.items;
    expect(byCourse.map((item: { course_id: number }) => item.course_id)).toEqual([
      workplace.id,
      workplace.id,
    ]);
    const inactive = (await list('manager', '?filter[status]=inactive')).json().data.items;
    expect(ours(inactive)).toHaveLength(0);
    expect(inactive.every((item: { status: string }) => item.status !== 'active')).toBe(true);
    const departments = (await list('manager', '?enrollable_type=department')).json().data.items;
    expect(ours(departments)).toHaveLength(1);
    expect(
      departments.every((item: { enrollable_type: string }) => item.enrollable_type === 'department'),
    ).toBe(true);
    expect((await list('manager', '?filter[nonsense]=1')).statusCode).toBe(422);
  });

  it('runs the same number of SQL statements whatever the page size', async () => {
    const statements = async (perPage: number) =>
      (await countQueries(() => list('admin', `?per_page=${perPage}`))).count;
    expect(await statements(1)).toBe(await statements(5));
  });
});

describe('enrollments: writing', () => {
  it('lets a manager enroll a department of their company, and issues its access pass', async () => {
    const response = await create('manager', {
      course_id: built.learnerOnly.uuid,
      enrollable_type: 'department',
      enrollable_id: demo.operations.uuid,
      start_date: day(0),
      end_date: day(90),
    });
    expect(response.statusCode).toBe(201);
    const item = response.json().data.item;
    expect(item).toMatchObject({
      enrollable_type: 'department',
      enrollable_id: demo.operations.id,
      company_id: demo.nordlys.id,
      status: 'active',
      recur_after_days: null,
    });
    expect(response.json().data.meta.relations).toContain('enrollments');
    const [row] = await t.db.select().from(enrollments).where(eq(enrollments.uuid, item.uuid));
    expect(row).toMatchObject({
      course_id: built.learnerOnly.id,
      start_date: day(0),
      end_date: day(90),
      is_recurring: false,
    });
    const passes = await t.db
      .select()
      .from(accessPasses)
      .where(and(eq(accessPasses.issued_by_type, 'enrollment'), eq(accessPasses.issued_by_id, row.id)));
    expect(passes).toHaveLength(1);
    expect(passes[0]).toMatchObject({
      grantable_type: 'department',
      grantable_id: demo.operations.id,
      company_id: demo.nordlys.id,
    });
  });

  it('enrolls a user in the company acted in, recurring, from a multipart form', async () => {
    const boundary = 'enrollmentboundary';
    const fields = {
      course_id: String(built.companyWide.id),
      enrollable_type: 'user',
      enrollable_id: demo.user('head').uuid,
      start_date: day(-10),
      end_date: day(20),
      is_recurring: 'true',
      recur_after_days: '14',
    };
    const body = `${Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('')}--${boundary}--\r\n`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/enrollments',
      headers: auth(tokens.manager, { 'content-type': `multipart/form-data; boundary=${boundary}` }),
      payload: body,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.item).toMatchObject({
      enrollable_type: 'user',
      is_recurring: true,
      recur_after_days: 14,
      company_id: demo.nordlys.id,
    });
  });

  it('refuses to enroll another company’s company, department or user with 422 not_found_reference, writing nothing', async () => {
    const before = await enrollmentCount();
    for (const [type, key] of [
      ['company', demo.fjord.uuid],
      ['department', demo.drivers.id],
      ['user', demo.user('fjordLearner').uuid],
    ] as const) {
      const response = await create('manager', {
        course_id: built.companyWide.id,
        enrollable_type: type,
        enrollable_id: key,
        start_date: day(0),
        end_date: day(30),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ enrollable_id: ['The selected item does not exist.'] });
    }
    // multi@ belongs to both companies: Fjord's manager may enroll them in Fjord only.
    const multi = await create('fjordManager', {
      course_id: built.companyWide.id,
      enrollable_type: 'user',
      enrollable_id: demo.user('multi').id,
      company_id: demo.nordlys.id,
      start_date: day(0),
      end_date: day(30),
    });
    expect(multi.statusCode).toBe(422);
    expect(multi.json().errors).toEqual({ company_id: ['The selected item does not exist.'] });
    expect(await enrollmentCount()).toBe(before);
  });

  it('refuses learners with 403 and a course the company cannot use with 422', async () => {
    const before = await enrollmentCount();
    const learner = await create('learner', {
      course_id: built.companyWide.id,
      enrollable_type: 'user',
      enrollable_id: demo.user('learner').id,
      start_date: day(0),
      end_date: day(30),
    });
    expect(learner.statusCode).toBe(403);
    const [hidden] = await t.db
      .insert(courses)
      .values({ tenant_id: demo.tenantId, name: 'Internal pilot', is_public: false })
      .returning();
    const payload = {
      course_id: hidden.id,
      enrollable_type: 'company',
      enrollable_id: demo.nordlys.id,
      start_date: day(0),
      end_date: day(30),
    };
    const manager = await create('manager', payload);
    expect(manager.statusCode).toBe(422);
    expect(manager.json().errors).toEqual({ course_id: ['The selected item does not exist.'] });
    // The learner@-only course was never given to Fjord: its manager cannot hand it out.
    const notHeld = await create('fjordManager', {
      course_id: built.learnerOnly.uuid,
      enrollable_type: 'company',
      enrollable_id: demo.fjord.id,
      start_date: day(0),
      end_date: day(30),
    });
    expect(notHeld.statusCode).toBe(422);
    expect(notHeld.json().errors).toEqual({ course_id: ['The selected item does not exist.'] });
    expect(await enrollmentCount()).toBe(before);
    // An admin may enroll anyone in any course of the tenant.
    expect((await create('admin', payload)).statusCode).toBe(201);
    // Without an end date the enrollment is open-ended: nothing remains to count, and it cannot recur.
    // (Nordlys now has that course: the same company a second time would be refused, its Operations is not.)
    const openEnded = await create('admin', {
      ...payload,
      enrollable_type: 'department',
      enrollable_id: demo.operations.id,
      end_date: null,
    });
    expect(openEnded.statusCode).toBe(201);
    expect(enrollmentSchema.parse(openEnded.json().data.item)).toMatchObject({
      end_date: null,
      days_remaining: null,
      next_start_date: null,
      status: 'active',
    });
  });

  it('validates the dates in the language of the request (nb)', async () => {
    const before = await enrollmentCount();
    const nb = { 'accept-language': 'nb' };
    const base = {
      course_id: built.companyWide.id,
      enrollable_type: 'company',
      enrollable_id: demo.nordlys.id,
    };
    const endBeforeStart = await create('manager', { ...base, start_date: day(10), end_date: day(5) }, nb);
    expect(endBeforeStart.statusCode).toBe(422);
    expect(endBeforeStart.json()).toEqual({
      message: 'Oisann! Det er noen feil. Se over og rett dem.',
      errors: { end_date: ['Sluttdato må være etter dagens dato og startdatoen.'] },
    });
    const endInPast = await create('manager', { ...base, start_date: day(-30), end_date: day(-1) }, nb);
    expect(endInPast.json().errors).toEqual({
      end_date: ['Sluttdato må være etter dagens dato og startdatoen.'],
    });
    const notADate = await create('manager', { ...base, start_date: '2026-02-30', end_date: 'soon' }, nb);
    expect(notADate.json().errors).toEqual({
      start_date: ['Må være en dato (ÅÅÅÅ-MM-DD).'],
      end_date: ['Må være en dato (ÅÅÅÅ-MM-DD).'],
    });
    const negativePause = await create(
      'manager',
      { ...base, start_date: day(0), end_date: day(30), is_recurring: true, recur_after_days: -1 },
      nb,
    );
    expect(negativePause.json().errors).toEqual({ recur_after_days: ['Denne verdien er ikke gyldig.'] });
    const recurringWithoutEnd = await create(
      'manager',
      { ...base, start_date: day(0), is_recurring: true },
      nb,
    );
    expect(recurringWithoutEnd.json().errors).toEqual({ end_date: ['Dette feltet er påkrevd.'] });
    const unknownField = await create(
      'manager',
      { ...base, start_date: day(0), end_date: day(30), tenant_id: 2 },
      nb,
    );
    expect(unknownField.json().errors).toEqual({ tenant_id: ['Dette feltet er ikke tillatt.'] });
    expect(await enrollmentCount()).toBe(before);
  });

  it('revokes with update { revoked: true }: revoked_at is set, the status and abilities follow, the pass expires', async () => {
    const created = (
      await create('manager', {
        course_id: built.sales.id,
        enrollable_type: 'user',
        enrollable_id: demo.user('learner').id,
        start_date: day(0),
        end_date: day(60),
      })
    ).json().data.item;
    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/enrollments/${created.uuid}`,
      headers: auth(tokens.manager),
      payload: { _method: 'PATCH', revoked: true },
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.item).toMatchObject({ status: 'revoked', is_revoked: true, is_active: false });
    expect(revoked.json().data.item.abilities.revoke).toBe(false);
    const [row] = await t.db.select().from(enrollments).where(eq(enrollments.uuid, created.uuid));
    expect(row.revoked_at).not.toBeNull();
    const [pass] = await t.db
      .select()
      .from(accessPasses)
      .where(and(eq(accessPasses.issued_by_type, 'enrollment'), eq(accessPasses.issued_by_id, row.id)));
    expect(pass.expires_at).not.toBeNull();

    const restored = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/enrollments/${created.uuid}`,
      headers: auth(tokens.manager),
      payload: { revoked: false, end_date: day(61) },
    });
    expect(restored.json().data.item).toMatchObject({
      status: 'active',
      revoked_at: null,
      end_date: day(61),
    });
  });

  it('lets no one else update or delete a company’s enrollment, and writes nothing', async () => {
    const [nordlysEnrollment] = await t.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.id, enrolled.nordlysCompany.id));
    for (const role of ['fjordManager', 'fjordLearner'] as const) {
      const update = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/enrollments/${nordlysEnrollment.uuid}`,
        headers: auth(tokens[role]),
        payload: { revoked: true },
      });
      expect(update.statusCode).toBe(404);
      const remove = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/enrollments/${nordlysEnrollment.uuid}`,
        headers: auth(tokens[role]),
      });
      expect(remove.statusCode).toBe(404);
    }
    const learner = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/enrollments/${nordlysEnrollment.uuid}`,
      headers: auth(tokens.learner),
      payload: { revoked: true },
    });
    expect(learner.statusCode).toBe(403);
    const [after] = await t.db.select().from(enrollments).where(eq(enrollments.id, nordlysEnrollment.id));
    expect(after).toEqual(nordlysEnrollment);
  });

  it('deletes an enrollment with the passes it issued', async () => {
    const created = (
      await create('manager', {
        course_id: built.companyWide.id,
        enrollable_type: 'department',
        enrollable_id: demo.sales.id,
        start_date: day(1),
        end_date: day(40),
      })
    ).json().data.item;
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/enrollments/${created.uuid}`,
      headers: auth(tokens.manager),
      payload: { uuid: created.uuid },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.meta.relations).toContain('enrollments');
    expect(await t.db.select().from(enrollments).where(eq(enrollments.id, created.id))).toHaveLength(0);
    expect(
      await t.db
        .select()
        .from(accessPasses)
        .where(and(eq(accessPasses.issued_by_type, 'enrollment'), eq(accessPasses.issued_by_id, created.id))),
    ).toHaveLength(0);
  });
});
