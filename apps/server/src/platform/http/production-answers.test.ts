import { itemEnvelope } from '@academy/contracts/common/envelope';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type DemoRole, demoTokens } from '../../modules/enrollments/learning-test-support.ts';
// The list the app serves, so every resource in it is tried.
import { resources } from '../../modules/resources.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth } from '../../test/factories.ts';
import type { AnyResource, EntityRow } from '../resource/define-resource.ts';

/**
 * Answers in production (VALIDATE_RESPONSES off, so nothing fails the request) say only what their route
 * declares (issue 23 §4). Every resource here reads one more value with each row, a provider secret its
 * contract does not name, and a named operation's handler answers a field its schema does not declare:
 * neither reaches the client.
 */

const SECRET = 'sk_live_x';

/** Segments whose rows were presented, and so carried the secret into the presenter. */
const presented = new Set<string>();

/** The resource, reading the secret with every row (as a new column of its table would be read). */
function withSecret(definition: AnyResource): AnyResource {
  return {
    ...definition,
    computed: { ...definition.computed, provider_secret: sql<string>`${SECRET}::text` },
    header(row: EntityRow) {
      if (row.provider_secret === SECRET) presented.add(definition.segment);
      return definition.header(row);
    },
  };
}

const answerSchema = itemEnvelope(z.object({ uuid: z.string(), name: z.string() }));

/** A named operation outside the generic engine whose handler returns more than its schema declares. */
function namedOperation(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/test-named-operation',
    { schema: { response: { 200: answerSchema } } },
    async () =>
      ({
        data: {
          item: { uuid: 'u-1', name: 'Payment', provider_secret: SECRET },
          meta: { uuid: 'm-1', request: null, relations: [], webhook_secret: SECRET },
        },
      }) as never,
  );
}

let t: TestApp;
let tokens: Record<DemoRole, string>;

beforeAll(async () => {
  t = await buildTestApp({
    config: { validateResponses: false },
    resources: resources.map(withSecret),
    routes: namedOperation,
  });
  tokens = await demoTokens(t.db);
});
afterAll(() => t.close());

describe('production answers leave out what their route does not declare', () => {
  it('a named operation answers without the fields its schema does not declare', async () => {
    const response = await t.app.inject({ url: '/api/v1/test-named-operation' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(SECRET);
    expect(response.json()).toEqual({
      data: { item: { uuid: 'u-1', name: 'Payment' }, meta: { uuid: 'm-1', request: null, relations: [] } },
    });
  });

  it.each(resources.map((definition) => definition.segment))(
    '%s: list and item without the secret read with each row',
    async (segment) => {
      const contract = resources.find((definition) => definition.segment === segment)!.contract;
      const headers = auth(tokens[segment === 'tenants' ? 'superAdmin' : 'admin']);
      const withQuery = contract.with.length ? `&with=${contract.with.join(',')}` : '';
      const list = await t.app.inject({ url: `/api/v1/${segment}?per_page=100${withQuery}`, headers });
      expect(list.statusCode, list.body).toBe(200);
      expect(list.body).not.toContain(SECRET);
      const [first] = list.json().data.items;
      if (!first) return;
      const one = await t.app.inject({
        url: `/api/v1/${segment}/${first.uuid}${withQuery.replace('&', '?')}`,
        headers,
      });
      expect(one.statusCode, one.body).toBe(200);
      expect(one.body).not.toContain(SECRET);
    },
  );

  it('the secret did reach the presenter of the resources the demo has rows of', () => {
    // The demo holds rows of most resources; each of them carried the secret up to the presenter.
    expect(presented.size).toBeGreaterThan(resources.length / 2);
  });
});
