import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../db/schema/tenants.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth, buildTenant, buildUser, demoTenant, tokenFor, tokenForDemo } from '../../test/factories.ts';
import { multipartBody, multipartType } from '../../test/multipart.ts';
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
    // The request host resolves to the first tenant; the stranger's token belongs to another, so it is not valid here.
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
