import { accessPassSchema } from '@academy/contracts/entities/access-pass';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../db/query-counter.ts';
import { accessPasses } from '../../db/schema/learning.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildCourse, dateFromToday } from '../../test/content-factories.ts';
import { buildEnrollmentWithPass } from '../../test/enrolled-company.ts';
import { auth } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from './learning-test-support.ts';

let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;

const create = (role: DemoRole, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/access-passes',
    headers: auth(tokens[role], headers),
    payload,
  });
const passCount = async () => (await t.db.select({ id: accessPasses.id }).from(accessPasses)).length;

type Course = Awaited<ReturnType<typeof buildCourse>>['course'];
/**
 * The courses and passes these tests read, issued by enrollments as the demo issues its own: `companyWide`
 * for all of Nordlys and for fjord.learner in Fjord, `sales` for Nordlys' Sales and for multi@ in Fjord,
 * `learnerOnly` for learner@. Lists are compared on these; the demo's own passes are left out.
 */
let built: Record<'companyWide' | 'sales' | 'learnerOnly', Course>;
let fjordPassId: number;
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
  const enroll = (
    courseId: number,
    companyId: number,
    enrollable: { type: 'user' | 'department' | 'company'; id: number },
  ) =>
    buildEnrollmentWithPass(t.db, demo.tenantId, {
      courseId,
      companyId,
      enrollable,
      startDate: dateFromToday(-14),
      endDate: dateFromToday(351),
    });
  const nordlys = demo.nordlys.id;
  const fjord = demo.fjord.id;
  await enroll(built.companyWide.id, nordlys, { type: 'company', id: nordlys });
  fjordPassId = (
    await enroll(built.companyWide.id, fjord, { type: 'user', id: demo.user('fjordLearner').id })
  ).pass.id;
  await enroll(built.sales.id, nordlys, { type: 'department', id: demo.sales.id });
  await enroll(built.sales.id, fjord, { type: 'user', id: demo.user('multi').id });
  await enroll(built.learnerOnly.id, nordlys, { type: 'user', id: demo.user('learner').id });
});
afterAll(() => t.close());

describe('access passes', () => {
  it("lists a manager's company passes with course, grantee and issuer; never another company's", async () => {
    const response = await t.app.inject({
      url: '/api/v1/access-passes?with=insights',
      headers: auth(tokens.manager),
    });
    expect(response.statusCode).toBe(200);
    const all = response.json().data.items;
    for (const item of all) expect(item.company_id).toBe(demo.nordlys.id);
    const items = ours(all);
    expect(items).toHaveLength(3);
    for (const item of items) {
      accessPassSchema.parse(item);
      expect(item.abilities).toEqual({ view: true, update: true, delete: true });
      expect(item.expired).toBe(false);
      expect(item.issued_by).toMatchObject({ fqmi: expect.stringMatching(/^enrollments:.*\|enrollment$/) });
    }
    const sales = items.find((item: { grantable_type: string }) => item.grantable_type === 'department');
    expect(sales.grantable).toMatchObject({ id: demo.sales.id, header: 'Sales' });
    // Sales has head@ and learner@; nobody has completed the course yet.
    expect(sales.insights).toEqual({ enrollments: 1, enrollables: 2, progress: 0, progress_fraction: 0 });

    const fjord = (
      await t.app.inject({ url: '/api/v1/access-passes', headers: auth(tokens.fjordManager) })
    ).json().data.items;
    expect(ours(fjord).map((item: { company_id: number }) => item.company_id)).toEqual([
      demo.fjord.id,
      demo.fjord.id,
    ]);
    expect(fjord.every((item: { company_id: number }) => item.company_id === demo.fjord.id)).toBe(true);
  });

  it('is not for learners (403), and another company’s pass is a 404 for read, update and delete', async () => {
    expect(
      (await t.app.inject({ url: '/api/v1/access-passes', headers: auth(tokens.learner) })).statusCode,
    ).toBe(403);
    const [fjordPass] = await t.db.select().from(accessPasses).where(eq(accessPasses.id, fjordPassId));
    expect(
      (await t.app.inject({ url: `/api/v1/access-passes/${fjordPass.uuid}`, headers: auth(tokens.manager) }))
        .statusCode,
    ).toBe(404);
    const update = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/access-passes/${fjordPass.uuid}`,
      headers: auth(tokens.manager),
      payload: { certificate_valid_for: 1 },
    });
    expect(update.statusCode).toBe(404);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/access-passes/${fjordPass.uuid}`,
      headers: auth(tokens.manager),
    });
    expect(remove.statusCode).toBe(404);
    expect((await t.db.select().from(accessPasses).where(eq(accessPasses.id, fjordPass.id)))[0]).toEqual(
      fjordPass,
    );
  });

  it('creates one pass per selected course and returns the list in data.item', async () => {
    const head = demo.user('head');
    const response = await create('manager', {
      course_ids: [built.learnerOnly.uuid, built.sales.id],
      grantable_type: 'user',
      grantable_id: head.uuid,
      certificate_valid_for: 365,
    });
    expect(response.statusCode).toBe(201);
    const item = response.json().data.item;
    expect(Array.isArray(item)).toBe(true);
    expect(item).toHaveLength(2);
    for (const pass of item) accessPassSchema.parse(pass);
    expect(item.map((pass: { course_id: number }) => pass.course_id).sort()).toEqual(
      [built.learnerOnly.id, built.sales.id].sort(),
    );
    expect(item[0]).toMatchObject({
      grantable_type: 'user',
      grantable_id: head.id,
      company_id: demo.nordlys.id,
      certificate_valid_for: 365,
      issued_by_type: 'user',
    });
    expect(item[0].issued_by).toMatchObject({ id: demo.user('manager').id, header: 'Marte Nilsen' });
    const rows = await t.db
      .select()
      .from(accessPasses)
      .where(and(eq(accessPasses.grantable_type, 'user'), eq(accessPasses.grantable_id, head.id)));
    expect(rows).toHaveLength(2);
  });

  it("refuses a course that already has a pass for the grantee ('validation.access_pass_exists'), writing none", async () => {
    const before = await passCount();
    const response = await create(
      'manager',
      {
        course_ids: [built.companyWide.id, built.learnerOnly.id],
        grantable_type: 'user',
        grantable_id: demo.user('head').id,
      },
      { 'accept-language': 'nb' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      course_ids: ['Det er allerede utstedt et adgangspass for ett av de valgte kursene.'],
    });
    expect(await passCount()).toBe(before);
  });

  it("requires at least one course ('validation.course_required')", async () => {
    for (const payload of [{}, { course_ids: [] }]) {
      const response = await create('manager', {
        ...payload,
        grantable_type: 'department',
        grantable_id: demo.operations.id,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ course_ids: ['At least one course is required.'] });
    }
  });

  it('refuses grantees and companies of another company with 422, writing nothing', async () => {
    const before = await passCount();
    const cases: [DemoRole, Record<string, unknown>, string][] = [
      ['manager', { grantable_type: 'department', grantable_id: demo.drivers.uuid }, 'grantable_id'],
      ['manager', { grantable_type: 'company', grantable_id: demo.fjord.id }, 'grantable_id'],
      ['fjordManager', { grantable_type: 'user', grantable_id: demo.user('learner').id }, 'grantable_id'],
      [
        'fjordManager',
        { grantable_type: 'user', grantable_id: demo.user('multi').id, company_id: demo.nordlys.uuid },
        'company_id',
      ],
    ];
    for (const [role, payload, field] of cases) {
      const response = await create(role, { course_ids: [built.learnerOnly.id], ...payload });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ [field]: ['The selected item does not exist.'] });
    }
    expect(
      (
        await create('learner', {
          course_ids: [built.learnerOnly.id],
          grantable_type: 'user',
          grantable_id: demo.user('learner').id,
        })
      ).statusCode,
    ).toBe(403);
    expect(await passCount()).toBe(before);
  });

  it('updates and deletes a pass of the own company', async () => {
    const created = (
      await create('manager', {
        course_ids: [built.companyWide.id],
        grantable_type: 'department',
        grantable_id: demo.operations.id,
      })
    ).json().data.item[0];
    const updated = await t.app.inject({
      method: 'POST',
      url: `/api/v1/access-passes/${created.uuid}`,
      headers: auth(tokens.manager),
      payload: { _method: 'PATCH', certificate_valid_for: 30, expires_at: '2020-01-01T00:00:00Z' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.item).toMatchObject({ certificate_valid_for: 30, expired: true });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/access-passes/${created.uuid}`,
      headers: auth(tokens.manager),
    });
    expect(removed.statusCode).toBe(200);
    expect(await t.db.select().from(accessPasses).where(eq(accessPasses.id, created.id))).toHaveLength(0);
  });

  it('runs the same number of SQL statements for 1 and for all passes a page, insights included', async () => {
    const statements = async (perPage: number) =>
      (
        await countQueries(() =>
          t.app.inject({
            url: `/api/v1/access-passes?per_page=${perPage}&with=insights`,
            headers: auth(tokens.admin),
          }),
        )
      ).count;
    await statements(1); // warms the tenant cache
    // Relations with nothing to load run no query, so a one-row page may run fewer; neither grows with the rows.
    expect(await statements(1)).toBeLessThanOrEqual(await statements(50));
    // One of them reads the courses' titles in the reader's language (one query a page, however many courses).
    expect(await statements(50)).toBeLessThanOrEqual(9);
  });
});
