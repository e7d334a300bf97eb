import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { companyUsers, departmentUsers, users } from '../../db/schema/tenancy.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  auth,
  buildCompany,
  buildDepartment,
  buildUser,
  demoTenant,
  tokenFor,
} from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';

// People are seen by the same rule wherever they appear: in the users list and in a company's or a
// department's `users`. A learner sees themselves; a manager their company's learners; a head their department.
let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;
beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
});
afterAll(() => t.close());

const emailsOf = async (role: DemoRole, url: string) => {
  const response = await t.app.inject({ url, headers: auth(tokens[role]) });
  expect(response.statusCode).toBe(200);
  const users = response.json().data.item.users as { email: string }[];
  return users.map((user) => user.email).sort();
};

it("shows a learner only themselves among their company's and department's people", async () => {
  expect(await emailsOf('learner', `/api/v1/companies/${demo.nordlys.uuid}?with=users`)).toEqual([
    'learner@academy.test',
  ]);
  expect(await emailsOf('learner', `/api/v1/departments/${demo.sales.uuid}?with=users`)).toEqual([
    'learner@academy.test',
  ]);
});

it("shows a manager their company's people, and a head their department's", async () => {
  const companyPeople = await emailsOf('manager', `/api/v1/companies/${demo.nordlys.uuid}?with=users`);
  expect(companyPeople).toEqual(
    expect.arrayContaining(['learner@academy.test', 'head@academy.test', 'multi@academy.test']),
  );
  const departmentPeople = await emailsOf('head', `/api/v1/departments/${demo.sales.uuid}?with=users`);
  expect(departmentPeople).toEqual(expect.arrayContaining(['head@academy.test', 'learner@academy.test']));
});

it("does not answer filters naming another company's companies or departments", async () => {
  const list = async (query: string) => {
    const response = await t.app.inject({
      url: `/api/v1/users?${query}`,
      headers: auth(tokens.fjordManager),
    });
    expect(response.statusCode).toBe(200);
    return (response.json().data.items as { email: string }[]).map((user) => user.email);
  };
  // multi@ belongs to both companies: Fjord's manager sees them under Fjord, but learns nothing of Nordlys.
  expect(await list(`filter[company]=${demo.fjord.id}`)).toContain('multi@academy.test');
  expect(await list(`filter[company]=${demo.nordlys.id}`)).toEqual([]);
  expect(await list(`filter[company]=${demo.nordlys.uuid}`)).toEqual([]);
  expect(await list(`filter[department]=${demo.operations.id}`)).toEqual([]);
  expect(await list(`filter[department]=${demo.drivers.id}`)).toContain('multi@academy.test');
});

it("lists a department head their department's people, lets them open those, and no one else", async () => {
  const get = (url: string) => t.app.inject({ url, headers: auth(tokens.head) });
  const listed = await get('/api/v1/users?per_page=100');
  expect(listed.statusCode).toBe(200);
  const emails = (listed.json().data.items as { email: string }[]).map((user) => user.email).sort();
  expect(emails).toEqual(['head@academy.test', 'learner@academy.test']);
  const learner = demo.user('learner');
  const opened = await get(`/api/v1/users/${learner.uuid}`);
  expect(opened.statusCode).toBe(200);
  // They see the learner, but changing the account is the managers' (spec §6).
  expect(opened.json().data.item.abilities).toMatchObject({ view: true, update: false, delete: false });
  expect((await get(`/api/v1/users/${demo.user('multi').uuid}`)).statusCode).toBe(404);
  expect((await get(`/api/v1/users/${demo.user('manager').uuid}`)).statusCode).toBe(404);
  expect((await get(`/api/v1/users/${demo.user('fjordLearner').uuid}`)).statusCode).toBe(404);
  const exported = await get('/api/v1/users/export?format=csv');
  expect(exported.statusCode).toBe(200);
  expect(exported.body).toContain('learner@academy.test');
  expect(exported.body).not.toContain('multi@academy.test');
  expect(exported.body).not.toContain('manager@academy.test');
});

it('pages and counts the same people: a manager who also heads a department in another company', async () => {
  // The list's pages and its total are read by two forms of the same rule (visibleUsersToPage, visibleUsers).
  const tenant = await demoTenant(t.db);
  const managed = await buildCompany(t.db, tenant.id);
  const other = await buildCompany(t.db, tenant.id);
  const headed = await buildDepartment(t.db, tenant.id, other.id);
  const reader = await buildUser(t.db, tenant.id, { companyId: managed.id, isManager: true });
  // A member, not a manager, of the other company, heading one of its departments.
  await t.db.insert(companyUsers).values({ tenant_id: tenant.id, company_id: other.id, user_id: reader.id });
  await t.db.insert(departmentUsers).values({
    tenant_id: tenant.id,
    department_id: headed.id,
    user_id: reader.id,
    is_head: true,
  });
  const seen = [
    reader,
    await buildUser(t.db, tenant.id, { companyId: managed.id }),
    await buildUser(t.db, tenant.id, { companyId: other.id, departmentId: headed.id }),
  ];
  await buildUser(t.db, tenant.id, { companyId: other.id });
  await buildUser(t.db, tenant.id, { companyId: managed.id, role: 'admin' });
  const token = await tokenFor(t.db, reader);
  const page = async (query: string) => {
    const response = await t.app.inject({ url: `/api/v1/users?${query}`, headers: auth(token) });
    expect(response.statusCode).toBe(200);
    const body = response.json().data;
    return {
      emails: (body.items as { email: string }[]).map((user) => user.email),
      total: body.meta.pagination.total,
    };
  };
  const expected = seen.map((user) => user.email).sort();
  expect((await page('per_page=100')).emails.sort()).toEqual(expected);
  const onePerPage = [
    await page('per_page=1&page=1'),
    await page('per_page=1&page=2'),
    await page('per_page=1&page=3'),
  ];
  expect(onePerPage.map((one) => one.total)).toEqual([3, 3, 3]);
  expect(onePerPage.flatMap((one) => one.emails).sort()).toEqual(expected);
});

it('orders people by last and first name whatever their case, in the users list and the training matrix', async () => {
  const tenant = await demoTenant(t.db);
  const company = await buildCompany(t.db, tenant.id);
  const manager = await buildUser(t.db, tenant.id, { companyId: company.id, isManager: true });
  const named = async (first: string, last: string) => {
    const person = await buildUser(t.db, tenant.id, { companyId: company.id });
    await t.db.update(users).set({ first_name: first, last_name: last }).where(eq(users.id, person.id));
  };
  await named('Zoe', 'Zahl');
  await named('Anna', 'de Vries');
  await named('Bo', 'Dahl');
  await named('Al', 'dahl');
  await t.db.update(users).set({ last_name: 'Aaberg' }).where(eq(users.id, manager.id));
  const token = await tokenFor(t.db, manager);
  const read = async (url: string) => {
    const response = await t.app.inject({ url, headers: auth(token) });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  const expected = ['Aaberg', 'dahl', 'Dahl', 'de Vries', 'Zahl'];
  const listed = await read('/api/v1/users?sort=name&per_page=100');
  expect(listed.items.map((user: { last_name: string }) => user.last_name)).toEqual(expected);
  const matrix = await read(`/api/v1/companies/${company.uuid}/training-matrix?per_page=100`);
  expect(matrix.item.people.map((person: { last_name: string }) => person.last_name)).toEqual(expected);
});
