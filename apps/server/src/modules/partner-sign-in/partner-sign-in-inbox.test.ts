import { createHmac } from 'node:crypto';
import {
  newlearningCanonicalString,
  type PartnerIntegrationCreated,
  type PartnerKind,
} from '@academy/contracts/entities/partner-integration';
import { and, eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inboxEvents } from '../../db/schema/inbox.ts';
import { accessTokens, incidents, users } from '../../db/schema/tenancy.ts';
import { hashToken } from '../../platform/auth/token-hash.ts';
import { buildTestApp, createTestClock, type TestApp } from '../../test/build-test-app.ts';
import { auth, demoCompany, tokenForDemo } from '../../test/factories.ts';

/**
 * Partner tickets and digests go through the inbox (DESIGN §11): stored by integration and nonce first,
 * processed once in the transaction that signs in, with a session token the request made — so a replay is
 * refused from the record, ten deliveries at once make one session, and the record holds no token or credential.
 */
describe('Partner sign-in through the inbox', () => {
  const clock = createTestClock();
  let t: TestApp;
  let managerToken: string;
  let nordlys: Awaited<ReturnType<typeof demoCompany>>;
  let sequence = 0;

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    managerToken = await tokenForDemo(t.db, 'manager@academy.test');
    nordlys = await demoCompany(t.db, 'nordlys');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock.set(new Date());
    await t.db.execute(sql`delete from rate_limits`);
  });

  const make = async (kind: PartnerKind) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${nordlys.uuid}/partner-integrations`,
      payload: { kind, name: `Inbox ${kind} ${++sequence}` },
      headers: auth(managerToken),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.item as PartnerIntegrationCreated;
  };

  /** A storyboard ticket's body for a new person, and the ticket's own signature (a secret part of it). */
  const storyboardBody = async (integration: PartnerIntegrationCreated, email: string) => {
    const now = Math.floor(clock.now().getTime() / 1000);
    const ticket = await new SignJWT({ company: nordlys.uuid, email, name: 'Inge Inbox' })
      .setProtectedHeader({ alg: 'HS256', kid: integration.customer_key })
      .setJti(`inbox-ticket-${++sequence}`)
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .sign(new TextEncoder().encode(integration.secret));
    return { body: { authenticationTicket: ticket }, secretPart: ticket.split('.')[2] };
  };
  const newlearningBody = (integration: PartnerIntegrationCreated, email: string) => {
    const fields = {
      customerKey: integration.customer_key,
      origin: 'https://partner.example',
      email,
      courseId: '',
      timestamp: String(Math.floor(clock.now().getTime() / 1000)),
    };
    const digest = createHmac('sha256', integration.secret)
      .update(newlearningCanonicalString(fields))
      .digest('hex');
    return { body: { ...fields, digest }, secretPart: digest };
  };
  const bodyFor = (kind: PartnerKind, integration: PartnerIntegrationCreated, email: string) =>
    kind === 'storyboard' ? storyboardBody(integration, email) : newlearningBody(integration, email);
  const post = (kind: PartnerKind, body: Record<string, unknown>, locale = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/auth/login/${kind}`,
      payload: body,
      // Each delivery from its own address: the per-IP counters are not what these tests are about.
      remoteAddress: `10.25.${sequence % 250}.${(++sequence % 250) + 1}`,
      headers: { 'accept-language': locale },
    });
  const sessionsOf = async (email: string, kind: PartnerKind) => {
    const [person] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!person) return [];
    return t.db
      .select()
      .from(accessTokens)
      .where(and(eq(accessTokens.user_id, person.id), eq(accessTokens.method, kind)));
  };
  const eventsOf = (kind: PartnerKind, email: string) =>
    t.db
      .select()
      .from(inboxEvents)
      .where(
        and(eq(inboxEvents.source, `partner.${kind}`), sql`${inboxEvents.payload} ->> 'email' = ${email}`),
      );

  describe.each(['storyboard', 'newlearning'] as const)('%s', (kind) => {
    it('refuses a replay from the record with the translated "expired or already used", and records it', async () => {
      const integration = await make(kind);
      const email = `replay-${kind}-${sequence}@partner.test`;
      const { body } = await bodyFor(kind, integration, email);
      const first = await post(kind, body);
      expect(first.statusCode, first.body).toBe(200);

      const again = await post(kind, body, 'nb');
      expect(again.statusCode).toBe(422);
      expect(again.json().message).toBe(
        'Innloggingslenken fra partneren er utløpt eller allerede brukt. Be partneren om en ny.',
      );
      expect(again.json().data?.item?.access_token).toBeUndefined();
      expect(await sessionsOf(email, kind)).toHaveLength(1);
      const replays = await t.db
        .select()
        .from(incidents)
        .where(
          and(
            eq(incidents.event, 'partner_login_refused'),
            sql`${incidents.data} ->> 'reason' = 'replayed'`,
            sql`${incidents.data} ->> 'method' = ${kind}`,
          ),
        );
      expect(replays.length).toBeGreaterThan(0);
    });

    it('signs in exactly once when the same credential comes ten times at once', async () => {
      const integration = await make(kind);
      const email = `burst-${kind}-${sequence}@partner.test`;
      const { body } = await bodyFor(kind, integration, email);
      const answers = await Promise.all(Array.from({ length: 10 }, () => post(kind, body)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
        200, 422, 422, 422, 422, 422, 422, 422, 422, 422,
      ]);
      for (const refused of answers.filter((answer) => answer.statusCode === 422))
        expect(refused.json().errors.partner[0]).toContain('expired or was already used');
      const sessions = await sessionsOf(email, kind);
      expect(sessions).toHaveLength(1);
      const signedIn = answers.find((answer) => answer.statusCode === 200)!;
      expect(sessions[0].token_hash).toBe(hashToken(signedIn.json().data.item.access_token));
      expect(await eventsOf(kind, email)).toHaveLength(1);
      // One person, one seat: the losers of the race wrote nothing.
      expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    });

    it('keeps an inbox record with neither the session token nor the credential in it', async () => {
      const integration = await make(kind);
      const email = `record-${kind}-${sequence}@partner.test`;
      const { body, secretPart } = await bodyFor(kind, integration, email);
      const response = await post(kind, body);
      expect(response.statusCode, response.body).toBe(200);
      const accessToken: string = response.json().data.item.access_token;

      const [event] = await eventsOf(kind, email);
      expect(event).toMatchObject({ error: null, tenant_id: nordlys.tenant_id });
      expect(event.processed_at).not.toBeNull();
      // The record knows the session only by its hash, and the answer it keeps is the login answer without it.
      expect(event.payload).toMatchObject({
        integration_id: integration.id,
        session_hash: hashToken(accessToken),
      });
      expect(event.result).toMatchObject({ kind: 'signed_in', item: { scope: expect.any(String) } });
      expect(event.result).not.toHaveProperty('item.access_token');
      const stored = JSON.stringify([event.event_id, event.payload, event.result]);
      expect(stored).not.toContain(accessToken);
      expect(stored).not.toContain(secretPart);
      expect(stored).not.toContain(integration.secret);
    });
  });

  it('records a refusal inside the processing as its answer, rolled back but for the incident', async () => {
    const integration = await make('newlearning');
    await t.db.execute(sql`update partner_integrations set seat_cap = 0 where id = ${integration.id}`);
    const email = `no-seat-${sequence}@partner.test`;
    const { body } = newlearningBody(integration, email);
    const refused = await post('newlearning', body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.partner[0]).toContain('All seats');
    // The person the sign-in had created before it found no seat is gone with the savepoint.
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    const [event] = await eventsOf('newlearning', email);
    expect(event.result).toMatchObject({ kind: 'refused', answer: 'partner_seats_full', reason: 'seat_cap' });
    const recorded = await t.db
      .select()
      .from(incidents)
      .where(
        and(
          eq(incidents.event, 'partner_login_refused'),
          sql`${incidents.data} ->> 'reason' = 'seat_cap'`,
          eq(incidents.target, `partner-integrations:${integration.uuid}|partner_integration`),
        ),
      );
    expect(recorded).toHaveLength(1);
    // The same digest again is a replay, whatever the first answer was.
    const again = await post('newlearning', body);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.partner[0]).toContain('expired or was already used');
  });

  it('a credential that is not valid is refused before anything is stored', async () => {
    const integration = await make('newlearning');
    const email = `forged-${sequence}@partner.test`;
    const { body } = newlearningBody(integration, email);
    const forged = await post('newlearning', {
      ...body,
      digest: body.digest.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    });
    expect(forged.statusCode).toBe(422);
    expect(await eventsOf('newlearning', email)).toHaveLength(0);
  });
});
