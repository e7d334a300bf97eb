import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incidents } from '../../db/schema/tenancy.ts';
import { type DemoRole, demoRows, demoTokens } from '../../modules/enrollments/learning-test-support.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth, buildUser } from '../../test/factories.ts';

/**
 * Impersonation (spec §1, §6, §7; issue 14): an administrator acts in a company (Context-Scope) or as a user
 * (the user named in Context-Scope, or in Context-User), and every write made meanwhile is audited with both
 * people — the administrator and whom they acted as.
 */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;

const context = (role: DemoRole, headers: Record<string, string>) =>
  t.app.inject({ url: '/api/v1/context', headers: auth(tokens[role], headers) });
const userScope = (uuid: string) => `users:${uuid}|user`;
const companyScope = (uuid: string) => `companies:${uuid}|company`;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
});
afterAll(() => t.close());

describe('acting as a user', () => {
  it('takes a user named in Context-Scope as the user scope, acting in their only company', async () => {
    const learner = demo.user('learner');
    const response = await context('admin', { 'context-scope': userScope(learner.uuid) });
    expect(response.statusCode).toBe(200);
    const item = response.json().data.item;
    expect(item.impersonating).toBe(true);
    expect(item.context.user_scope).toMatchObject({ type: 'user', uuid: learner.uuid, name: 'Lene Larsen' });
    expect(item.context.scope).toMatchObject({ type: 'company', uuid: demo.nordlys.uuid });
    // The context's user stays the administrator (decisions: the real user).
    expect(item.user.email).toBe('admin@academy.test');
  });

  it('acts in no company for a user of two, and in the named one when both headers are sent', async () => {
    const multi = demo.user('multi');
    const alone = (await context('admin', { 'context-scope': userScope(multi.uuid) })).json().data.item;
    expect(alone.context.scope).toBeNull();
    const both = (
      await context('admin', {
        'context-scope': companyScope(demo.fjord.uuid),
        'context-user': userScope(multi.uuid),
      })
    ).json().data.item;
    expect(both.context.scope).toMatchObject({ uuid: demo.fjord.uuid });
    expect(both.context.user_scope).toMatchObject({ uuid: multi.uuid });
  });

  it('is refused to anyone but an administrator (403)', async () => {
    const learner = demo.user('learner');
    expect((await context('manager', { 'context-scope': userScope(learner.uuid) })).statusCode).toBe(403);
    expect((await context('learner', { 'context-user': userScope(demo.user('head').uuid) })).statusCode).toBe(
      403,
    );
  });
});

describe('the audit of impersonated writes', () => {
  const lastIncident = async (event: string) =>
    (
      await t.db
        .select()
        .from(incidents)
        .where(and(eq(incidents.event, event), eq(incidents.user_id, demo.user('admin').id)))
    ).at(-1);

  it('names the administrator and the company acted in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/departments',
      headers: auth(tokens.admin, { 'context-scope': companyScope(demo.nordlys.uuid) }),
      payload: { name: 'Audited', company_id: demo.nordlys.uuid },
    });
    expect(response.statusCode).toBe(201);
    const incident = await lastIncident('departments.created');
    expect(incident?.company_id).toBe(demo.nordlys.id);
    // The administrator is the incident's user; whom they acted for is named beside (platform/audit.ts).
    expect(incident?.user_id).toBe(demo.user('admin').id);
    expect(incident?.data).toMatchObject({ acting_as: { type: 'company', uuid: demo.nordlys.uuid } });
  });

  it('names both users when acting as a user', async () => {
    const learner = demo.user('learner');
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${learner.uuid}`,
      headers: auth(tokens.admin, { 'context-scope': userScope(learner.uuid) }),
      payload: { use_classic_player: true },
    });
    expect(response.statusCode).toBe(200);
    const incident = await lastIncident('users.updated');
    expect(incident?.user_id).toBe(demo.user('admin').id);
    expect(incident?.data).toMatchObject({ acting_as: { type: 'user', uuid: learner.uuid } });
  });

  it('adds nothing to writes made without impersonating', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/departments',
      headers: auth(tokens.admin),
      payload: { name: 'Plain', company_id: demo.fjord.uuid },
    });
    expect(response.statusCode).toBe(201);
    expect((await lastIncident('departments.created'))?.data).not.toHaveProperty('acting_as');
  });
});

describe('whom an administrator may act as (issue 20 finding 9)', () => {
  const actAs = (role: DemoRole, target: DemoRole, header: 'context-user' | 'context-scope') =>
    context(role, { [header]: userScope(demo.user(target).uuid) });

  it('refuses an administrator acting as the super admin or another administrator, in either header', async () => {
    expect(demo.user('admin').role).toBe('admin');
    for (const header of ['context-user', 'context-scope'] as const) {
      const refused = await actAs('admin', 'superAdmin', header);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe((await actAs('manager', 'learner', header)).json().message);
    }
    const secondAdmin = await buildUser(t.db, demo.tenantId, { role: 'admin' });
    expect((await context('admin', { 'context-user': userScope(secondAdmin.uuid) })).statusCode).toBe(403);
    // The refusal records no impersonation.
    const recorded = await t.db
      .select()
      .from(incidents)
      .where(and(eq(incidents.event, 'impersonation'), eq(incidents.user_id, demo.user('admin').id)));
    expect(recorded.map((row) => row.target)).not.toContain(userScope(demo.user('superAdmin').uuid));
  });

  it('writes nothing "as" the super admin: the write is refused and the changelog has no such entry', async () => {
    const superAdmin = demo.user('superAdmin');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/departments',
      headers: auth(tokens.admin, { 'context-user': userScope(superAdmin.uuid) }),
      payload: { name: 'As the super admin', company_id: demo.nordlys.uuid },
    });
    expect(response.statusCode).toBe(403);
    const written = await t.db.select().from(incidents).where(eq(incidents.event, 'departments.created'));
    expect(written.filter((row) => JSON.stringify(row.data).includes(superAdmin.uuid))).toEqual([]);
  });

  it('lets the super admin act as an administrator, and an administrator as a learner', async () => {
    const asAdmin = await actAs('superAdmin', 'admin', 'context-user');
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().data.item.context.user_scope).toMatchObject({ uuid: demo.user('admin').uuid });
    expect((await actAs('admin', 'learner', 'context-user')).statusCode).toBe(200);
  });
});
