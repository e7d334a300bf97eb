import { readFileSync } from 'node:fs';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incidents } from '../../db/schema/tenancy.ts';
import { tenants } from '../../db/schema/tenants.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth, buildTenant, buildUser, demoTenant, tokenFor, tokenForDemo } from '../../test/factories.ts';
import { multipartBody, multipartType } from '../../test/multipart.ts';
import { welcomeMail } from '../auth/welcome.mail.ts';
import { readTenantLogo } from '../certificates/certificate-content.ts';
import { readMediaOriginal } from '../media/index.ts';

let t: TestApp;
let admin: string;
let learner: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await tokenForDemo(t.db, 'admin@academy.test');
  learner = await tokenForDemo(t.db, 'learner@academy.test');
});
afterAll(() => t.close());

describe('tenants', () => {
  it('shows the own tenant only, and lets administrators change it', async () => {
    const academy = await demoTenant(t.db);
    await buildTenant(t.db, 'Other Tenant');
    const list = await t.app.inject({ url: '/api/v1/tenants', headers: auth(learner) });
    expect(list.json().data.items.map((item: { name: string }) => item.name)).toEqual(['Academy']);
    expect(list.json().data.items[0].abilities).toEqual({ view: true, update: false, delete: false });

    const updated = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/tenants/${academy.uuid}`,
      headers: auth(admin),
      payload: { gtm_id: 'GTM-AB12CD' },
    });
    expect(updated.statusCode).toBe(200);
    expect((await demoTenant(t.db)).gtm_id).toBe('GTM-AB12CD');
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/tenants/${academy.uuid}`,
      headers: auth(learner),
      payload: { name: 'Mine' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('validates the tag manager id and the config object in the request language', async () => {
    const academy = await demoTenant(t.db);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/tenants/${academy.uuid}`,
      headers: auth(admin, { 'accept-language': 'nb' }),
      payload: { gtm_id: 'gtm-lower', config: 'not json' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.gtm_id).toEqual([
      'Tag Manager-ID-en må være GTM- etterfulgt av store bokstaver og sifre.',
    ]);
    expect(response.json().errors.config).toEqual(['Denne verdien er ikke et gyldig JSON-objekt.']);
  });

  it('keeps users of another tenant out entirely', async () => {
    const other = await buildTenant(t.db, 'Elsewhere');
    const stranger = await buildUser(t.db, other.id, { role: 'super_admin' });
    const token = await tokenFor(t.db, stranger);
    // The request host (localhost) is the demo tenant's; the stranger's token belongs to another, so it is not valid here.
    const response = await t.app.inject({ url: '/api/v1/users', headers: auth(token) });
    expect(response.statusCode).toBe(401);
    const [academy] = await t.db.select().from(tenants).where(eq(tenants.slug, 'academy'));
    expect(academy).toBeDefined();
  });
});

describe('the tenant logo', () => {
  it('is kept as media from the tenant form, shown as a signed link in the context, and read into certificates', async () => {
    const academy = await demoTenant(t.db);
    const logo = await sharp({ create: { width: 120, height: 40, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/tenants/${academy.uuid}`,
      headers: auth(admin, { 'content-type': multipartType() }),
      payload: multipartBody([
        { name: '_method', value: 'PATCH' },
        { name: 'logo', filename: 'academy.png', type: 'image/png', content: logo },
      ]),
    });
    expect(response.statusCode, response.body).toBe(200);
    const kept = (await demoTenant(t.db)).logo;
    expect(kept).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.json().data.item.logo).toMatch(new RegExp(`^/api/v1/media/${kept}/original\\?expires=`));

    const context = (await t.app.inject({ url: '/api/v1/context' })).json().data.item;
    const image = await t.app.inject({ url: context.tenant.logo });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(logo)).toBe(true);

    const read = await readTenantLogo(kept, t.config.dataDir, (uuid) =>
      readMediaOriginal(t.app.services, t.db, uuid),
    );
    expect(read?.equals(logo)).toBe(true);

    // A file that is not a logo type is refused with the spec's message, and the logo stays.
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/tenants/${academy.uuid}`,
      headers: auth(admin, { 'content-type': multipartType() }),
      payload: multipartBody([
        { name: '_method', value: 'PATCH' },
        { name: 'logo', filename: 'logo.png', type: 'image/png', content: Buffer.from('not an image') },
      ]),
    });
    expect(refused.statusCode).toBe(422);
    expect((await demoTenant(t.db)).logo).toBe(kept);
  });
});

describe('the tenant settings', () => {
  const patch = (payload: object, token = admin, headers: Record<string, string> = {}) =>
    demoTenant(t.db).then((academy) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/tenants/${academy.uuid}`,
        headers: auth(token, headers),
        payload,
      }),
    );

  it("are shown with their defaults, changed as fields of their own, and keep the operators' config keys", async () => {
    const academy = await demoTenant(t.db);
    await t.db
      .update(tenants)
      .set({ config: { theme: { accent: 'teal' } } })
      .where(eq(tenants.id, academy.id));
    const before = (
      await t.app.inject({ url: `/api/v1/tenants/${academy.uuid}`, headers: auth(admin) })
    ).json().data.item;
    expect(before).toMatchObject({ default_language: 'en', support_email: null, registration_open: true });

    const response = await patch({
      name: 'Nordic Academy',
      default_language: 'nb',
      support_email: 'help@academy.test',
      registration_open: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.item).toMatchObject({
      name: 'Nordic Academy',
      default_language: 'nb',
      support_email: 'help@academy.test',
      registration_open: false,
    });
    expect((await demoTenant(t.db)).config).toEqual({
      theme: { accent: 'teal' },
      default_language: 'nb',
      support_email: 'help@academy.test',
      registration_open: false,
    });

    // The context (the shell) shows the new name at once; a setting set to null is removed.
    expect((await t.app.inject({ url: '/api/v1/context' })).json().data.item.tenant.name).toBe(
      'Nordic Academy',
    );
    expect((await patch({ support_email: null, config: { registration_open: null } })).statusCode).toBe(200);
    expect((await demoTenant(t.db)).config).toEqual({ theme: { accent: 'teal' }, default_language: 'nb' });
    await patch({ registration_open: false });
  });

  it('refuses invalid settings in the request language, also inside config, changing nothing', async () => {
    const stored = (await demoTenant(t.db)).config;
    const response = await patch(
      { support_email: 'not an address', default_language: 'de', name: '' },
      admin,
      { 'accept-language': 'nb' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      support_email: ['E-postadressen er ugyldig.'],
      name: ['Navn er påkrevd.'],
    });
    expect(response.json().errors.default_language).toHaveLength(1);
    const inConfig = await patch({ config: { registration_open: 'yes' } });
    expect(inConfig.statusCode).toBe(422);
    expect(Object.keys(inConfig.json().errors)).toEqual(['config.registration_open']);
    expect((await demoTenant(t.db)).config).toEqual(stored);
  });

  it('records the change in the changelog with the settings before and after', async () => {
    const academy = await demoTenant(t.db);
    expect((await patch({ gtm_id: 'GTM-CHANGED1' })).statusCode).toBe(200);
    const [event] = await t.db
      .select()
      .from(incidents)
      .where(eq(incidents.target, `tenants:${academy.uuid}|tenant`))
      .orderBy(desc(incidents.id))
      .limit(1);
    expect(event.data.changes).toEqual({ gtm_id: { before: academy.gtm_id, after: 'GTM-CHANGED1' } });
  });

  it('speaks the default language to requests that ask for neither English nor Norwegian, and sends replies to support', async () => {
    await patch({ default_language: 'nb', support_email: 'support@academy.test' });
    const german = await t.app.inject({ url: '/api/v1/context', headers: { 'accept-language': 'de-DE' } });
    expect(german.json().data.item.user_language).toEqual({ code: 'nb' });
    const english = await t.app.inject({ url: '/api/v1/context', headers: { 'accept-language': 'en-GB' } });
    expect(english.json().data.item.user_language).toEqual({ code: 'en' });

    const sent = await t.app.services.mail.send({
      tenantId: (await demoTenant(t.db)).id,
      to: 'learner@academy.test',
      template: welcomeMail,
      locale: 'en',
      data: { name: 'Lena', link: 'http://localhost:3000/login' },
    });
    expect(readFileSync(sent.path!, 'utf8')).toContain('Reply-To: support@academy.test');
    await patch({ default_language: 'en' });
  });

  it('are changed by administrators only', async () => {
    expect((await patch({ registration_open: true }, learner)).statusCode).toBe(403);
    const manager = await tokenForDemo(t.db, 'manager@academy.test');
    expect((await patch({ support_email: 'spy@example.test' }, manager)).statusCode).toBe(403);
    expect((await demoTenant(t.db)).config.support_email).toBe('support@academy.test');
  });
});
