import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, departmentUsers } from '../../db/schema/tenancy.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth, buildDepartment, buildUser, tokenFor } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';

/**
 * Issue 9 point 5: with the actor cache on (as in production), a change to a user's access applies to their
 * open sessions at once — not after the cache's seconds — and deactivation ends the sessions for good.
 */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;

beforeAll(async () => {
  t = await buildTestApp({ config: { actorCacheSeconds: 60 } });
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
});
afterAll(() => t.close());

const as = (role: DemoRole) => auth(tokens[role]);
const inFjord = (token: string) => auth(token, { 'context-scope': `companies:${demo.fjord.uuid}|company` });
const poll = (token: string) => t.app.inject({ url: '/api/v1/poll', headers: auth(token) });
const context = (token: string, headers = auth(token)) => t.app.inject({ url: '/api/v1/context', headers });

/** A Fjord learner with a session the cache already holds. */
async function cachedFjordLearner() {
  const user = await buildUser(t.db, demo.tenantId, { companyId: demo.fjord.id });
  const token = await tokenFor(t.db, user);
  expect((await poll(token)).statusCode).toBe(200);
  expect((await context(token)).json().data.item.user.uuid).toBe(user.uuid);
  return { user, token };
}

describe('sessions of a changed user', () => {
  it('end at once when the user is deleted', async () => {
    const { user, token } = await cachedFjordLearner();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${user.uuid}`,
      headers: as('admin'),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await poll(token)).statusCode).toBe(401);
    expect((await context(token)).json().data.item.user).toBeNull();
  });

  it('end for good when the user is deactivated: revoked in the database, not revived by reactivation', async () => {
    const { user, token } = await cachedFjordLearner();
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${user.uuid}`,
      headers: as('fjordManager'),
      payload: { is_active: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await poll(token)).statusCode).toBe(401);
    const stored = await t.db.select().from(accessTokens).where(eq(accessTokens.user_id, user.id));
    expect(stored.map((row) => row.revoked_at)).toEqual([expect.any(String)]);

    const on = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${user.uuid}`,
      headers: as('fjordManager'),
      payload: { is_active: true },
    });
    expect(on.statusCode).toBe(200);
    expect((await poll(token)).statusCode).toBe(401);
    // A new sign-in works again.
    expect((await poll(await tokenFor(t.db, user))).statusCode).toBe(200);
  });

  it('lose a company at once when an administrator detaches it from the user', async () => {
    const { user, token } = await cachedFjordLearner();
    expect((await context(token, inFjord(token))).statusCode).toBe(200);
    const detached = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${user.uuid}/detach/companies?detachable=${demo.fjord.id}`,
      headers: as('admin'),
    });
    expect(detached.statusCode).toBe(200);
    expect((await context(token, inFjord(token))).statusCode).toBe(403);
  });

  it('lose a company at once when its manager removes the user from it', async () => {
    const { user, token } = await cachedFjordLearner();
    const removed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${demo.fjord.uuid}/detach/users?detachable=${user.id}`,
      headers: as('fjordManager'),
    });
    expect(removed.statusCode).toBe(200);
    expect((await context(token, inFjord(token))).statusCode).toBe(403);
  });

  it('follow department memberships and the head flag at once', async () => {
    const { user, token } = await cachedFjordLearner();
    const isHead = async () => (await context(token)).json().data.item.user.is_department_head;
    const drivers = demo.drivers;
    const joined = await t.app.inject({
      method: 'POST',
      url: `/api/v1/departments/${drivers.uuid}/attach/users?attachable=${user.id}`,
      headers: as('fjordManager'),
    });
    expect(joined.statusCode).toBe(200);
    expect(await isHead()).toBe(false);
    const [membership] = await t.db
      .select()
      .from(departmentUsers)
      .where(eq(departmentUsers.user_id, user.id));
    const promoted = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/department-users/${membership.uuid}`,
      headers: as('fjordManager'),
      payload: { is_head: true },
    });
    expect(promoted.statusCode).toBe(200);
    expect(await isHead()).toBe(true);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/department-users/${membership.uuid}`,
      headers: as('fjordManager'),
    });
    expect(removed.statusCode).toBe(200);
    expect(await isHead()).toBe(false);

    const yard = await buildDepartment(t.db, demo.tenantId, demo.fjord.id, 'Yard');
    const headOfYard = await t.app.inject({
      method: 'POST',
      url: '/api/v1/department-users',
      headers: as('fjordManager'),
      payload: { department_id: yard.id, user_id: user.id, is_head: true },
    });
    expect(headOfYard.statusCode).toBe(201);
    expect(await isHead()).toBe(true);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/departments/${yard.uuid}`,
      headers: as('admin'),
    });
    expect(gone.statusCode).toBe(200);
    expect(await isHead()).toBe(false);
  });

  it('follow a role change at once', async () => {
    const { user, token } = await cachedFjordLearner();
    const promoted = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${user.uuid}`,
      headers: as('superAdmin'),
      payload: { role: 'admin' },
    });
    expect(promoted.statusCode).toBe(200);
    expect((await context(token)).json().data.item.user.is_admin).toBe(true);
  });
});
