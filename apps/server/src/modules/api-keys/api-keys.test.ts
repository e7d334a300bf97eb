import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, companyUsers, incidents, users } from '../../db/schema/tenancy.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';
import { buildApiKey } from './api-key-test-support.ts';

/**
 * API keys of a company (issue 23 §3): made and revoked by its managers, shown once, stored hashed, used as a
 * caller that is not a user — a manager of the key's company, held to the key's permissions — and audited.
 */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const create = (role: DemoRole, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/api-keys', headers: auth(tokens[role]), payload });
const revoke = (role: DemoRole, id: string | number) =>
  t.app.inject({ method: 'POST', url: `/api/v1/api-keys/${id}/revoke`, headers: auth(tokens[role]) });
const keyRow = async (uuid: string) => (await t.db.select().from(apiKeys).where(eq(apiKeys.uuid, uuid)))[0];
const nordlysMemberIds = async () =>
  (
    await t.db
      .select({ id: companyUsers.user_id })
      .from(companyUsers)
      .where(eq(companyUsers.company_id, demo.nordlys.id))
  ).map((row) => row.id);

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
});
afterAll(() => t.close());

describe('an API key from making to revoking', () => {
  it('is shown once, works as its company within its permissions, is audited, and stops when revoked', async () => {
    const made = await create('manager', { name: 'HR sync', permissions: ['users.read'] });
    expect(made.statusCode).toBe(201);
    const item = made.json().data.item;
    expect(item).toMatchObject({
      name: 'HR sync',
      company_id: demo.nordlys.id,
      permissions: ['users.read'],
      status: 'active',
      last_used_at: null,
      expires_at: null,
      created_by: demo.user('manager').id,
    });
    const key: string = item.key;
    expect(key.startsWith(`${item.prefix}_`)).toBe(true);
    expect(made.body).not.toContain('secret_hash');
    // Stored as the secret's hash alone: the key itself is nowhere in the database.
    const stored = await keyRow(item.uuid);
    const secret = key.slice(item.prefix.length + 1);
    expect(stored.secret_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(secret);

    // Listed for the manager with its start only, never again in full.
    const listed = await t.app.inject({ url: '/api/v1/api-keys', headers: auth(tokens.manager) });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(secret);
    expect(listed.body).not.toContain('secret_hash');
    expect(listed.json().data.items.map((row: { uuid: string }) => row.uuid)).toContain(item.uuid);

    // Used: the company's people, no one else's.
    const people = await t.app.inject({ url: '/api/v1/users?per_page=100', headers: bearer(key) });
    expect(people.statusCode).toBe(200);
    const ids: number[] = people.json().data.items.map((row: { id: number }) => row.id);
    const members = await nordlysMemberIds();
    expect(ids).toContain(demo.user('learner').id);
    expect(ids.every((id) => members.includes(id))).toBe(true);
    expect(ids).not.toContain(demo.user('fjordLearner').id);
    const foreign = await t.app.inject({
      url: `/api/v1/users/${demo.user('fjordLearner').uuid}`,
      headers: bearer(key),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await keyRow(item.uuid)).last_used_at).not.toBeNull();

    // Not granted: enrollments, changing people, and anything outside the resources.
    const enrollments = await t.app.inject({ url: '/api/v1/enrollments', headers: bearer(key) });
    expect(enrollments.statusCode).toBe(403);
    const learner = demo.user('learner');
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${learner.uuid}`,
      headers: bearer(key),
      payload: { first_name: 'Changed' },
    });
    expect(patched.statusCode).toBe(403);
    expect((await t.db.select().from(users).where(eq(users.id, learner.id)))[0].first_name).toBe(
      learner.first_name,
    );
    const insights = await t.app.inject({
      url: `/api/v1/companies/${demo.nordlys.uuid}/insights`,
      headers: bearer(key),
    });
    expect(insights.statusCode).toBe(401);

    // The writing request was audited, naming the key, though it was refused.
    const used = await t.db
      .select()
      .from(incidents)
      .where(
        and(eq(incidents.event, 'api-keys.used'), eq(incidents.target, `api-keys:${item.uuid}|api_key`)),
      );
    expect(used).toHaveLength(1);
    expect(used[0]).toMatchObject({
      user_id: null,
      company_id: demo.nordlys.id,
      data: expect.objectContaining({ method: 'PATCH', api_key: { uuid: item.uuid, name: 'HR sync' } }),
    });

    const revoked = await revoke('manager', item.uuid);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.item).toMatchObject({ status: 'revoked', abilities: { revoke: false } });
    expect(revoked.body).not.toContain('secret_hash');
    const after = await t.app.inject({ url: '/api/v1/users', headers: bearer(key) });
    expect(after.statusCode).toBe(401);
    expect((await revoke('manager', item.uuid)).statusCode).toBe(403);
    const trail = await t.db
      .select()
      .from(incidents)
      .where(eq(incidents.target, `api-keys:${item.uuid}|api_key`));
    expect(trail.map((row) => row.event).sort()).toEqual([
      'api-keys.created',
      'api-keys.revoked',
      'api-keys.used',
    ]);
  });

  it('changes what its write permission allows, and names itself in the change’s incident', async () => {
    const { key, row } = await buildApiKey(t.db, {
      tenantId: demo.tenantId,
      companyId: demo.nordlys.id,
      permissions: ['users.read', 'users.write', 'enrollments.read'],
      name: 'Payroll',
    });
    const learner = demo.user('learner');
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${learner.uuid}`,
      headers: bearer(key),
      payload: { first_name: 'Keyed' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data.item.first_name).toBe('Keyed');
    const [updated] = await t.db
      .select()
      .from(incidents)
      .where(and(eq(incidents.event, 'users.updated'), eq(incidents.target, `users:${learner.uuid}|user`)));
    expect(updated.data).toMatchObject({ api_key: { uuid: row.uuid, name: 'Payroll' } });
    await t.db.update(users).set({ first_name: learner.first_name }).where(eq(users.id, learner.id));

    // Its company's enrollments only.
    const enrollments = await t.app.inject({ url: '/api/v1/enrollments?per_page=100', headers: bearer(key) });
    expect(enrollments.statusCode).toBe(200);
    const companiesSeen = new Set(
      enrollments.json().data.items.map((item: { company_id: number }) => item.company_id),
    );
    expect([...companiesSeen]).toEqual([demo.nordlys.id]);
    // A Context-Scope naming another company changes nothing: a key acts for its own company only.
    const scoped = await t.app.inject({
      url: '/api/v1/users?per_page=100',
      headers: { ...bearer(key), 'context-scope': demo.fjord.uuid },
    });
    expect(scoped.json().data.items.map((item: { id: number }) => item.id)).not.toContain(
      demo.user('fjordLearner').id,
    );
    // A key never manages keys.
    expect((await t.app.inject({ url: '/api/v1/api-keys', headers: bearer(key) })).statusCode).toBe(403);
    const byKey = await t.app.inject({
      method: 'POST',
      url: '/api/v1/api-keys',
      headers: bearer(key),
      payload: { name: 'Child', permissions: ['users.read'] },
    });
    expect(byKey.statusCode).toBe(401);
  });

  it('writes last_used_at at most once a minute', async () => {
    const { key, row } = await buildApiKey(t.db, {
      tenantId: demo.tenantId,
      companyId: demo.nordlys.id,
      permissions: ['users.read'],
    });
    await t.app.inject({ url: '/api/v1/users', headers: bearer(key) });
    const first = (await keyRow(row.uuid)).last_used_at;
    expect(first).not.toBeNull();
    await t.app.inject({ url: '/api/v1/users', headers: bearer(key) });
    expect((await keyRow(row.uuid)).last_used_at).toBe(first);
  });

  it('answers 401 for an expired key, a wrong secret and an unknown key, as for a bad token', async () => {
    const expired = await buildApiKey(t.db, {
      tenantId: demo.tenantId,
      companyId: demo.nordlys.id,
      permissions: ['users.read'],
      expiresAt: '2020-01-01T00:00:00Z',
    });
    const live = await buildApiKey(t.db, {
      tenantId: demo.tenantId,
      companyId: demo.nordlys.id,
      permissions: ['users.read'],
    });
    const wrongSecret = `${live.row.prefix}_${'x'.repeat(43)}`;
    for (const key of [expired.key, wrongSecret, 'ak_000000000000_nothing-like-a-key-at-all'])
      expect((await t.app.inject({ url: '/api/v1/users', headers: bearer(key) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/users', headers: bearer(live.key) })).statusCode).toBe(200);
  });
});

describe('who makes, sees and revokes keys', () => {
  it('refuses what is not a manager’s, checks the input, and lets an administrator act for any company', async () => {
    expect((await create('learner', { name: 'Mine', permissions: ['users.read'] })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/api-keys', headers: auth(tokens.learner) })).statusCode).toBe(
      403,
    );
    const invalid = await create('manager', { name: '', permissions: [], expires_on: '2020-01-01' });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['name', 'permissions']);
    const past = await create('manager', {
      name: 'Old',
      permissions: ['users.read'],
      expires_on: '2020-01-01',
    });
    expect(past.statusCode).toBe(422);
    expect(Object.keys(past.json().errors)).toEqual(['expires_on']);

    const forFjord = await create('admin', {
      name: 'Fjord sync',
      permissions: ['enrollments.read'],
      company_id: demo.fjord.uuid,
      expires_on: '2999-12-31',
    });
    expect(forFjord.statusCode).toBe(201);
    expect(forFjord.json().data.item).toMatchObject({
      company_id: demo.fjord.id,
      expires_at: '3000-01-01T00:00:00.000Z',
      status: 'active',
    });
  });

  it("keeps one company's keys from another company's manager: not listed, not read, not revoked, not made", async () => {
    const { row } = await buildApiKey(t.db, {
      tenantId: demo.tenantId,
      companyId: demo.nordlys.id,
      permissions: ['users.read'],
      name: 'Nordlys only',
    });
    const list = await t.app.inject({
      url: '/api/v1/api-keys?per_page=100',
      headers: auth(tokens.fjordManager),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items.map((item: { uuid: string }) => item.uuid)).not.toContain(row.uuid);
    const read = await t.app.inject({
      url: `/api/v1/api-keys/${row.uuid}`,
      headers: auth(tokens.fjordManager),
    });
    expect(read.statusCode).toBe(404);
    expect((await revoke('fjordManager', row.uuid)).statusCode).toBe(404);
    expect((await revoke('fjordManager', row.id)).statusCode).toBe(404);
    expect((await keyRow(row.uuid)).revoked_at).toBeNull();
    const made = await create('fjordManager', {
      name: 'Spy',
      permissions: ['users.read'],
      company_id: demo.nordlys.id,
    });
    expect(made.statusCode).toBe(422);
    expect(made.json().errors).toHaveProperty('company_id');
    const own = await t.app.inject({ url: `/api/v1/api-keys/${row.uuid}`, headers: auth(tokens.manager) });
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain(row.secret_hash);
  });
});
