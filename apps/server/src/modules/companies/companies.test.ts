import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  companyUsers,
  departments,
  departmentUsers,
  incidents,
  users,
} from '../../db/schema/tenancy.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth, demoCompany, tokenForDemo } from '../../test/factories.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let nordlys: typeof companies.$inferSelect;
let fjord: typeof companies.$inferSelect;

beforeAll(async () => {
  t = await buildTestApp();
  for (const name of ['learner', 'manager', 'head', 'fjord.manager', 'admin', 'super', 'multi']) {
    tokens[name] = await tokenForDemo(t.db, `${name}@academy.test`);
  }
  nordlys = await demoCompany(t.db, 'nordlys');
  fjord = await demoCompany(t.db, 'fjord');
});
afterAll(() => t.close());

const get = (token: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: auth(token, headers) });

describe('companies', () => {
  it('gives each role the ability map its role allows', async () => {
    const abilities = async (who: string) =>
      (await get(tokens[who], `/api/v1/companies/${nordlys.uuid}`)).json().data?.item?.abilities;
    expect(await abilities('learner')).toEqual({
      view: true,
      update: false,
      delete: false,
      manageUsers: false,
      attachUsers: false,
      remind: false,
      impersonate: false,
    });
    expect(await abilities('manager')).toEqual({
      view: true,
      update: true,
      delete: false,
      manageUsers: true,
      attachUsers: false,
      remind: true,
      impersonate: false,
    });
    // A department head reminds the people of their departments (the reminder routes narrow it to them).
    expect(await abilities('head')).toEqual({
      view: true,
      update: false,
      delete: false,
      manageUsers: false,
      attachUsers: false,
      remind: true,
      impersonate: false,
    });
    expect(await abilities('admin')).toEqual({
      view: true,
      update: true,
      delete: true,
      manageUsers: true,
      attachUsers: true,
      remind: true,
      impersonate: true,
    });
    expect(await abilities('super')).toEqual({
      view: true,
      update: true,
      delete: true,
      manageUsers: true,
      attachUsers: true,
      remind: true,
      impersonate: true,
    });
    // A manager of another company does not even learn that Nordlys exists.
    expect((await get(tokens['fjord.manager'], `/api/v1/companies/${nordlys.uuid}`)).statusCode).toBe(404);
  });

  it('lists only the companies a member belongs to, with counts', async () => {
    const names = async (who: string) =>
      (await get(tokens[who], '/api/v1/companies')).json().data.items.map((c: { name: string }) => c.name);
    expect(await names('fjord.manager')).toEqual(['Fjord Logistics']);
    expect(await names('multi')).toEqual(['Fjord Logistics', 'Nordlys AS']);
    expect(await names('admin')).toEqual(['Fjord Logistics', 'Nordlys AS']);
    const item = (await get(tokens.manager, '/api/v1/companies')).json().data.items[0];
    expect(item).toMatchObject({ name: 'Nordlys AS', departments_count: 2 });
    expect(item.users_count).toBeGreaterThanOrEqual(4);
  });

  it('lets a manager update their company but not another, and not its permissions', async () => {
    const ok = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/companies/${nordlys.uuid}`,
      headers: auth(tokens.manager),
      payload: { header_color: '#112233' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.item.header_color).toBe('#112233');
    const other = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/companies/${fjord.uuid}`,
      headers: auth(tokens.manager),
      payload: { name: 'Taken over' },
    });
    expect(other.statusCode).toBe(404);
    const [fjordNow] = await t.db.select().from(companies).where(eq(companies.id, fjord.id));
    expect(fjordNow.name).toBe('Fjord Logistics');
    const permissions = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/companies/${nordlys.uuid}`,
      headers: auth(tokens.manager),
      payload: { permissions: { scorm: true } },
    });
    expect(permissions.statusCode).toBe(422);
  });

  it('refuses settings that enable Facebook and Microsoft login together, in nb', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/companies/${nordlys.uuid}`,
      headers: auth(tokens.admin, { 'accept-language': 'nb' }),
      payload: { settings: { facebook_login: true, azure_login: true } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors['settings.azure_login']).toEqual([
      'Kan ikke aktivere Microsoft-innlogging mens Facebook-innlogging er aktivert.',
    ]);
  });

  it('refuses a custom user field keyed like a property every object has (issue 20), in en and nb', async () => {
    const patch = (keys: string[], language = 'en') =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/companies/${nordlys.uuid}`,
        headers: auth(tokens.manager, { 'accept-language': language }),
        payload: {
          settings: {
            custom_user_fields: keys.map((key) => ({ key, label: `Field ${key}`, required: true })),
          },
        },
      });
    const reserved = await patch(['employee_number', '__proto__', 'constructor']);
    expect(reserved.statusCode).toBe(422);
    expect(reserved.json().errors).toEqual({
      'settings.custom_user_fields.1.key': ['This key is reserved. Choose another one.'],
      'settings.custom_user_fields.2.key': ['This key is reserved. Choose another one.'],
    });
    const nb = await patch(['__proto__'], 'nb');
    expect(nb.json().errors).toEqual({
      'settings.custom_user_fields.0.key': ['Denne nøkkelen er reservert. Velg en annen.'],
    });
    const [stored] = await t.db.select().from(companies).where(eq(companies.id, nordlys.id));
    expect(stored.settings.custom_user_fields).toEqual(nordlys.settings.custom_user_fields);
    // A key that only looks like one of them is the company's to use.
    const fine = await patch(['proto', 'constructor_id']);
    expect(fine.statusCode).toBe(200);
    await t.db.update(companies).set({ settings: nordlys.settings }).where(eq(companies.id, nordlys.id));
  });

  it('refuses Microsoft login without usable credentials, on the field at fault', async () => {
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/companies/${nordlys.uuid}`,
        headers: auth(tokens.admin),
        payload,
      });
    const noCredentials = await patch({ settings: { azure_login: true } });
    expect(noCredentials.statusCode).toBe(422);
    expect(noCredentials.json().errors).toEqual({
      'settings.azure_tenant_id': ['Microsoft credentials invalid.'],
    });
    const badClient = await patch({
      settings: { azure_login: true, azure_tenant_id: 'nordlys.onmicrosoft.com', azure_client_id: 'abc' },
    });
    expect(Object.keys(badClient.json().errors)).toEqual(['settings.azure_client_id']);
    const [stored] = await t.db.select().from(companies).where(eq(companies.id, nordlys.id));
    expect(stored.settings.azure_login).toBe(false);
    // Well-formed ids without a client secret cannot work: refused on the secret's field. Credentials that
    // really work are tried against a local Entra ID (auth/provider-sign-in/provider-sign-in.test.ts).
    const noSecret = await patch({
      settings: {
        azure_login: true,
        azure_tenant_id: 'nordlys.onmicrosoft.com',
        azure_client_id: '0f9d2c1e-7a41-4b8e-9c55-2d3e4f5a6b7c',
      },
    });
    expect(noSecret.statusCode).toBe(422);
    expect(noSecret.json().errors).toEqual({
      'settings.azure_client_secret': ['Microsoft credentials invalid.'],
    });
    expect((await patch({ settings: { azure_login: false } })).statusCode).toBe(200);
  });

  it("refuses a manager's settings naming another company's department, and the platform's own fields", async () => {
    const [fjordDepartment] = await t.db
      .select()
      .from(departments)
      .where(eq(departments.company_id, fjord.id));
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/companies/${nordlys.uuid}`,
        headers: auth(tokens.manager),
        payload,
      });
    const foreign = await patch({ settings: { registration_department_id: fjordDepartment.id } });
    expect(foreign.statusCode).toBe(422);
    expect(Object.keys(foreign.json().errors)).toEqual(['settings.registration_department_id']);
    for (const payload of [{ slug: 'taken-over' }, { scorm_enabled: true }, { is_active: false }]) {
      const refused = await patch(payload);
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(Object.keys(payload));
    }
    const [stored] = await t.db.select().from(companies).where(eq(companies.id, nordlys.id));
    expect(stored).toMatchObject({ slug: 'nordlys', scorm_enabled: false, is_active: true });
    expect(stored.settings.registration_department_id).not.toBe(fjordDepartment.id);
    const [own] = await t.db.select().from(departments).where(eq(departments.company_id, nordlys.id));
    expect((await patch({ settings: { registration_department_id: own.id } })).statusCode).toBe(200);
  });

  it("refuses fjord.manager@ Nordlys' settings with 404 and leaves them as they were", async () => {
    const [before] = await t.db.select().from(companies).where(eq(companies.id, nordlys.id));
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/companies/${nordlys.uuid}`,
      headers: auth(tokens['fjord.manager']),
      payload: { header_color: '#000000', settings: { emails_disabled: true, password_login: true } },
    });
    expect(response.statusCode).toBe(404);
    const [after] = await t.db.select().from(companies).where(eq(companies.id, nordlys.id));
    expect(after).toEqual(before);
  });

  it('creates companies for admins only, with a unique slug', async () => {
    const denied = await t.app.inject({
      method: 'POST',
      url: '/api/v1/companies',
      headers: auth(tokens.manager),
      payload: { name: 'Nope AS' },
    });
    expect(denied.statusCode).toBe(403);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/companies',
      headers: auth(tokens.admin),
      payload: { name: 'Bølge Ørsta AS' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.item).toMatchObject({ slug: 'bolge-orsta-as', is_active: true });
    expect(created.json().data.item.permissions).toEqual([
      { code: 'expiry_digest', value: false },
      { code: 'sso_login', value: false },
      { code: 'self_registration', value: false },
    ]);
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/v1/companies',
      headers: auth(tokens.admin),
      payload: { name: 'Bølge Ørsta AS' },
    });
    expect(duplicate.statusCode).toBe(422);
    expect(Object.keys(duplicate.json().errors)).toEqual(['slug']);
  });

  it('removes a user from the organisation and from its departments (detach), but only admins attach', async () => {
    const [head] = await t.db.select().from(users).where(eq(users.email, 'head@academy.test'));
    const attach = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${nordlys.uuid}/attach/users?attachable=${head.uuid}`,
      headers: auth(tokens.manager),
    });
    expect(attach.statusCode).toBe(403);
    const detached = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${nordlys.uuid}/detach/users?detachable=${head.uuid}`,
      headers: auth(tokens.manager),
    });
    expect(detached.statusCode).toBe(200);
    expect(detached.json().data.meta.relations).toEqual(['companies', 'users', 'departments']);
    expect(await t.db.select().from(companyUsers).where(eq(companyUsers.user_id, head.id))).toHaveLength(0);
    expect(
      await t.db.select().from(departmentUsers).where(eq(departmentUsers.user_id, head.id)),
    ).toHaveLength(0);
    const reattached = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${nordlys.uuid}/attach/users?attachable=${head.uuid}`,
      headers: auth(tokens.admin),
    });
    expect(reattached.statusCode).toBe(200);
    expect(await t.db.select().from(companyUsers).where(eq(companyUsers.user_id, head.id))).toHaveLength(1);
    // An object for the ids, even one whose `toString` is not a function, names nothing: a 422, never a 500.
    for (const attachable of [{ toString: false }, { id: head.uuid }]) {
      const odd = await t.app.inject({
        method: 'POST',
        url: `/api/v1/companies/${nordlys.uuid}/attach/users`,
        headers: auth(tokens.admin),
        payload: { attachable },
      });
      expect(odd.statusCode, JSON.stringify(attachable)).toBe(422);
    }
  });
});

describe('company permissions (spec §3, §6: by code, default false)', () => {
  const patch = (token: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/companies/${fjord.uuid}`,
      headers: auth(token, headers),
      payload,
    });
  const fjordNow = async () => (await t.db.select().from(companies).where(eq(companies.id, fjord.id)))[0];

  it('shows every code, false until an administrator sets it; a write changes only the codes it names', async () => {
    const before = (await get(tokens.admin, `/api/v1/companies/${fjord.uuid}`)).json().data.item;
    expect(before.permissions).toEqual([
      { code: 'expiry_digest', value: false },
      { code: 'sso_login', value: false },
      { code: 'self_registration', value: false },
    ]);
    expect((await patch(tokens.admin, { permissions: { expiry_digest: true } })).statusCode).toBe(200);
    const response = await patch(tokens.admin, { permissions: { sso_login: true } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.item.permissions).toEqual([
      { code: 'expiry_digest', value: true },
      { code: 'sso_login', value: true },
      { code: 'self_registration', value: false },
    ]);
    expect((await fjordNow()).permissions).toEqual({ expiry_digest: true, sso_login: true });
    await t.db.update(companies).set({ permissions: {} }).where(eq(companies.id, fjord.id));
  });

  it('refuses an unknown code with 422 on that code', async () => {
    const response = await patch(tokens.admin, { permissions: { scorm: true } });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['permissions.scorm']);
    expect((await fjordNow()).permissions).toEqual({});
  });

  it('refuses a manager switching on sign-in through partners without sso_login, with a 403 naming it in nb', async () => {
    const refused = await patch(
      tokens['fjord.manager'],
      { settings: { facebook_login: true } },
      { 'accept-language': 'nb' },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Denne bedriften har ikke «Innlogging med Facebook og Microsoft». En administrator kan slå det på under bedriftens tillatelser.',
    );
    expect((await fjordNow()).settings.facebook_login).toBe(false);

    await t.db
      .update(companies)
      .set({ permissions: { sso_login: true } })
      .where(eq(companies.id, fjord.id));
    const allowed = await patch(tokens['fjord.manager'], { settings: { facebook_login: true } });
    expect(allowed.statusCode).toBe(200);
    expect((await fjordNow()).settings.facebook_login).toBe(true);

    // Taking the permission away keeps what is on, and lets the manager switch it off.
    await t.db.update(companies).set({ permissions: {} }).where(eq(companies.id, fjord.id));
    expect((await patch(tokens['fjord.manager'], { header_color: '#123456' })).statusCode).toBe(200);
    expect((await patch(tokens['fjord.manager'], { settings: { facebook_login: false } })).statusCode).toBe(
      200,
    );
  });

  it('refuses a manager opening the dedicated registration page without self_registration; admins are not bound', async () => {
    const refused = await patch(tokens['fjord.manager'], { settings: { dedicated_registration_page: true } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'This company does not have “Dedicated registration page”. An administrator can turn it on in the company’s permissions.',
    );
    expect((await fjordNow()).settings.dedicated_registration_page).toBe(false);
    const byAdmin = await patch(tokens.admin, { settings: { dedicated_registration_page: true } });
    expect(byAdmin.statusCode).toBe(200);
    await patch(tokens.admin, { settings: { dedicated_registration_page: false } });
  });
});

describe('scope (Context-Scope) and impersonation', () => {
  it('lets a member act in their own company and refuses another', async () => {
    const own = await get(tokens.manager, '/api/v1/companies', {
      'context-scope': `companies:${nordlys.uuid}|company`,
    });
    expect(own.statusCode).toBe(200);
    const foreign = await get(tokens.manager, '/api/v1/companies', {
      'context-scope': `companies:${fjord.uuid}|company`,
    });
    expect(foreign.statusCode).toBe(403);
    const garbage = await get(tokens.manager, '/api/v1/companies', { 'context-scope': 'nonsense' });
    expect(garbage.statusCode).toBe(403);
  });

  it('lets an admin act in any company, recorded once as an impersonation incident', async () => {
    const scope = { 'context-scope': `companies:${fjord.uuid}|company` };
    expect((await get(tokens.admin, '/api/v1/departments', scope)).statusCode).toBe(200);
    expect((await get(tokens.admin, '/api/v1/departments', scope)).statusCode).toBe(200);
    const recorded = await t.db.select().from(incidents).where(eq(incidents.event, 'impersonation'));
    expect(recorded).toHaveLength(1);
    expect(recorded[0].target).toBe(`companies:${fjord.uuid}|company`);
  });
});
