import { defineResourceContract } from '@academy/contracts/common/resource-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { countQueries } from '../../db/query-counter.ts';
import { languages } from '../../db/schema/tenancy.ts';
import { resources } from '../../modules/resources.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth, tokenForDemo } from '../../test/factories.ts';
import { definePolicy, never, signedIn } from '../policy/define-policy.ts';
import { defineResource } from './define-resource.ts';

/**
 * A resource of this test only, kept for every person. Its presenter nests a field the contract does not declare
 * (the engine keeps only declared keys at the top, present.ts; below them the response's allow-list does), so a
 * kept page must leave it out as a computed one does.
 */
const keptContract = defineResourceContract({
  segment: 'kept-probes',
  type: 'kept_probe',
  item: z.object({ id: z.number(), code: z.string(), about: z.object({ name: z.string() }) }),
  filters: {},
  sorts: [],
  with: [],
  links: {},
  abilities: ['view', 'update', 'delete'],
});
const keptResource = defineResource(keptContract, {
  table: languages,
  policy: definePolicy<object>({
    viewAny: signedIn,
    create: never,
    view: signedIn,
    update: never,
    delete: never,
  }),
  label: { en: 'Kept probe', nb: 'Kept probe' },
  header: (row) => row.name,
  present: (row) => {
    const about = { name: row.name, undeclared: 'left out' };
    return { about };
  },
  keptList: {
    keeps: (actor) => (actor.user ? { tenantId: actor.tenantId, userId: actor.user.id } : null),
    relations: [],
    validUntil: async (context) => context.services.clock.now().getTime() + 60_000,
  },
});

let t: TestApp;
let token: string;

beforeAll(async () => {
  // Production's mode: answers are written through the allow-list, not validated.
  t = await buildTestApp({
    config: { actorCacheSeconds: 60, validateResponses: false },
    resources: [...resources, keptResource],
  });
  token = await tokenForDemo(t.db, 'learner@academy.test');
});
afterAll(() => t.close());

async function read() {
  const counted = await countQueries(() =>
    t.app.inject({ url: '/api/v1/kept-probes', headers: auth(token) }),
  );
  expect(counted.result.statusCode).toBe(200);
  expect(counted.result.headers['content-type']).toBe('application/json; charset=utf-8');
  return { body: counted.result.json(), statements: counted.statements };
}

describe('a kept list page', () => {
  it('is written as the computed one was: through the allow-list, with its pagination and a meta of its own', async () => {
    const computed = await read();
    const kept = await read();
    expect(computed.statements.length).toBeGreaterThan(1);
    expect(kept.statements).toHaveLength(1);

    const items = kept.body.data.items as Record<string, unknown>[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['about', 'code', 'id']);
      expect(item.about).toEqual({ name: expect.any(String) });
    }
    expect(items).toEqual(computed.body.data.items);
    expect(kept.body.data.meta.pagination).toEqual(computed.body.data.meta.pagination);
    expect(kept.body.data.meta.pagination.total).toBe(items.length);
    expect(kept.body.data.meta.uuid).not.toBe(computed.body.data.meta.uuid);
  });
});
