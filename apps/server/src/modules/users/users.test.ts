import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../db/query-counter.ts';
import { companyUsers, users } from '../../db/schema/tenancy.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth, buildUser, demoCompany, tokenForDemo } from '../../test/factories.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const userByEmail = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email)))[0];

beforeAll(async () => {
  t = await buildTestApp();
  for (const name of ['learner', 'manager', 'fjord.manager', 'admin', 'super'])
    tokens[name] = await tokenForDemo(t.db, `${name}@academy.test`);
});
afterAll(() => t.close());

describe('users', () => {
  it('shows each role the users it may see', async () => {
    const emails = async (who: string) =>
      (await t.app.inject({ url: '/api/v1/users?per_page=100', headers: auth(tokens[who]) }))
        .json()
        .data.items.map((u: { email: string }) => u.email)
        .sort();
    expect(await emails('learner')).toEqual(['learner@academy.test']);
    const fjordSees = await emails('fjord.manager');
    expect(fjordSees).toEqual([
      'fjord.learner@academy.test',
      'fjord.manager@academy.test',
      'multi@academy.test',
    ]);
    expect(await emails('manager')).not.toContain('fjord.learner@academy.test');
    expect(await emails('admin')).toHaveLength(8);
  });

  it('never sends password hashes and presents the spec fields', async () => {
    const response = await t.app.inject({
      url: '/api/v1/users?search=learner@academy',
      headers: auth(tokens.admin),
    });
    expect(response.body).not.toContain('password_hash');
    expect(response.body).not.toContain('$argon2id$');
    const learner = response
      .json()
      .data.items.find((u: { email: string }) => u.email === 'learner@academy.test');
    expect(learner).toMatchObject({
      name: expect.any(String),
      initials: expect.stringMatching(/^[A-Z]{2}$/),
      is_admin: false,
      is_super_admin: false,
      is_manager_any: false,
    });
    expect(learner.companies[0]).toMatchObject({ header: 'Nordlys AS', pivot: { is_manager: false } });
  });

  it('gives the ability map per role on a Nordlys learner', async () => {
    const learner = await userByEmail('learner@academy.test');
    const abilities = async (who: string) => {
      const response = await t.app.inject({
        url: `/api/v1/users/${learner.uuid}`,
        headers: auth(tokens[who]),
      });
      if (response.statusCode !== 200) console.log(who, response.statusCode, response.body);
      return response.json().data?.item?.abilities;
    };
    expect(await abilities('learner')).toEqual({
      view: true,
      update: true,
      delete: false,
      resetPassword: false,
      impersonate: false,
      manageCompanies: false,
      assignRole: false,
      manageMembership: false,
    });
    expect(await abilities('manager')).toEqual({
      view: true,
      update: true,
      delete: true,
      resetPassword: true,
      impersonate: false,
      manageCompanies: false,
      assignRole: false,
      manageMembership: true,
    });
    expect(await abilities('admin')).toEqual({
      view: true,
      update: true,
      delete: true,
      resetPassword: true,
      impersonate: true,
      manageCompanies: true,
      assignRole: false,
      manageMembership: true,
    });
    expect(await abilities('super')).toEqual({
      view: true,
      update: true,
      delete: true,
      resetPassword: true,
      impersonate: true,
      manageCompanies: true,
      assignRole: true,
      manageMembership: true,
    });
    expect(
      (await t.app.inject({ url: `/api/v1/users/${learner.uuid}`, headers: auth(tokens['fjord.manager']) }))
        .statusCode,
    ).toBe(404);
  });

  it('lets a learner change preferences but not their name or e-mail', async () => {
    const learner = await userByEmail('learner@academy.test');
    const preferences = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${learner.uuid}`,
      headers: auth(tokens.learner),
      payload: { preferred_language: 'nb', email_marketing: true },
    });
    expect(preferences.statusCode).toBe(200);
    expect(preferences.json().data.item).toMatchObject({ preferred_language: 'nb', email_marketing: true });
    const rename = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${learner.uuid}`,
      headers: auth(tokens.learner),
      payload: { first_name: 'Hacker' },
    });
    expect(rename.statusCode).toBe(422);
    expect((await userByEmail('learner@academy.test')).first_name).toBe(learner.first_name);
  });

  it('lets a manager create a user in their company, never in another', async () => {
    const nordlys = await demoCompany(t.db, 'nordlys');
    const fjord = await demoCompany(t.db, 'fjord');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: auth(tokens.manager),
      payload: {
        first_name: 'Nora',
        last_name: 'Nilsen',
        email: 'nora@example.test',
        company_id: nordlys.uuid,
      },
    });
    // A manager's answer is the same whether the person was created or invited (user-invitations.test.ts).
    expect(created.statusCode).toBe(202);
    expect(created.json().data.item).toEqual({
      email: 'nora@example.test',
      first_name: 'Nora',
      last_name: 'Nilsen',
      company: { uuid: nordlys.uuid, header: 'Nordlys AS' },
    });
    const nora = await userByEmail('nora@example.test');
    expect(await t.db.select().from(companyUsers).where(eq(companyUsers.user_id, nora.id))).toMatchObject([
      { company_id: nordlys.id },
    ]);

    const intoFjord = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: auth(tokens.manager),
      payload: { first_name: 'Eve', last_name: 'Spy', email: 'eve@example.test', company_id: fjord.uuid },
    });
    expect(intoFjord.statusCode).toBe(422);
    expect(intoFjord.json().errors.company_id).toBeDefined();
    expect(await userByEmail('eve@example.test')).toBeUndefined();

    const promote = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: auth(tokens.manager),
      payload: {
        first_name: 'Eve',
        last_name: 'Admin',
        email: 'eve2@example.test',
        company_id: nordlys.uuid,
        role: 'admin',
      },
    });
    expect(promote.statusCode).toBe(403);
    expect(await userByEmail('eve2@example.test')).toBeUndefined();
  });

  it('refuses a duplicate e-mail in nb, whatever its case', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: auth(tokens.admin, { 'accept-language': 'nb' }),
      payload: { first_name: 'Dup', last_name: 'Licate', email: 'LEARNER@academy.test' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual(['Det finnes allerede en bruker med denne e-postadressen.']);
  });

  it('runs the same number of SQL statements for 5 and for 60 users a page', async () => {
    const tenantId = (await userByEmail('admin@academy.test')).tenant_id;
    const nordlys = await demoCompany(t.db, 'nordlys');
    for (let index = 0; index < 60; index++) await buildUser(t.db, tenantId, { companyId: nordlys.id });
    const statementsFor = async (perPage: number) => {
      const counted = await countQueries(() =>
        t.app.inject({
          url: `/api/v1/users?per_page=${perPage}&with=companies,departments`,
          headers: auth(tokens.admin),
        }),
      );
      expect(counted.result.json().data.items).toHaveLength(perPage);
      return counted.count;
    };
    const small = await statementsFor(5);
    const large = await statementsFor(60);
    expect(large).toBe(small);
    expect(small).toBeLessThanOrEqual(5);
    const [{ total }] = await t.db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(users);
    expect(total).toBeGreaterThan(60);
  });
});
