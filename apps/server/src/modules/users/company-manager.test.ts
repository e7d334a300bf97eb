import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyUsers, incidents } from '../../db/schema/tenancy.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';

/**
 * PUT users/{user}/companies/{company}/manager (the organization users tab's "toggle user/manager"): a company's
 * manager changes a member's manager flag there, and nobody reaches another company's people or companies.
 */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;

const put = (role: DemoRole, user: string | number, company: string | number, is_manager: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/users/${user}/companies/${company}/manager`,
    headers: auth(tokens[role]),
    payload: { is_manager },
  });

const flagOf = async (userId: number, companyId: number) =>
  (
    await t.db
      .select({ is_manager: companyUsers.is_manager })
      .from(companyUsers)
      .where(and(eq(companyUsers.user_id, userId), eq(companyUsers.company_id, companyId)))
  )[0]?.is_manager;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
});
afterAll(() => t.close());

describe('PUT users/{user}/companies/{company}/manager', () => {
  it('makes a member a manager and a plain user again, applies at once and records who did it', async () => {
    const learner = demo.user('learner');
    const granted = await put('manager', learner.uuid, demo.nordlys.uuid, true);
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data.item).toEqual({
      user_id: learner.id,
      company_id: demo.nordlys.id,
      is_manager: true,
    });
    expect(await flagOf(learner.id, demo.nordlys.id)).toBe(true);
    // The learner's own session knows at once: they may now open the company's people.
    const asLearner = await t.app.inject({ url: '/api/v1/users', headers: auth(tokens.learner) });
    expect(asLearner.json().data.items.length).toBeGreaterThan(1);

    const revoked = await put('manager', learner.id, demo.nordlys.id, false);
    expect(revoked.statusCode).toBe(200);
    expect(await flagOf(learner.id, demo.nordlys.id)).toBe(false);
    const recorded = await t.db
      .select()
      .from(incidents)
      .where(
        and(eq(incidents.event, 'users.manager_changed'), eq(incidents.user_id, demo.user('manager').id)),
      );
    expect(recorded.map((row) => row.data)).toEqual([
      expect.objectContaining({ is_manager: true }),
      expect.objectContaining({ is_manager: false }),
    ]);
  });

  it('lets an administrator change it in any company', async () => {
    const fjordLearner = demo.user('fjordLearner');
    expect((await put('admin', fjordLearner.id, demo.fjord.id, true)).statusCode).toBe(200);
    expect(await flagOf(fjordLearner.id, demo.fjord.id)).toBe(true);
    expect((await put('admin', fjordLearner.id, demo.fjord.id, false)).statusCode).toBe(200);
  });

  it("gives another company's manager 404 for its people and its company, and changes nothing", async () => {
    const learner = demo.user('learner');
    const fjordLearner = demo.user('fjordLearner');
    const before = await t.db.select().from(companyUsers);
    expect((await put('fjordManager', learner.uuid, demo.nordlys.uuid, true)).statusCode).toBe(404);
    expect((await put('fjordManager', learner.id, demo.nordlys.id, true)).statusCode).toBe(404);
    // Their own learner in a company that is not theirs, and a Nordlys learner in their own company.
    expect((await put('fjordManager', fjordLearner.id, demo.nordlys.id, true)).statusCode).toBe(404);
    expect((await put('fjordManager', learner.id, demo.fjord.id, true)).statusCode).toBe(404);
    expect((await put('manager', fjordLearner.id, demo.fjord.id, true)).statusCode).toBe(404);
    expect(await t.db.select().from(companyUsers)).toEqual(before);
  });

  it('refuses learners, a department head and the manager themselves; a non-member is 404', async () => {
    const before = await t.db.select().from(companyUsers);
    const manager = demo.user('manager');
    const learner = demo.user('learner');
    expect((await put('learner', learner.id, demo.nordlys.id, true)).statusCode).toBe(404);
    expect((await put('learner', manager.id, demo.nordlys.id, false)).statusCode).toBe(404);
    expect((await put('head', learner.id, demo.nordlys.id, true)).statusCode).toBe(404);
    expect((await put('manager', manager.id, demo.nordlys.id, false)).statusCode).toBe(403);
    expect((await put('admin', demo.user('fjordLearner').id, demo.nordlys.id, true)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/v1/users/${learner.id}/companies/${demo.nordlys.id}/manager`,
          payload: { is_manager: true },
        })
      ).statusCode,
    ).toBe(401);
    const invalid = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${learner.id}/companies/${demo.nordlys.id}/manager`,
      headers: auth(tokens.manager),
      payload: { is_manager: 'yes' },
    });
    expect(invalid.statusCode).toBe(422);
    expect(await t.db.select().from(companyUsers)).toEqual(before);
  });
});

describe('GET users?filter[is_manager]', () => {
  const emails = async (role: DemoRole, value: string, scope: Record<string, string> = {}) => {
    const response = await t.app.inject({
      url: `/api/v1/users?per_page=100&filter[is_manager]=${value}`,
      headers: auth(tokens[role], scope),
    });
    expect(response.statusCode).toBe(200);
    return (response.json().data.items as { email: string }[]).map((user) => user.email).sort();
  };

  it("splits the company's people into managers and users of the company acted in", async () => {
    const scope = { 'context-scope': demo.nordlys.uuid };
    expect(await emails('manager', 'true', scope)).toEqual(['manager@academy.test']);
    const users = await emails('manager', 'false', scope);
    expect(users).toEqual(expect.arrayContaining(['head@academy.test', 'learner@academy.test']));
    expect(users).not.toContain('manager@academy.test');
    // An administrator acting in Nordlys gets the same split.
    expect(await emails('admin', 'true', scope)).toEqual(['manager@academy.test']);
  });
});
