import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CompanySettings, companies, incidents, users } from '../../db/schema/tenancy.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth, buildCompany, buildUser, demoTenant, tokenFor } from '../../test/factories.ts';

/**
 * POST /api/v1/auth/register/additional (issue 20, findings 5 and 11): it completes a registration — the
 * company's required custom fields, and the names with them — but is no side door for renaming oneself
 * afterwards (a learner's name is on their certificates), and a field keyed like a property every object has
 * is never taken as answered.
 */
let t: TestApp;
let tenantId: number;

beforeAll(async () => {
  t = await buildTestApp();
  tenantId = (await demoTenant(t.db)).id;
});
afterAll(() => t.close());

type Field = CompanySettings['custom_user_fields'][number];

/** A company of its own with these custom fields (written as stored, as older settings may be). */
async function companyWithFields(fields: Field[]) {
  const company = await buildCompany(t.db, tenantId);
  await t.db
    .update(companies)
    .set({ settings: { ...company.settings, custom_user_fields: fields } })
    .where(eq(companies.id, company.id));
  return company;
}

async function member(companyId: number, options: { isManager?: boolean } = {}) {
  const user = await buildUser(t.db, tenantId, { companyId, ...options });
  return { user, token: await tokenFor(t.db, user) };
}

const complete = (token: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register/additional',
    headers: auth(token, headers),
    payload,
  });
const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const renameIncidents = (userId: number) =>
  t.db
    .select()
    .from(incidents)
    .where(and(eq(incidents.user_id, userId), eq(incidents.event, 'users.updated')));

describe('names through register/additional', () => {
  it('refuses a learner whose registration is complete a new name, as PATCH does (422), changing nothing', async () => {
    const company = await companyWithFields([]);
    const { user, token } = await member(company.id);

    const renamed = await complete(token, {
      company: company.uuid,
      first_name: 'Someone',
      last_name: 'Else',
    });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors).toEqual({
      first_name: ['This field is not allowed.'],
      last_name: ['This field is not allowed.'],
    });
    const nb = await complete(
      token,
      { company: company.uuid, first_name: 'Noen' },
      { 'accept-language': 'nb' },
    );
    expect(nb.json().errors).toEqual({ first_name: ['Dette feltet er ikke tillatt.'] });
    expect(await userRow(user.id)).toMatchObject({ first_name: user.first_name, last_name: user.last_name });
    expect(await renameIncidents(user.id)).toEqual([]);

    // The page sends the names back as they are: that is no change, and it is answered as before.
    const unchanged = await complete(token, {
      company: company.uuid,
      first_name: ` ${user.first_name} `,
      last_name: user.last_name,
    });
    expect(unchanged.statusCode).toBe(200);
  });

  it('refuses it once the required fields are answered, also when given again', async () => {
    const company = await companyWithFields([
      { key: 'employee_number', label: { en: 'Employee number', nb: 'Employee number' }, required: true },
    ]);
    const { user, token } = await member(company.id);
    await t.db
      .update(users)
      .set({ custom_fields: { employee_number: '7' } })
      .where(eq(users.id, user.id));

    const renamed = await complete(token, {
      company: company.uuid,
      last_name: 'Renamed',
      fields: { employee_number: '8' },
    });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors).toEqual({ last_name: ['This field is not allowed.'] });
    expect(await userRow(user.id)).toMatchObject({
      last_name: user.last_name,
      custom_fields: { employee_number: '7' },
    });
  });

  it('takes the names while the registration is incomplete, and records who changed what', async () => {
    const company = await companyWithFields([
      { key: 'employee_number', label: { en: 'Employee number', nb: 'Employee number' }, required: true },
      { key: 'team', label: { en: 'Team', nb: 'Team' }, required: false },
    ]);
    const { user, token } = await member(company.id);
    // An optional answer alone does not complete it.
    await t.db
      .update(users)
      .set({ custom_fields: { team: 'North' } })
      .where(eq(users.id, user.id));

    const saved = await complete(token, {
      company: company.uuid,
      first_name: 'Nora',
      last_name: 'Nygård',
      fields: { employee_number: '1042' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await userRow(user.id)).toMatchObject({
      first_name: 'Nora',
      last_name: 'Nygård',
      custom_fields: { team: 'North', employee_number: '1042' },
    });
    const [incident] = await renameIncidents(user.id);
    expect(incident).toMatchObject({
      target: `users:${user.uuid}|user`,
      data: {
        via: 'register_additional',
        company: `companies:${company.uuid}|company`,
        fields: ['first_name', 'last_name', 'custom_fields'],
        changes: {
          first_name: { before: user.first_name, after: 'Nora' },
          last_name: { before: user.last_name, after: 'Nygård' },
          custom_fields: {
            before: { team: 'North' },
            after: { team: 'North', employee_number: '1042' },
          },
        },
      },
    });

    // Completed now: the next rename is refused.
    const again = await complete(token, { company: company.uuid, first_name: 'Nina' });
    expect(again.statusCode).toBe(422);
    expect((await userRow(user.id)).first_name).toBe('Nora');
  });

  it('lets someone who manages the user (a manager, themselves) rename as PATCH would, with an incident', async () => {
    const company = await companyWithFields([]);
    const { user, token } = await member(company.id, { isManager: true });

    const renamed = await complete(token, { company: company.uuid, first_name: 'Maja' });
    expect(renamed.statusCode).toBe(200);
    expect((await userRow(user.id)).first_name).toBe('Maja');
    const [incident] = await renameIncidents(user.id);
    expect(incident.data).toMatchObject({
      via: 'register_additional',
      fields: ['first_name'],
      changes: { first_name: { before: user.first_name, after: 'Maja' } },
    });
  });
});

describe('custom fields keyed like Object.prototype (stored before keys were checked)', () => {
  it('never counts such a field as answered', async () => {
    const company = await companyWithFields([
      { key: 'constructor', label: { en: 'Constructor', nb: 'Constructor' }, required: true },
      {
        key: 'tostring',
        label: { en: 'Lower case is an ordinary key', nb: 'Lower case is an ordinary key' },
        required: false,
      },
      { key: 'toString', label: { en: 'To string', nb: 'To string' }, required: true },
    ]);
    const { user, token } = await member(company.id);

    const unanswered = await complete(token, { company: company.uuid });
    expect(unanswered.statusCode).toBe(422);
    expect(unanswered.json().errors).toEqual({
      'fields.constructor': ['This field is required.'],
      'fields.toString': ['This field is required.'],
    });

    const answered = await complete(token, {
      company: company.uuid,
      fields: { constructor: 'Bob', toString: 'the builder' },
    });
    expect(answered.statusCode).toBe(200);
    expect((await userRow(user.id)).custom_fields).toEqual({ constructor: 'Bob', toString: 'the builder' });
  });
});
