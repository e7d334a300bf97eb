import {
  companyProfileSchema,
  userAssociationsSchema,
  userScheduleSchema,
} from '@academy/contracts/entities/people-overview';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';

/**
 * Issue 14's reads beside the user and company items (spec §7): a user's schedule and associations, a company's
 * profile; and the password-reset mail an administrator or manager sends a person. Each is refused (404) to a
 * manager of another company and (403) to those who may see but not act.
 */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const get = (role: DemoRole, url: string) => t.app.inject({ url, headers: auth(tokens[role]) });
const post = (role: DemoRole, url: string) =>
  t.app.inject({ method: 'POST', url, headers: auth(tokens[role]), payload: {} });

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
});
afterAll(() => t.close());

describe('GET users/{id}/schedule', () => {
  const scheduleOf = (role: DemoRole, user: string | number, start: string, end: string) =>
    get(role, `/api/v1/users/${user}/schedule?start=${start}&end=${end}`);

  it("gives the learner's periods in the window: personal, department and company, the recurring one projected", async () => {
    const learner = demo.user('learner');
    const response = await scheduleOf('manager', learner.uuid, day(-30), day(365));
    expect(response.statusCode).toBe(200);
    const schedule = userScheduleSchema.parse(response.json().data.item);
    expect(schedule).toMatchObject({ start: day(-30), end: day(365) });
    const current = schedule.periods.filter((period) => !period.projected);
    expect(current.map((period) => period.enrolled_as).sort()).toEqual(['company', 'department', 'user']);
    // The demo's personal enrollment ends in 335 days and recurs after a 14-day pause, as long again.
    const personal = current.find((period) => period.enrolled_as === 'user')!;
    expect(personal).toMatchObject({ end_date: day(335), is_recurring: true, status: 'active' });
    const projected = schedule.periods.filter((period) => period.projected);
    expect(projected).toHaveLength(1);
    expect(projected[0]).toMatchObject({
      enrollment: { uuid: personal.enrollment.uuid },
      start_date: day(335 + 14 + 1),
      status: 'inactive',
    });
    // Ordered by start date.
    const starts = schedule.periods.map((period) => period.start_date);
    expect(starts).toEqual([...starts].sort());
  });

  it('leaves out periods outside the window, and refuses a window that ends before it starts', async () => {
    const learner = demo.user('learner');
    const before = await scheduleOf('admin', learner.id, '2000-01-01', '2000-12-31');
    expect(before.statusCode).toBe(200);
    expect(before.json().data.item.periods).toEqual([]);
    const backwards = await scheduleOf('admin', learner.id, day(10), day(0));
    expect(backwards.statusCode).toBe(422);
    expect(Object.keys(backwards.json().errors)).toContain('end');
    expect((await get('admin', `/api/v1/users/${learner.id}/schedule`)).statusCode).toBe(422);
  });

  it('is the learner’s own to read, but not a colleague’s; another company’s manager gets 404', async () => {
    const learner = demo.user('learner');
    expect((await scheduleOf('learner', learner.uuid, day(0), day(30))).statusCode).toBe(200);
    expect((await scheduleOf('learner', demo.user('head').uuid, day(0), day(30))).statusCode).toBe(404);
    expect((await scheduleOf('fjordManager', learner.uuid, day(0), day(30))).statusCode).toBe(404);
    expect((await scheduleOf('fjordManager', learner.id, day(0), day(30))).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/v1/users/${learner.uuid}/schedule?start=${day(0)}&end=${day(1)}` }))
        .statusCode,
    ).toBe(401);
  });
});

describe('GET users/{id}/associations', () => {
  it("names the user's companies and departments with the manager and head flags, and counts what they hold", async () => {
    const head = demo.user('head');
    const response = await get('admin', `/api/v1/users/${head.uuid}/associations`);
    expect(response.statusCode).toBe(200);
    const associations = userAssociationsSchema.parse(response.json().data.item);
    expect(associations.companies).toEqual([
      expect.objectContaining({ header: 'Nordlys AS', is_manager: false, is_active: true }),
    ]);
    expect(associations.departments).toEqual([
      expect.objectContaining({
        header: 'Sales',
        is_head: true,
        company: expect.objectContaining({ header: 'Nordlys AS' }),
      }),
    ]);
    // Nordlys' company enrollment and Sales' department enrollment apply to head@.
    expect(associations.enrollments_count).toBe(2);
  });

  it("shows a manager only the memberships within their own companies (multi@'s Fjord side stays hidden)", async () => {
    const multi = demo.user('multi');
    const asAdmin = (await get('admin', `/api/v1/users/${multi.uuid}/associations`)).json().data.item;
    expect(asAdmin.companies.map((company: { header: string }) => company.header)).toEqual([
      'Fjord Logistics',
      'Nordlys AS',
    ]);
    const asManager = (await get('manager', `/api/v1/users/${multi.uuid}/associations`)).json().data.item;
    expect(asManager.companies.map((company: { header: string }) => company.header)).toEqual(['Nordlys AS']);
  });

  it('answers 404 to a manager of another company and to a colleague', async () => {
    const learner = demo.user('learner');
    expect((await get('fjordManager', `/api/v1/users/${learner.uuid}/associations`)).statusCode).toBe(404);
    expect((await get('head', `/api/v1/users/${demo.user('manager').uuid}/associations`)).statusCode).toBe(
      404,
    );
  });
});

describe('GET companies/{id}/profile', () => {
  it('gives the company at a glance to its manager and to administrators', async () => {
    for (const role of ['manager', 'admin'] as const) {
      const response = await get(role, `/api/v1/companies/${demo.nordlys.id}/profile`);
      expect(response.statusCode, role).toBe(200);
      const profile = companyProfileSchema.parse(response.json().data.item);
      expect(profile.company).toMatchObject({
        uuid: demo.nordlys.uuid,
        header: 'Nordlys AS',
        is_active: true,
      });
      expect(profile.departments_count).toBe(2);
      expect(profile.users.total).toBeGreaterThanOrEqual(4);
      expect(profile.users.managers).toBe(1);
      expect(profile.enrollments.active).toBe(3);
      expect(profile.enrollments.recurring).toBe(1);
    }
  });

  it('refuses a member who does not manage it (403) and another company’s manager (404)', async () => {
    expect((await get('learner', `/api/v1/companies/${demo.nordlys.uuid}/profile`)).statusCode).toBe(403);
    expect((await get('fjordManager', `/api/v1/companies/${demo.nordlys.uuid}/profile`)).statusCode).toBe(
      404,
    );
    expect((await get('fjordManager', `/api/v1/companies/${demo.fjord.uuid}/profile`)).statusCode).toBe(200);
  });
});

describe('POST users/{id}/password-reset-mail', () => {
  it('refuses the learner themselves (403), a colleague (404) and another company’s manager (404)', async () => {
    const learner = demo.user('learner');
    expect((await post('learner', `/api/v1/users/${learner.uuid}/password-reset-mail`)).statusCode).toBe(403);
    expect(
      (await post('head', `/api/v1/users/${demo.user('manager').uuid}/password-reset-mail`)).statusCode,
    ).toBe(404);
    expect((await post('fjordManager', `/api/v1/users/${learner.uuid}/password-reset-mail`)).statusCode).toBe(
      404,
    );
  });
});
