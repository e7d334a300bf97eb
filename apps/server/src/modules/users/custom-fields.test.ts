import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../../db/schema/tenancy.ts';
import { parseCsv } from '../../platform/exports/spreadsheet-test-support.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';

/**
 * Issue 21 §5: custom user fields a manager defines — labels in en and nb, keys made from the English label,
 * required ones enforced when a person is added, answers shown and changed only within the manager's company,
 * and a column of the users export.
 */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
});
afterAll(() => t.close());

const call = (
  role: DemoRole,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
  language = 'en',
) => t.app.inject({ method, url, payload, headers: auth(tokens[role], { 'accept-language': language }) });

const storedFields = async () => {
  const [row] = await t.db.select().from(companies).where(eq(companies.id, demo.nordlys.id));
  return row.settings.custom_user_fields;
};

describe('custom user fields', () => {
  it('stores labels in en and nb and keys each new field from its English label, once', async () => {
    const defined = await call('manager', 'PATCH', `/api/v1/companies/${demo.nordlys.uuid}`, {
      settings: {
        custom_user_fields: [
          { label: { en: 'Employee number', nb: 'Ansattnummer' }, required: true },
          { label: { en: 'Employee number!', nb: 'Ansattnr.' }, required: false },
          { label: { en: 'Cost centre', nb: 'Kostnadssted' }, required: false },
        ],
      },
    });
    expect(defined.statusCode, defined.body).toBe(200);
    expect(defined.json().data.item.settings.custom_user_fields).toEqual([
      { key: 'employee_number', label: { en: 'Employee number', nb: 'Ansattnummer' }, required: true },
      { key: 'employee_number_2', label: { en: 'Employee number!', nb: 'Ansattnr.' }, required: false },
      { key: 'cost_centre', label: { en: 'Cost centre', nb: 'Kostnadssted' }, required: false },
    ]);

    // A renamed field keeps its key; a removed one's key is not handed to a new field.
    const renamed = await call('manager', 'PATCH', `/api/v1/companies/${demo.nordlys.uuid}`, {
      settings: {
        custom_user_fields: [
          { key: 'employee_number', label: { en: 'Staff number', nb: 'Ansattnummer' }, required: true },
          { key: 'cost_centre', label: { en: 'Cost centre', nb: 'Kostnadssted' }, required: false },
          { label: { en: 'Employee number!', nb: 'Nummer' }, required: false },
        ],
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await storedFields()).map((field) => field.key)).toEqual([
      'employee_number',
      'cost_centre',
      'employee_number_3',
    ]);

    const missingNb = await call('manager', 'PATCH', `/api/v1/companies/${demo.nordlys.uuid}`, {
      settings: { custom_user_fields: [{ label: { en: 'Team', nb: ' ' }, required: false }] },
    });
    expect(missingNb.statusCode).toBe(422);
    expect(missingNb.json().errors).toEqual({
      'settings.custom_user_fields.0.label.nb': ['This field is required.'],
    });
  });

  it('reads a field stored with a one-string label (before issue 21) as that label in both languages', async () => {
    const [row] = await t.db.select().from(companies).where(eq(companies.id, demo.fjord.id));
    await t.db
      .update(companies)
      .set({
        settings: {
          ...row.settings,
          // The shape stored before labels had languages.
          custom_user_fields: [{ key: 'badge', label: 'Badge', required: false }] as never,
        },
      })
      .where(eq(companies.id, demo.fjord.id));
    const answer = await call('fjordManager', 'GET', `/api/v1/companies/${demo.fjord.uuid}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.item.settings.custom_user_fields).toEqual([
      { key: 'badge', label: { en: 'Badge', nb: 'Badge' }, required: false },
    ]);
  });

  it('refuses a new person without a required field, per field and translated, and stores the answers', async () => {
    const person = (custom_fields: Record<string, string>) => ({
      first_name: 'Kari',
      last_name: 'Feltet',
      email: 'kari.feltet@example.test',
      company_id: demo.nordlys.uuid,
      custom_fields,
    });
    const missing = await call('manager', 'POST', '/api/v1/users', person({ cost_centre: 'Oslo' }), 'nb');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ 'custom_fields.employee_number': ['Dette feltet er påkrevd.'] });

    const unknown = await call(
      'manager',
      'POST',
      '/api/v1/users',
      person({ employee_number: '1', badge: 'x' }),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ 'custom_fields.badge': ['This value is not valid.'] });
    expect(await t.db.select().from(users).where(eq(users.email, 'kari.feltet@example.test'))).toEqual([]);

    const created = await call(
      'manager',
      'POST',
      '/api/v1/users',
      person({ employee_number: ' 1042 ', cost_centre: '' }),
    );
    expect(created.statusCode, created.body).toBe(202);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'kari.feltet@example.test'));
    expect(row.custom_fields).toEqual({ employee_number: '1042' });

    // The users list's item carries the answers.
    const listed = await call('manager', 'GET', '/api/v1/users?search=kari.feltet');
    expect(listed.json().data.items.map((item: { custom_fields: object }) => item.custom_fields)).toEqual([
      { employee_number: '1042' },
    ]);
  });

  it('changes answers within the manager’s company only; another company’s manager cannot read or write them', async () => {
    const [row] = await t.db.select().from(users).where(eq(users.email, 'kari.feltet@example.test'));
    const url = `/api/v1/users/${row.uuid}`;

    const cleared = await call('manager', 'PATCH', url, { custom_fields: { employee_number: '' } });
    expect(cleared.statusCode).toBe(422);
    expect(cleared.json().errors).toEqual({ 'custom_fields.employee_number': ['This field is required.'] });

    const changed = await call('manager', 'PATCH', url, { custom_fields: { cost_centre: 'Bergen' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.item.custom_fields).toEqual({
      employee_number: '1042',
      cost_centre: 'Bergen',
    });

    expect((await call('fjordManager', 'GET', url)).statusCode).toBe(404);
    const foreign = await call('fjordManager', 'PATCH', url, { custom_fields: { cost_centre: 'Tromsø' } });
    expect(foreign.statusCode).toBe(404);
    const fjordList = await call('fjordManager', 'GET', '/api/v1/users?search=kari.feltet');
    expect(fjordList.json().data.items).toEqual([]);

    // Nothing the other company's manager sent was written.
    const [stored] = await t.db.select().from(users).where(eq(users.id, row.id));
    expect(stored.custom_fields).toEqual({ employee_number: '1042', cost_centre: 'Bergen' });
  });

  it('exports one column per field, headed by its label in the reader’s language', async () => {
    const rows = async (language: string) => {
      const answer = await call('manager', 'GET', '/api/v1/users/export?format=csv', undefined, language);
      expect(answer.statusCode, answer.body).toBe(200);
      return parseCsv(answer.body, language === 'nb' ? ';' : ',');
    };
    const [header, ...people] = await rows('en');
    expect(header.slice(-3)).toEqual(['Staff number', 'Cost centre', 'Employee number!']);
    const kari = people.find((line) => line.includes('kari.feltet@example.test'))!;
    expect(kari.slice(-3)).toEqual(['1042', 'Bergen', '']);
    const [nbHeader] = await rows('nb');
    expect(nbHeader.slice(-3)).toEqual(['Ansattnummer', 'Kostnadssted', 'Nummer']);

    // Another company's manager gets their own company's fields, not Nordlys's.
    const fjord = await call('fjordManager', 'GET', '/api/v1/users/export?format=csv');
    expect(parseCsv(fjord.body)[0].at(-1)).toBe('Badge');
    expect(fjord.body).not.toContain('kari.feltet');
  });
});
