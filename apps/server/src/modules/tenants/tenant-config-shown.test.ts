import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../db/schema/tenants.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth, demoTenant, tokenForDemo } from '../../test/factories.ts';

/**
 * Issue 20 finding 10: the tenant's `config` is the operator's and the administrators' document (spec §3 "the
 * contents of config are not shown"). The context (read by guests) and the tenant item name the fields the web
 * reads, by name; whatever else the document holds stays on the server.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  const academy = await demoTenant(t.db);
  // What an operator (and older versions) may have kept in the document beside the settings.
  await t.db
    .update(tenants)
    .set({
      config: {
        hosts: ['academy.example.test'],
        smtp_password: 'operator-secret',
        theme: { accent: 'teal' },
        default_language: 'nb',
        support_email: 'help@academy.test',
        registration_open: false,
      },
    })
    .where(eq(tenants.id, academy.id));
  t.app.services.tenants.invalidate();
});
afterAll(() => t.close());

describe("what the tenant's config shows", () => {
  it('gives guests and learners in the context only the default language', async () => {
    const guest = (await t.app.inject({ url: '/api/v1/context' })).json().data.item;
    expect(guest.tenant.config).toEqual({ default_language: 'nb' });
    const learner = await tokenForDemo(t.db, 'learner@academy.test');
    const signedIn = (await t.app.inject({ url: '/api/v1/context', headers: auth(learner) })).json().data
      .item;
    expect(signedIn.tenant.config).toEqual({ default_language: 'nb' });
  });

  it('gives the tenant item the administrators’ settings only, for every reader', async () => {
    const academy = await demoTenant(t.db);
    for (const email of ['learner@academy.test', 'admin@academy.test']) {
      const token = await tokenForDemo(t.db, email);
      const item = (
        await t.app.inject({ url: `/api/v1/tenants/${academy.uuid}`, headers: auth(token) })
      ).json().data.item;
      expect(item.config).toEqual({
        default_language: 'nb',
        support_email: 'help@academy.test',
        registration_open: false,
      });
      const list = (await t.app.inject({ url: '/api/v1/tenants', headers: auth(token) })).json().data.items;
      expect(list[0].config).toEqual(item.config);
      expect(JSON.stringify(list)).not.toContain('operator-secret');
    }
  });
});
