import { incidentSchema } from '@academy/contracts/entities/incident';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incidents } from '../../db/schema/tenancy.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';

let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;
let event: typeof incidents.$inferSelect;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
  [event] = await t.db
    .insert(incidents)
    .values({
      tenant_id: demo.tenantId,
      event: 'test.event',
      user_id: demo.user('manager').id,
      company_id: demo.nordlys.id,
      target: 'companies:x|company',
    })
    .returning();
});
afterAll(() => t.close());

describe('incidents (audit trail)', () => {
  it('is read by admins, with who and where, filtered by event', async () => {
    for (const role of ['admin', 'superAdmin'] as const) {
      const response = await t.app.inject({
        url: '/api/v1/incidents?filter[event]=test.event',
        headers: auth(tokens[role]),
      });
      expect(response.statusCode).toBe(200);
      const [item] = response.json().data.items;
      incidentSchema.parse(item);
      expect(item).toMatchObject({
        id: event.id,
        user: { header: 'Marte Nilsen' },
        company: { header: 'Nordlys AS' },
        abilities: { view: true, update: false, delete: false },
      });
    }
  });

  it('is closed to everyone else — even the manager it names — and to every write', async () => {
    for (const role of ['learner', 'manager', 'fjordManager'] as const) {
      expect((await t.app.inject({ url: '/api/v1/incidents', headers: auth(tokens[role]) })).statusCode).toBe(
        403,
      );
      expect(
        (await t.app.inject({ url: `/api/v1/incidents/${event.uuid}`, headers: auth(tokens[role]) }))
          .statusCode,
      ).toBe(404);
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/incidents',
          headers: auth(tokens.admin),
          payload: { event: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/v1/incidents/${event.uuid}`,
          headers: auth(tokens.superAdmin),
          payload: { event: 'x' },
        })
      ).statusCode,
    ).toBe(405);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/incidents/${event.uuid}`,
          headers: auth(tokens.superAdmin),
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.db.select().from(incidents).where(eq(incidents.id, event.id)))[0].event).toBe(
      'test.event',
    );
  });
});
