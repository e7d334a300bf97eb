import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, departmentUsers, users } from '../../db/schema/tenancy.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth, demoCompany, tokenForDemo } from '../../test/factories.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const departmentNamed = async (name: string) =>
  (await t.db.select().from(departments).where(eq(departments.name, name)))[0];
const userByEmail = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email)))[0];

beforeAll(async () => {
  t = await buildTestApp();
  for (const name of ['learner', 'head', 'manager', 'fjord.manager', 'admin', 'super'])
    tokens[name] = await tokenForDemo(t.db, `${name}@academy.test`);
});
afterAll(() => t.close());

describe('departments', () => {
  it('shows managers their companies’ departments and learners their own', async () => {
    const names = async (who: string) =>
      (await t.app.inject({ url: '/api/v1/departments', headers: auth(tokens[who]) }))
        .json()
        .data.items.map((d: { name: string }) => d.name);
    expect(await names('manager')).toEqual(['Operations', 'Sales']);
    expect(await names('fjord.manager')).toEqual(['Drivers']);
    expect(await names('learner')).toEqual(['Sales']);
    expect(await names('admin')).toEqual(['Drivers', 'Operations', 'Sales']);
  });

  it('gives the ability map per role', async () => {
    const sales = await departmentNamed('Sales');
    const abilities = async (who: string) =>
      (await t.app.inject({ url: `/api/v1/departments/${sales.uuid}`, headers: auth(tokens[who]) })).json()
        .data?.item?.abilities;
    expect(await abilities('learner')).toEqual({
      view: true,
      update: false,
      delete: false,
      manageUsers: false,
    });
    expect(await abilities('manager')).toEqual({ view: true, update: true, delete: true, manageUsers: true });
    expect(await abilities('admin')).toEqual({ view: true, update: true, delete: true, manageUsers: true });
    expect(await abilities('super')).toEqual({ view: true, update: true, delete: true, manageUsers: true });
    expect(
      (
        await t.app.inject({
          url: `/api/v1/departments/${sales.uuid}`,
          headers: auth(tokens['fjord.manager']),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('creates a department only in a managed company', async () => {
    const nordlys = await demoCompany(t.db, 'nordlys');
    const fjord = await demoCompany(t.db, 'fjord');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/departments',
      headers: auth(tokens.manager),
      payload: { name: 'Support', company_id: nordlys.uuid },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.item).toMatchObject({
      name: 'Support',
      company_id: nordlys.id,
      company_uuid: nordlys.uuid,
      users_count: 0,
    });
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/v1/departments',
      headers: auth(tokens.manager),
      payload: { name: 'Infiltrators', company_id: fjord.id },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.company_id).toEqual(['The selected item does not exist.']);
    expect(await departmentNamed('Infiltrators')).toBeUndefined();
    const learner = await t.app.inject({
      method: 'POST',
      url: '/api/v1/departments',
      headers: auth(tokens.learner),
      payload: { name: 'Mine', company_id: nordlys.id },
    });
    expect(learner.statusCode).toBe(403);
    // The company is required, said plainly (the admin form shows it on its field).
    const without = await t.app.inject({
      method: 'POST',
      url: '/api/v1/departments',
      headers: auth(tokens.admin, { 'accept-language': 'nb' }),
      payload: { name: 'Orphan' },
    });
    expect(without.statusCode).toBe(422);
    expect(without.json().errors.company_id).toEqual(['Dette feltet er påkrevd.']);
  });

  it('attaches only users of the same company, and syncs in the order given', async () => {
    const operations = await departmentNamed('Operations');
    const learner = await userByEmail('learner@academy.test');
    const head = await userByEmail('head@academy.test');
    const fjordLearner = await userByEmail('fjord.learner@academy.test');
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/v1/departments/${operations.uuid}/attach/users?attachable=${fjordLearner.uuid}`,
      headers: auth(tokens.manager),
    });
    expect(foreign.statusCode).toBe(422);
    const synced = await t.app.inject({
      method: 'POST',
      url: `/api/v1/departments/${operations.uuid}/sync/users?synchronizables=${head.id},${learner.id}`,
      headers: auth(tokens.manager),
    });
    expect(synced.statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(departmentUsers)
      .where(eq(departmentUsers.department_id, operations.id))
      .orderBy(departmentUsers.sort_order);
    expect(rows.map((row) => row.user_id)).toEqual([head.id, learner.id]);
    expect(synced.json().data.item.users.map((u: { id: number }) => u.id)).toEqual([head.id, learner.id]);

    // Someone attached later joins at the end of the order.
    const manager = await userByEmail('manager@academy.test');
    const attached = await t.app.inject({
      method: 'POST',
      url: `/api/v1/departments/${operations.uuid}/attach/users?attachable=${manager.uuid}`,
      headers: auth(tokens.admin),
    });
    expect(attached.statusCode).toBe(200);
    expect(attached.json().data.item.users.map((u: { id: number }) => u.id)).toEqual([
      head.id,
      learner.id,
      manager.id,
    ]);
  });
});

describe('department names (issue 20)', () => {
  const create = (payload: Record<string, unknown>, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/departments',
      headers: auth(tokens.manager, { 'accept-language': language }),
      payload,
    });

  it('refuses a name the company already uses, on create and on rename, with 422 on `name`', async () => {
    const nordlys = await demoCompany(t.db, 'nordlys');
    const fjord = await demoCompany(t.db, 'fjord');
    const again = await create({ name: 'Sales', company_id: nordlys.uuid });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      name: ['A department with this name already exists in this company.'],
    });
    const nb = await create({ name: 'Sales', company_id: nordlys.uuid }, 'nb');
    expect(nb.json().errors).toEqual({
      name: ['Det finnes allerede en avdeling med dette navnet i denne bedriften.'],
    });

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/departments/${(await departmentNamed('Operations')).uuid}`,
      headers: auth(tokens.manager),
      payload: { name: 'Sales' },
    });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors).toEqual({
      name: ['A department with this name already exists in this company.'],
    });
    expect(await departmentNamed('Operations')).toBeDefined();
    // Another company may use the name.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/v1/departments',
      headers: auth(tokens.admin),
      payload: { name: 'Sales', company_id: fjord.uuid },
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('lets the constraint decide between two requests racing for one name', async () => {
    const nordlys = await demoCompany(t.db, 'nordlys');
    const answers = await Promise.all([
      create({ name: 'Night shift', company_id: nordlys.uuid }),
      create({ name: 'Night shift', company_id: nordlys.uuid }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    const refused = answers.find((answer) => answer.statusCode === 422)!;
    expect(refused.json().errors).toEqual({
      name: ['A department with this name already exists in this company.'],
    });
    expect(
      await t.db
        .select()
        .from(departments)
        .where(and(eq(departments.company_id, nordlys.id), eq(departments.name, 'Night shift'))),
    ).toHaveLength(1);
  });
});

describe('department-users', () => {
  it('lets a manager make a head of department, never across companies', async () => {
    const sales = await departmentNamed('Sales');
    const drivers = await departmentNamed('Drivers');
    const learner = await userByEmail('learner@academy.test');
    const [link] = await t.db
      .select()
      .from(departmentUsers)
      .where(and(eq(departmentUsers.department_id, sales.id), eq(departmentUsers.user_id, learner.id)));
    const promoted = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/department-users/${link.uuid}`,
      headers: auth(tokens.manager),
      payload: { is_head: true },
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().data.item).toMatchObject({ is_head: true, company_id: sales.company_id });
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/v1/department-users/${link.uuid}`,
          headers: auth(tokens['fjord.manager']),
          payload: { is_head: false },
        })
      ).statusCode,
    ).toBe(404);
    const cross = await t.app.inject({
      method: 'POST',
      url: '/api/v1/department-users',
      headers: auth(tokens.manager),
      payload: { department_id: drivers.id, user_id: learner.id },
    });
    expect(cross.statusCode).toBe(422);
    expect(
      await t.db
        .select()
        .from(departmentUsers)
        .where(and(eq(departmentUsers.department_id, drivers.id), eq(departmentUsers.user_id, learner.id))),
    ).toHaveLength(0);
  });

  it('shows a learner only their own memberships', async () => {
    const response = await t.app.inject({ url: '/api/v1/department-users', headers: auth(tokens.learner) });
    const learner = await userByEmail('learner@academy.test');
    const items = response.json().data.items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item: { user_id: number }) => item.user_id === learner.id)).toBe(true);
  });
});
