import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { notifications } from '../../db/schema/learning.ts';
import { users } from '../../db/schema/tenancy.ts';
import { defineAction } from '../../platform/actions/define-action.ts';
import { type Actor, guestActor } from '../../platform/auth/actor.ts';
import { registerErrorHandler } from '../../platform/http/error-handler.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth, demoCompany, tokenForDemo } from '../../test/factories.ts';
import { actionRoutes } from './action.routes.ts';

describe('POST /api/v1/action', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/action', payload: body as object, headers });
  const userId = async (email: string) =>
    (await t.db.select().from(users).where(eq(users.email, email)))[0].id;
  const unreadOf = async (id: number) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, id), isNull(notifications.read_at)));

  it('answers 401 to a signed-out caller and changes nothing', async () => {
    const learnerId = await userId('learner@academy.test');
    const before = (await unreadOf(learnerId)).length;
    const response = await post({ action: 'notifications.mark-all-read', args: {} });
    expect(response.statusCode).toBe(401);
    expect((await unreadOf(learnerId)).length).toBe(before);
    // Authentication comes before validation: a guest learns nothing about the payload.
    expect((await post({})).statusCode).toBe(401);
  });

  it('answers 422 keyed by the action field for an unknown action', async () => {
    const token = await tokenForDemo(t.db, 'learner@academy.test');
    const response = await post({ action: 'notifications.explode', args: {} }, auth(token));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Oops! There are some errors. Please review and correct them.',
      errors: { action: ['Unknown action.'] },
    });
  });

  it('answers 422 when the action name is missing, in the language of the request', async () => {
    const token = await tokenForDemo(t.db, 'learner@academy.test');
    const response = await post({ args: {} }, auth(token, { 'accept-language': 'nb' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ action: ['Dette feltet er påkrevd.'] });
  });

  it('rejects arguments the action does not take, keyed under args', async () => {
    const token = await tokenForDemo(t.db, 'learner@academy.test');
    const response = await post(
      { action: 'notifications.mark-all-read', args: { everyone: true } },
      auth(token),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ 'args.everyone': ['This field is not allowed.'] });
  });

  it("marks all the actor's notifications read, and nobody else's", async () => {
    const learnerId = await userId('learner@academy.test');
    const managerId = await userId('manager@academy.test');
    const nordlys = await demoCompany(t.db, 'nordlys');
    await t.db
      .insert(notifications)
      .values({ tenant_id: nordlys.tenant_id, user_id: managerId, subject: 'Unread for the manager' });
    expect((await unreadOf(learnerId)).length).toBeGreaterThan(0);

    const token = await tokenForDemo(t.db, 'learner@academy.test');
    const response = await post(
      { action: 'notifications.mark-all-read' },
      auth(token, { 'accept-language': 'nb' }),
    );

    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.message).toBe('Alle varsler er merket som lest.');
    expect(data.relations).toEqual(['notifications']);
    expect(data.meta).toMatchObject({
      relations: ['notifications'],
      message: 'Alle varsler er merket som lest.',
    });
    expect(await unreadOf(learnerId)).toHaveLength(0);
    expect(await unreadOf(managerId)).toHaveLength(1);
    const read = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, learnerId), isNotNull(notifications.read_at)));
    expect(read.length).toBeGreaterThan(0);

    const poll = await t.app.inject({ method: 'GET', url: '/api/v1/poll', headers: auth(token) });
    expect(poll.json().data.item.unread_notifications).toBe(0);
  });
});

describe('the action registry', () => {
  let app: FastifyInstance;
  const ran: unknown[] = [];
  const recorded: unknown[] = [];
  const signedIn: Actor = {
    ...guestActor(1),
    user: {
      id: 1,
      uuid: '00000000-0000-4000-8000-000000000001',
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.test',
      role: 'user',
      language_code: null,
      last_login_at: null,
      use_classic_player: false,
      email_core: true,
      email_course: true,
      email_marketing: false,
    },
  };

  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    // The route runs each action in a transaction with its audit incident; this fake records the incident.
    const transaction = {
      insert: () => ({
        values: async (row: unknown) => {
          recorded.push(row);
        },
      }),
    };
    app.decorate('services', {
      db: { transaction: async (work: (tx: unknown) => Promise<unknown>) => work(transaction) },
    } as never);
    app.decorateRequest('actor', null as unknown as Actor);
    app.decorateRequest('locale', 'en');
    app.addHook('onRequest', async (request) => {
      request.actor = signedIn;
    });
    registerErrorHandler(app);
    await app.register(actionRoutes, {
      actions: [
        defineAction({
          name: 'test.admins-only',
          schema: z.strictObject({}),
          authorize: (actor) => actor.isAdmin,
          run: async () => ({}),
        }),
        defineAction({
          name: 'test.echo',
          schema: z.strictObject({ count: z.number().int().max(3) }),
          authorize: () => true,
          run: async ({ args }) => {
            ran.push(args);
            return {};
          },
        }),
      ],
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers 403 when the action does not authorize the actor, without running it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/action',
      payload: { action: 'test.admins-only', args: {} },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Access denied. You might need to log out and log back in.');
    expect(recorded).toEqual([]);
  });

  it('validates arguments with the action schema and answers the default message', async () => {
    const invalid = await app.inject({
      method: 'POST',
      url: '/api/v1/action',
      payload: { action: 'test.echo', args: { count: 9 } },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ 'args.count': ['Number cannot be larger than 3.'] });
    expect(ran).toEqual([]);

    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/action',
      payload: { action: 'test.echo', args: { count: 2 } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ message: 'Action performed', relations: [] });
    expect(ran).toEqual([{ count: 2 }]);
    expect(recorded).toEqual([
      expect.objectContaining({ event: 'test.echo', target: null, data: { args: { count: 2 } } }),
    ]);
  });
});
