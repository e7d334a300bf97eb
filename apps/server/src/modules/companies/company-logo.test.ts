import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth, demoCompany, tokenForDemo } from '../../test/factories.ts';
import { multipartBody, multipartType } from '../../test/multipart.ts';

/**
 * A company's logo: its manager replaces it with the form's file part and removes it with `logo: null`;
 * another company's manager can do neither, and a logo given as text is refused.
 */
let t: TestApp;
let manager: string;
let fjordManager: string;

beforeAll(async () => {
  t = await buildTestApp();
  manager = await tokenForDemo(t.db, 'manager@academy.test');
  fjordManager = await tokenForDemo(t.db, 'fjord.manager@academy.test');
});
afterAll(() => t.close());

const storedLogo = async () => (await demoCompany(t.db, 'nordlys')).logo;

async function uploadLogo(token: string) {
  const nordlys = await demoCompany(t.db, 'nordlys');
  const logo = await sharp({ create: { width: 90, height: 30, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/companies/${nordlys.uuid}`,
    headers: auth(token, { 'content-type': multipartType() }),
    payload: multipartBody([
      { name: '_method', value: 'PATCH' },
      { name: 'logo', filename: 'nordlys.png', type: 'image/png', content: logo },
    ]),
  });
}

async function patchLogo(token: string, logo: unknown) {
  const nordlys = await demoCompany(t.db, 'nordlys');
  return t.app.inject({
    method: 'PATCH',
    url: `/api/v1/companies/${nordlys.uuid}`,
    headers: auth(token),
    payload: { logo },
  });
}

describe("a company's logo", () => {
  it('is replaced by its manager and removed again with logo: null', async () => {
    const uploaded = await uploadLogo(manager);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const kept = await storedLogo();
    expect(kept).toMatch(/^[0-9a-f-]{36}$/);
    expect(uploaded.json().data.item.logo).toContain(`/api/v1/media/${kept}/original`);

    const removed = await patchLogo(manager, null);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.item.logo).toBeNull();
    expect(await storedLogo()).toBeNull();
  });

  it("cannot be removed by another company's manager, nor set as text", async () => {
    expect((await uploadLogo(manager)).statusCode).toBe(200);
    const kept = await storedLogo();

    const foreign = await patchLogo(fjordManager, null);
    expect([403, 404]).toContain(foreign.statusCode);
    const asText = await patchLogo(manager, 'https://example.com/logo.png');
    expect(asText.statusCode).toBe(422);
    expect(asText.json().errors).toHaveProperty('logo');

    const [row] = await t.db
      .select({ logo: companies.logo })
      .from(companies)
      .where(eq(companies.logo, kept!));
    expect(row?.logo).toBe(kept);
  });
});
