import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { inboxEvents } from '../../db/schema/inbox.ts';
import { rateLimits } from '../../db/schema/tenancy.ts';
import { tenants } from '../../db/schema/tenants.ts';
import { openTestDatabase } from '../../test/template-database.ts';
import { createInbox, type Inbox, type InboxEvent } from './inbox.ts';

/**
 * The inbox with a test handler: each event it handles writes a marker row (in the processing transaction)
 * and answers what it was given, so a test sees both how often it ran and what was committed with it.
 */
describe('inbox of events from outside', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  let inbox: Inbox;
  let tenantId: number;
  const handled: string[] = [];
  /** What the after-commit step saw: the event and whether its marker was already committed (visible outside). */
  const committed: { eventId: string; result: unknown; markerVisible: boolean }[] = [];
  let failNext = false;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    const [tenant] = await database.db.select({ id: tenants.id }).from(tenants).limit(1);
    tenantId = tenant.id;
    inbox = createInbox(database.db);
    inbox.handle(
      'test-provider',
      async (event, tx) => {
        await tx
          .insert(rateLimits)
          .values({ key: `inbox-test:${event.eventId}`, hits: 1, reset_at: 'now()' });
        if (failNext) {
          failNext = false;
          throw new Error('provider API unreachable');
        }
        handled.push(event.eventId);
        return { paid: (event.payload as { amount: number }).amount };
      },
      async (event, result) => {
        const visible = await markers(event.eventId);
        committed.push({ eventId: event.eventId, result, markerVisible: visible.length === 1 });
      },
    );
  });
  afterAll(() => drop());

  const event = (eventId: string, amount = 100): InboxEvent => ({
    tenantId,
    source: 'test-provider',
    eventId,
    payload: { amount },
  });
  const markers = (eventId: string) =>
    database.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `inbox-test:${eventId}`));
  const rowOf = async (eventId: string) =>
    (await database.db.select().from(inboxEvents).where(eq(inboxEvents.event_id, eventId)))[0];

  it('runs the after-commit step once, after the commit, never for a replay', async () => {
    await inbox.receive(event('evt-after', 40));
    await inbox.receive(event('evt-after', 40));
    expect(committed.filter((entry) => entry.eventId === 'evt-after')).toEqual([
      { eventId: 'evt-after', result: { paid: 40 }, markerVisible: true },
    ]);
  });

  it('stores an event, processes it once, and answers a replay from the record', async () => {
    expect(await inbox.receive(event('evt-1', 250))).toEqual({
      result: { paid: 250 },
      replay: false,
      stored: true,
    });
    // The same event id again, even with another body: the stored result, the handler not run again.
    expect(await inbox.receive(event('evt-1', 999))).toEqual({
      result: { paid: 250 },
      replay: true,
      stored: false,
    });
    expect(handled.filter((id) => id === 'evt-1')).toHaveLength(1);
    expect(await markers('evt-1')).toHaveLength(1);
    const row = await rowOf('evt-1');
    expect(row).toMatchObject({
      tenant_id: tenantId,
      payload: { amount: 250 },
      result: { paid: 250 },
      error: null,
    });
    expect(row.processed_at).not.toBeNull();
  });

  it('handles one event delivered ten times at once exactly once', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => inbox.receive(event('evt-burst', 42))),
    );
    expect(handled.filter((id) => id === 'evt-burst')).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.replay)).toHaveLength(1);
    // One delivery's payload is the event's, whichever delivery processed it.
    expect(outcomes.filter((outcome) => outcome.stored)).toHaveLength(1);
    expect(outcomes.every((outcome) => (outcome.result as { paid: number }).paid === 42)).toBe(true);
    expect(await markers('evt-burst')).toHaveLength(1);
    expect(
      await database.db.select().from(inboxEvents).where(eq(inboxEvents.event_id, 'evt-burst')),
    ).toHaveLength(1);
  });

  it('keeps a failed event stored with its error, its writes rolled back, and processes it on a later run', async () => {
    failNext = true;
    await expect(inbox.receive(event('evt-fail', 7))).rejects.toThrow('provider API unreachable');
    expect(await rowOf('evt-fail')).toMatchObject({ processed_at: null, error: 'provider API unreachable' });
    expect(await markers('evt-fail')).toEqual([]);
    expect(await inbox.processPending({ olderThanSeconds: 0 })).toBe(1);
    expect(await rowOf('evt-fail')).toMatchObject({ result: { paid: 7 }, error: null });
    expect(await inbox.receive(event('evt-fail', 7))).toEqual({
      result: { paid: 7 },
      replay: true,
      stored: false,
    });
    expect(handled.filter((id) => id === 'evt-fail')).toHaveLength(1);
  });

  it('processes an event a crash left stored but unprocessed, once, and leaves fresh ones to their delivery', async () => {
    // What a process leaves behind when it dies between storing an event and processing it.
    await database.db.insert(inboxEvents).values({
      tenant_id: tenantId,
      source: 'test-provider',
      event_id: 'evt-crash',
      payload: { amount: 5 },
      received_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    });
    await database.db.insert(inboxEvents).values({
      tenant_id: tenantId,
      source: 'test-provider',
      event_id: 'evt-fresh',
      payload: { amount: 1 },
    });
    expect(await inbox.processPending()).toBe(1);
    expect(await inbox.processPending()).toBe(0);
    expect(handled.filter((id) => id === 'evt-crash')).toHaveLength(1);
    expect((await rowOf('evt-crash')).result).toEqual({ paid: 5 });
    expect((await rowOf('evt-fresh')).processed_at).toBeNull();
  });

  it("prunes processed events past their source's retention, never unprocessed ones nor sources that keep theirs", async () => {
    const now = new Date('2030-06-01T12:00:00.000Z');
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
    const store = (source: string, eventId: string, processedHoursAgo: number | null) =>
      database.db.insert(inboxEvents).values({
        tenant_id: tenantId,
        source,
        event_id: eventId,
        payload: {},
        received_at: hoursAgo(processedHoursAgo ?? 72),
        processed_at: processedHoursAgo === null ? null : hoursAgo(processedHoursAgo),
      });
    inbox.retain('prune-short', 1);
    inbox.retain('prune-long', 400);
    await store('prune-short', 'short-old', 25);
    await store('prune-short', 'short-recent', 23);
    await store('prune-short', 'short-unprocessed', null);
    await store('prune-long', 'long-recent', 24 * 399);
    await store('prune-long', 'long-old', 24 * 401);
    await store('prune-kept', 'kept-old', 24 * 1000);

    expect(await inbox.prune(now)).toBe(2);
    const left = await database.db
      .select({ eventId: inboxEvents.event_id })
      .from(inboxEvents)
      .where(like(inboxEvents.source, 'prune-%'));
    expect(left.map((row) => row.eventId).sort()).toEqual([
      'kept-old',
      'long-recent',
      'short-recent',
      'short-unprocessed',
    ]);
    expect(await inbox.prune(now)).toBe(0);
  });
});
