import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/tenancy.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth, buildUser } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';

/** Issue 14: roles are handed out by super admins only; the users list filters by last sign-in. */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;

const patch = (role: DemoRole, uuid: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/users/${uuid}`, headers: auth(tokens[role]), payload });
const roleOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0].role;
const emails = async (query: string) =>
  (await t.app.inject({ url: `/api/v1/users?per_page=100${query}`, headers: auth(tokens.admin) }))
    .json()
    .data.items.map((user: { email: string }) => user.email);

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
});
afterAll(() => t.close());

describe('roles', () => {
  it('lets a super admin make an admin and back, and says so in assignRole', async () => {
    const person = await buildUser(t.db, demo.tenantId, { companyId: demo.fjord.id });
    const item = (
      await t.app.inject({ url: `/api/v1/users/${person.uuid}`, headers: auth(tokens.superAdmin) })
    ).json().data.item;
    expect(item.abilities.assignRole).toBe(true);
    expect((await patch('superAdmin', person.uuid, { role: 'admin' })).statusCode).toBe(200);
    expect(await roleOf(person.id)).toBe('admin');
    expect((await patch('superAdmin', person.uuid, { role: 'user' })).statusCode).toBe(200);
    expect(await roleOf(person.id)).toBe('user');
  });

  it('refuses an admin any role change (403), but takes the unchanged role a form sends back', async () => {
    const person = await buildUser(t.db, demo.tenantId, { companyId: demo.fjord.id });
    expect((await patch('admin', person.uuid, { role: 'admin' })).statusCode).toBe(403);
    expect(await roleOf(person.id)).toBe('user');
    const unchanged = await patch('admin', person.uuid, { role: 'user', first_name: 'Renamed' });
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().data.item.first_name).toBe('Renamed');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: auth(tokens.admin),
      payload: { first_name: 'Ada', last_name: 'Admin', email: 'ada.admin@example.test', role: 'admin' },
    });
    expect(created.statusCode).toBe(403);
    expect((await t.db.select().from(users).where(eq(users.email, 'ada.admin@example.test'))).length).toBe(0);
  });

  it('does not let anyone drop their own role or deactivate themselves', async () => {
    const me = demo.user('superAdmin');
    expect((await patch('superAdmin', me.uuid, { role: 'user' })).statusCode).toBe(403);
    expect(await roleOf(me.id)).toBe('super_admin');
    const admin = demo.user('admin');
    expect((await patch('admin', admin.uuid, { is_active: false })).statusCode).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.id));
    expect(row.is_active).toBe(true);
  });
});

describe('last sign-in filters', () => {
  it('narrows the list to who signed in within the days given, or never', async () => {
    // Demo: super@ 1 day before the seed, admin@ 2, manager@ 3 … learner@ never. The days are read from the seeded
    // rows, not from today's date: the seed may have run before midnight and the test after it.
    const dayOf = async (email: string) => {
      const [row] = await t.db.select().from(users).where(eq(users.email, email));
      return new Date(String(row.last_login_at)).toISOString().slice(0, 10);
    };
    const recent = await emails(`&filter[last_login_from]=${await dayOf('admin@academy.test')}`);
    expect(recent).toEqual(expect.arrayContaining(['super@academy.test', 'admin@academy.test']));
    expect(recent).not.toContain('manager@academy.test');
    const older = await emails(
      `&filter[last_login_to]=${await dayOf('manager@academy.test')}&filter[logged_in]=true`,
    );
    expect(older).toContain('manager@academy.test');
    expect(older).not.toContain('super@academy.test');
    const never = await emails('&filter[logged_in]=false');
    expect(never).toContain('learner@academy.test');
    expect(never).not.toContain('admin@academy.test');
    const bad = await t.app.inject({
      url: '/api/v1/users?filter[last_login_from]=yesterday',
      headers: auth(tokens.admin),
    });
    expect(bad.statusCode).toBe(422);
  });
});
