import { itemEnvelope } from '@academy/contracts/common/envelope';
import { contextSchema } from '@academy/contracts/entities/context';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { incidents } from '../../db/schema/tenancy.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth, demoCompany, tokenForDemo } from '../../test/factories.ts';

// The same rules as without the cache, now served from it (the path most production requests take).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { actorCacheSeconds: 60 } });
});
afterAll(() => t.close());

const context = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/v1/context', headers: auth(token, headers) });

it('keeps scope rules for cached users: own company yes, another company 403, admins impersonate', async () => {
  const manager = await tokenForDemo(t.db, 'manager@academy.test');
  const nordlys = await demoCompany(t.db, 'nordlys');
  const fjord = await demoCompany(t.db, 'fjord');
  for (let round = 0; round < 2; round++) {
    const own = await context(manager);
    expect(own.json().data.item.context.scope.uuid).toBe(nordlys.uuid);
    expect((await context(manager, { 'context-scope': `companies:${fjord.uuid}|company` })).statusCode).toBe(
      403,
    );
  }
  const admin = await tokenForDemo(t.db, 'admin@academy.test');
  for (let round = 0; round < 2; round++) {
    const impersonating = await context(admin, { 'context-scope': `companies:${fjord.uuid}|company` });
    expect(impersonating.json().data.item.impersonating).toBe(true);
  }
  expect(await t.db.select().from(incidents).where(eq(incidents.event, 'impersonation'))).toHaveLength(1);
});

it('forgets a user at logout, so the token stops working at once', async () => {
  const learner = await tokenForDemo(t.db, 'learner@academy.test');
  expect((await context(learner)).json().data.item.user.email).toBe('learner@academy.test');
  expect(
    (await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: auth(learner) })).statusCode,
  ).toBe(200);
  expect((await context(learner)).json().data.item.user).toBeNull();
  expect((await t.app.inject({ url: '/api/v1/poll', headers: auth(learner) })).statusCode).toBe(401);
});

it('answers each scope and language of one cached user with its own context, within the contract', async () => {
  const multi = await tokenForDemo(t.db, 'multi@academy.test');
  const nordlys = await demoCompany(t.db, 'nordlys');
  const fjord = await demoCompany(t.db, 'fjord');
  for (let round = 0; round < 2; round++) {
    for (const [company, language] of [
      [nordlys, 'nb'],
      [fjord, 'en'],
    ] as const) {
      const response = await context(multi, {
        'context-scope': `companies:${company.uuid}|company`,
        'accept-language': language,
      });
      const body = itemEnvelope(contextSchema).parse(response.json());
      expect(body.data.item.context.scope?.uuid).toBe(company.uuid);
      expect(body.data.item.user_language.code).toBe(language);
    }
  }
});
