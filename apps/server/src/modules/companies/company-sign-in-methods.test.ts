import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, defaultCompanySettings } from '../../db/schema/tenancy.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth, buildCompany, demoCompany, demoTenant, tokenForDemo } from '../../test/factories.ts';

/**
 * Issue 22 §4: a company always keeps a way in. Only password sign-in exists, so it cannot be switched off, however
 * the stored PIN, Facebook or Microsoft switches stand; migration 0015 turns it back on where it was off.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
let nordlys: typeof companies.$inferSelect;

beforeAll(async () => {
  t = await buildTestApp();
  for (const name of ['manager', 'fjord.manager', 'admin']) {
    tokens[name] = await tokenForDemo(t.db, `${name}@academy.test`);
  }
  nordlys = await demoCompany(t.db, 'nordlys');
});
afterAll(() => t.close());

const patch = (token: string, settings: Record<string, unknown>, language = 'en') =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/companies/${nordlys.uuid}`,
    headers: auth(token, { 'accept-language': language }),
    payload: { settings },
  });

const storedSettings = async (id = nordlys.id) =>
  (await t.db.select().from(companies).where(eq(companies.id, id)))[0].settings;

describe('sign-in methods of a company', () => {
  it('refuses password sign-in off with PIN sent on, in en, and keeps password on', async () => {
    const response = await patch(tokens.manager, { password_login: false, pin_login: true });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors['settings.password_login']).toEqual([
      'At least one authentication method must be enabled.',
    ]);
    expect((await storedSettings()).password_login).toBe(true);
  });

  it('refuses password sign-in off while only unbuilt methods are stored on, in nb, for the admin too', async () => {
    await t.db
      .update(companies)
      .set({ settings: { ...(await storedSettings()), pin_login: true, facebook_login: true } })
      .where(eq(companies.id, nordlys.id));
    for (const token of [tokens.manager, tokens.admin]) {
      const response = await patch(token, { password_login: false }, 'nb');
      expect(response.statusCode).toBe(422);
      expect(response.json().errors['settings.password_login']).toEqual([
        'Minst én innloggingsmetode må være aktivert.',
      ]);
    }
    const stored = await storedSettings();
    expect(stored).toMatchObject({ password_login: true, pin_login: true, facebook_login: true });
    // Other settings still save, and the stored switches of the unbuilt methods are kept.
    expect((await patch(tokens.manager, { send_reminders: false })).statusCode).toBe(200);
    expect(await storedSettings()).toMatchObject({
      password_login: true,
      pin_login: true,
      send_reminders: false,
    });
    await t.db.update(companies).set({ settings: nordlys.settings }).where(eq(companies.id, nordlys.id));
  });

  it("refuses fjord.manager@ Nordlys' sign-in settings with 404, leaving them as they were", async () => {
    const response = await patch(tokens['fjord.manager'], {
      password_login: true,
      dedicated_login_page: false,
    });
    expect(response.statusCode).toBe(404);
    expect(await storedSettings()).toEqual(nordlys.settings);
  });

  it('migration 0015 turns password sign-in back on where it was off, keeping the other switches', async () => {
    const tenant = await demoTenant(t.db);
    const locked = await buildCompany(t.db, tenant.id);
    const open = await buildCompany(t.db, tenant.id);
    await t.db
      .update(companies)
      .set({ settings: { ...defaultCompanySettings, password_login: false, pin_login: true } })
      .where(eq(companies.id, locked.id));
    const migration = await readFile(
      new URL('../../db/migrations/0015_password-sign-in-back-on.sql', import.meta.url),
      'utf8',
    );
    await t.db.execute(sql.raw(migration));
    expect(await storedSettings(locked.id)).toEqual({
      ...defaultCompanySettings,
      password_login: true,
      pin_login: true,
    });
    // A company that could sign in already is left exactly as it was.
    expect(await storedSettings(open.id)).toEqual(open.settings);
  });
});
