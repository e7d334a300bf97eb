import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  companyUsers,
  departments,
  departmentUsers,
  mailOutbox,
  users,
} from '../../db/schema/tenancy.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth, demoCompany, tokenForDemo } from '../../test/factories.ts';
import { loginThroughApi } from './auth-test-support.ts';

describe('registration: /api/v1/auth/register, /register/:company, /register/additional', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  let sequence = 0;
  const register = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: body,
      headers,
      // Each registration from its own address: the per-IP counter is not what these tests are about.
      remoteAddress: `10.1.0.${++sequence}`,
    });
  const newcomer = (overrides: Record<string, unknown> = {}) => ({
    first_name: 'Nora',
    last_name: 'Nygaard',
    email: `nora.${sequence + 1}@example.test`,
    password: 'long-enough-password',
    password_confirmation: 'long-enough-password',
    ...overrides,
  });
  const usersWithEmail = (email: string) =>
    t.db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);

  it('tells /login/:company whether the dedicated sign-in page is on: off for fjord until its manager turns it on', async () => {
    const page = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/register/fjord' })).json().data.item;
    expect(await page()).toMatchObject({ slug: 'fjord', dedicated_login_enabled: false });
    const fjord = await demoCompany(t.db, 'fjord');
    const switched = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/companies/${fjord.uuid}`,
      headers: auth(await tokenForDemo(t.db, 'fjord.manager@academy.test')),
      payload: { settings: { dedicated_login_page: true } },
    });
    expect(switched.statusCode).toBe(200);
    expect(await page()).toMatchObject({ slug: 'fjord', dedicated_login_enabled: true });
    await t.db.update(companies).set({ settings: fjord.settings }).where(eq(companies.id, fjord.id));
    expect(await page()).toMatchObject({ dedicated_login_enabled: false });
  });

  it('shows a company registration page with its branding; 404 for an unknown or inactive company', async () => {
    const nordlys = await demoCompany(t.db, 'nordlys');
    for (const reference of ['nordlys', nordlys.uuid]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/auth/register/${reference}` });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.item).toEqual({
        uuid: nordlys.uuid,
        slug: 'nordlys',
        name: 'Nordlys AS',
        logo: null,
        header_color: '#1b4f72',
        header_link_url: nordlys.header_link_url,
        header_link_label: nordlys.header_link_label,
        registration_enabled: true,
        dedicated_login_enabled: true,
        password_login_enabled: true,
        facebook_login_enabled: false,
        azure_login_enabled: false,
        pin_login_enabled: false,
      });
    }
    const fjord = await t.app.inject({ method: 'GET', url: '/api/v1/auth/register/fjord' });
    expect(fjord.json().data.item.registration_enabled).toBe(false);

    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/register/no-such-company',
      headers: { 'accept-language': 'nb' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Elementet ble ikke funnet.' });

    const [inactive] = await t.db
      .insert(companies)
      .values({ tenant_id: nordlys.tenant_id, name: 'Closed AS', slug: 'closed', is_active: false })
      .returning();
    const closed = await t.app.inject({ method: 'GET', url: `/api/v1/auth/register/${inactive.slug}` });
    expect(closed.statusCode).toBe(404);
  });

  it('creates a user without a company, signs them in and queues a welcome mail', async () => {
    const body = newcomer({ email: 'Open.Registration@Example.test', preferred_language: 'nb' });
    const response = await register(body);

    expect(response.statusCode).toBe(201);
    const { item, meta } = response.json().data;
    expect(meta.message).toBe('Thank you for registering.');
    expect(item).toMatchObject({ last_login_at: null, num_companies: 0, scope: null, additional: null });

    const [user] = await usersWithEmail('open.registration@example.test');
    expect(user).toMatchObject({
      email: 'open.registration@example.test',
      first_name: 'Nora',
      role: 'user',
      is_active: true,
    });
    expect(await verifyPassword(user.password_hash!, 'long-enough-password')).toBe(true);
    expect(user.last_login_at).not.toBeNull();
    expect(await t.db.select().from(companyUsers).where(eq(companyUsers.user_id, user.id))).toHaveLength(0);

    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mail).toMatchObject({ template: 'welcome', locale: 'nb', subject: 'Velkommen til Academy' });

    // The answer's token is a working session, and the new password signs in.
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: auth(item.access_token),
    });
    expect(logout.statusCode).toBe(200);
    const login = await loginThroughApi(t.app, { email: body.email, password: 'long-enough-password' });
    expect(login.statusCode).toBe(200);
  });

  it('joins a company with a dedicated registration page and its registration department', async () => {
    const nordlys = await demoCompany(t.db, 'nordlys');
    const [sales] = await t.db
      .select()
      .from(departments)
      .where(and(eq(departments.company_id, nordlys.id), eq(departments.name, 'Sales')));
    const response = await register(newcomer({ email: 'joins.nordlys@example.test', company: 'nordlys' }));

    expect(response.statusCode).toBe(201);
    expect(response.json().data.item).toMatchObject({
      num_companies: 1,
      scope: `companies:${nordlys.uuid}|company`,
      additional: { company: `companies:${nordlys.uuid}|company`, registration_additional_required: false },
    });
    const [user] = await usersWithEmail('joins.nordlys@example.test');
    const memberships = await t.db.select().from(companyUsers).where(eq(companyUsers.user_id, user.id));
    expect(memberships).toEqual([expect.objectContaining({ company_id: nordlys.id, is_manager: false })]);
    const departmentRows = await t.db
      .select()
      .from(departmentUsers)
      .where(eq(departmentUsers.user_id, user.id));
    expect(departmentRows).toEqual([expect.objectContaining({ department_id: sales.id, is_head: false })]);
  });

  it('refuses a company without a registration page, and writes nothing', async () => {
    const response = await register(newcomer({ email: 'wants.fjord@example.test', company: 'fjord' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ company: ['Registration is not open for this company.'] });
    expect(await usersWithEmail('wants.fjord@example.test')).toHaveLength(0);
  });

  it('answers a taken address in the language of the request, and writes nothing', async () => {
    const before = await usersWithEmail('learner@academy.test');
    const response = await register(newcomer({ email: 'LEARNER@academy.test' }), {
      'accept-language': 'nb-NO,nb;q=0.9',
    });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Oisann! Det er noen feil. Se over og rett dem.',
      errors: { email: ['Det finnes allerede en bruker med denne e-postadressen.'] },
    });
    expect(await usersWithEmail('learner@academy.test')).toEqual(before);
  });

  it('requires the confirmation to match and validates every field, writing nothing', async () => {
    const mismatch = await register(
      newcomer({ email: 'mismatch@example.test', password_confirmation: 'something-else' }),
    );
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({
      password_confirmation: ['Password confirmation must match the password.'],
    });

    const invalid = await register({
      first_name: '',
      last_name: 'x'.repeat(101),
      email: 'not-an-address',
      password: 'short',
      password_confirmation: 'short',
      is_admin: true,
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      first_name: ['First name is required.'],
      last_name: ['Cannot exceed the allowed length.'],
      email: ['Email address is invalid.'],
      password: ['Minimum of 8 characters.'],
      is_admin: ['This field is not allowed.'],
    });
    expect(await usersWithEmail('mismatch@example.test')).toHaveLength(0);
    expect(await usersWithEmail('not-an-address')).toHaveLength(0);
  });

  it('completes a registration with the company custom fields (register-additional)', async () => {
    const nordlys = await demoCompany(t.db, 'nordlys');
    await t.db
      .update(companies)
      .set({
        settings: {
          ...nordlys.settings,
          custom_user_fields: [
            {
              key: 'employee_number',
              label: { en: 'Employee number', nb: 'Employee number' },
              required: true,
            },
            { key: 'team', label: { en: 'Team', nb: 'Team' }, required: false },
          ],
        },
      })
      .where(eq(companies.id, nordlys.id));

    const registered = await register(newcomer({ email: 'needs.fields@example.test', company: 'nordlys' }));
    const { access_token: token, additional } = registered.json().data.item;
    expect(additional).toEqual({
      company: `companies:${nordlys.uuid}|company`,
      registration_additional_required: true,
    });

    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register/additional',
      headers: auth(token),
      payload: { company: 'nordlys', fields: { team: 'North', shoe_size: '43' } },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      'fields.shoe_size': ['This field is not allowed.'],
      'fields.employee_number': ['This field is required.'],
    });

    const otherCompany = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register/additional',
      headers: auth(token),
      payload: { company: 'fjord', fields: { employee_number: '7' } },
    });
    expect(otherCompany.statusCode).toBe(422);
    expect(Object.keys(otherCompany.json().errors)).toEqual(['company']);

    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register/additional',
      headers: auth(token),
      payload: { company: nordlys.uuid, last_name: 'Nygård', fields: { employee_number: ' 1042 ' } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.item).toMatchObject({
      access_token: token,
      scope: `companies:${nordlys.uuid}|company`,
      additional: { company: `companies:${nordlys.uuid}|company`, registration_additional_required: false },
    });
    const [user] = await usersWithEmail('needs.fields@example.test');
    expect(user).toMatchObject({ last_name: 'Nygård', custom_fields: { employee_number: '1042' } });

    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register/additional',
      payload: { company: 'nordlys' },
    });
    expect(anonymous.statusCode).toBe(401);

    await t.db.update(companies).set({ settings: nordlys.settings }).where(eq(companies.id, nordlys.id));
  });
});
