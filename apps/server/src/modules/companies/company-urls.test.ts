import { messages } from '@academy/contracts/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/tenancy.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth, demoCompany, tokenForDemo } from '../../test/factories.ts';

/**
 * Issue 9 point 8: a company's links are shown (header link) and framed (external LMS) by the web, so only
 * https addresses are stored; anything that could run script or borrow the page's scheme is a 422 with the
 * translated message, and nothing is written.
 */
let t: TestApp;
let manager: string;
let admin: string;
let nordlys: typeof companies.$inferSelect;

beforeAll(async () => {
  t = await buildTestApp();
  manager = await tokenForDemo(t.db, 'manager@academy.test');
  admin = await tokenForDemo(t.db, 'admin@academy.test');
  nordlys = await demoCompany(t.db, 'nordlys');
});
afterAll(() => t.close());

const hostile = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(document.domain)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  '//evil.example',
  'http://evil.example',
];
const fields = ['header_link_url', 'external_lms_url'] as const;

const stored = async () => {
  const [row] = await t.db.select().from(companies).where(eq(companies.id, nordlys.id));
  return { header_link_url: row.header_link_url, external_lms_url: row.external_lms_url };
};

describe('company links', () => {
  it('refuses every scheme but https on update, in the reader’s language, and writes nothing', async () => {
    const before = await stored();
    for (const field of fields) {
      for (const value of hostile) {
        for (const [language, text] of [
          ['en', messages.en['validation.url_https']],
          ['nb', messages.nb['validation.url_https']],
        ] as const) {
          const response = await t.app.inject({
            method: 'PATCH',
            url: `/api/v1/companies/${nordlys.uuid}`,
            headers: auth(manager, { 'accept-language': language }),
            payload: { [field]: value },
          });
          expect(response.statusCode, `${field}=${value}`).toBe(422);
          expect(response.json().errors[field], `${field}=${value}`).toEqual([text]);
        }
      }
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses them on create too', async () => {
    const count = async () => (await t.db.select().from(companies)).length;
    const before = await count();
    for (const field of fields) {
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/v1/companies',
        headers: auth(admin),
        payload: { name: 'Scheme AS', [field]: 'javascript:alert(1)' },
      });
      expect(json.statusCode).toBe(422);
      expect(Object.keys(json.json().errors)).toEqual([field]);
    }
    expect(await count()).toBe(before);
  });

  it('stores https links (and http on loopback hosts, for development)', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/companies/${nordlys.uuid}`,
      headers: auth(manager),
      payload: {
        header_link_url: 'https://intranet.nordlys.example/',
        external_lms_url: 'http://localhost:8080/lms',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await stored()).toEqual({
      header_link_url: 'https://intranet.nordlys.example/',
      external_lms_url: 'http://localhost:8080/lms',
    });
  });
});
