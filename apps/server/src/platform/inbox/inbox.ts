import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { queryRows } from '../../db/raw-sql.ts';
import { inboxEvents } from '../../db/schema/inbox.ts';
import type { Jobs } from '../jobs/jobs.ts';

/** One event as its handler sees it. */
export type InboxEvent = { tenantId: number; source: string; eventId: string; payload: unknown };
/**
 * Does what the event asks, with `tx`, the transaction that marks it processed: its writes and that mark are
 * committed together. Returns what to answer the sender (JSON), stored and answered again to every replay.
 */
export type InboxHandler = (event: InboxEvent, tx: Executor) => Promise<unknown>;
/**
 * Runs once the event's transaction has committed (never for a replay): what must wait for the writes to be
 * visible, such as forgetting the cached rights of a person the event gave a membership.
 */
export type InboxAfterCommit = (event: InboxEvent, result: unknown) => void | Promise<void>;
/** What processing answers: the handler's result, and whether it came from the record (a replay). */
export type InboxOutcome = { result: unknown; replay: boolean };
/**
 * What `receive` answers besides: whether this delivery's payload is the one stored. Of several deliveries of one
 * event, only the first is stored, whichever of them then processes it; a source whose payload carries something
 * of the request's own (the hash of a token only that request holds) answers only the delivery that stored it.
 */
export type InboxReceipt = InboxOutcome & { stored: boolean };

export type Inbox = {
  /** Names the handler of a source's events; call while the app is built. */
  handle(source: string, handler: InboxHandler, afterCommit?: InboxAfterCommit): void;
  /**
   * Stores the event by the sender's id before anything else (a second delivery changes nothing), then
   * processes it once. A handler's failure is recorded on the event and thrown, so the caller can ask the
   * sender to deliver again; the inbox job retries it meanwhile.
   */
  receive(event: InboxEvent): Promise<InboxReceipt>;
  /** Processes events stored but not processed (a crash or a failure between the two); the inbox job's work. */
  processPending(options?: { olderThanSeconds?: number; limit?: number }): Promise<number>;
  /**
   * How long a source's processed events are kept (call while the app is built). A source that names none is
   * kept for good: an event's row is what makes a redelivery a replay, so only its owner may say when none comes.
   */
  retain(source: string, days: number): void;
  /** Deletes processed events older than their source's retention (the prune job's work); answers how many. */
  prune(now: Date): Promise<number>;
};

export const inboxJob = 'inbox.process-pending';
export const inboxPruneJob = 'inbox.prune';

/**
 * The inbox of events from outside (DESIGN §11). Each event is processed in a transaction that first locks
 * its row and reads `processed_at`: of ten deliveries of one event arriving together, one runs the handler
 * and the others wait for its commit and answer its stored result.
 */
export function createInbox(db: Database): Inbox {
  const handlers = new Map<string, InboxHandler>();
  const afterCommits = new Map<string, InboxAfterCommit>();
  const retentionDays = new Map<string, number>();

  async function process(source: string, eventId: string, skipLocked: boolean): Promise<InboxOutcome | null> {
    let processedEvent: InboxEvent | null = null;
    const outcome = await processInTransaction(source, eventId, skipLocked, (event) => {
      processedEvent = event;
    });
    const afterCommit = afterCommits.get(source);
    // The event is processed and committed whatever happens here: a failure is not the sender's to retry.
    if (outcome && !outcome.replay && processedEvent && afterCommit)
      await Promise.resolve(afterCommit(processedEvent, outcome.result)).catch(() => undefined);
    return outcome;
  }

  async function processInTransaction(
    source: string,
    eventId: string,
    skipLocked: boolean,
    processing: (event: InboxEvent) => void,
  ): Promise<InboxOutcome | null> {
    try {
      return await db.transaction(async (tx) => {
        const lock = skipLocked ? sql`for update skip locked` : sql`for update`;
        const [row] = await queryRows<{
          tenant_id: number;
          payload: unknown;
          processed_at: string | null;
          result: unknown;
        }>(
          tx,
          sql`select tenant_id, payload, processed_at, result from ${inboxEvents}
            where source = ${source} and event_id = ${eventId} ${lock}`,
        );
        if (!row) return null;
        if (row.processed_at !== null) return { result: row.result, replay: true };
        const handler = handlers.get(source);
        if (!handler) throw new Error(`No inbox handler is registered for "${source}".`);
        const event = { tenantId: row.tenant_id, source, eventId, payload: row.payload };
        processing(event);
        const result = (await handler(event, tx)) ?? null;
        await tx
          .update(inboxEvents)
          .set({ processed_at: sql`now()`, result, error: null })
          .where(and(eq(inboxEvents.source, source), eq(inboxEvents.event_id, eventId)));
        return { result, replay: false };
      });
    } catch (error) {
      // Outside the rolled-back transaction: the event stays unprocessed, with why.
      await db
        .update(inboxEvents)
        .set({ error: error instanceof Error ? error.message : String(error) })
        .where(
          and(
            eq(inboxEvents.source, source),
            eq(inboxEvents.event_id, eventId),
            isNull(inboxEvents.processed_at),
          ),
        );
      throw error;
    }
  }

  return {
    handle(source, handler, afterCommit) {
      handlers.set(source, handler);
      if (afterCommit) afterCommits.set(source, afterCommit);
    },

    async receive(event) {
      const inserted = await db
        .insert(inboxEvents)
        .values({
          tenant_id: event.tenantId,
          source: event.source,
          event_id: event.eventId,
          payload: event.payload,
        })
        .onConflictDoNothing({ target: [inboxEvents.source, inboxEvents.event_id] })
        .returning({ id: inboxEvents.id });
      const outcome = await process(event.source, event.eventId, false);
      if (!outcome) throw new Error(`Inbox event ${event.source}/${event.eventId} was not stored.`);
      return { ...outcome, stored: inserted.length > 0 };
    },

    async processPending({ olderThanSeconds = 60, limit = 100 } = {}) {
      // Recent events are left to the delivery that stored them, which is processing them now.
      const pending = await db
        .select({ source: inboxEvents.source, eventId: inboxEvents.event_id })
        .from(inboxEvents)
        .where(
          and(
            isNull(inboxEvents.processed_at),
            lt(inboxEvents.received_at, sql`now() - make_interval(secs => ${olderThanSeconds})`),
          ),
        )
        .orderBy(asc(inboxEvents.received_at))
        .limit(limit);
      let processed = 0;
      for (const { source, eventId } of pending) {
        // One failing event does not hold up the others; its error is on its row, and the next run tries again.
        const outcome = await process(source, eventId, true).catch(() => null);
        if (outcome && !outcome.replay) processed++;
      }
      return processed;
    },

    retain(source, days) {
      retentionDays.set(source, days);
    },

    async prune(now) {
      let pruned = 0;
      for (const [source, days] of retentionDays) {
        const before = new Date(now.getTime() - days * 86_400_000).toISOString();
        // Unprocessed events are never removed: they are still owed their processing.
        const removed = await db
          .delete(inboxEvents)
          .where(and(eq(inboxEvents.source, source), lt(inboxEvents.processed_at, before)))
          .returning({ id: inboxEvents.id });
        pruned += removed.length;
      }
      return pruned;
    },
  };
}

/**
 * The inbox job, every minute: events a crash or a failure left stored but unprocessed are processed. And the
 * daily prune: processed events past their source's retention are removed.
 */
export async function registerInboxJob(jobs: Jobs, inbox: Inbox, clock: { now(): Date }): Promise<void> {
  jobs.register(inboxJob, async () => {
    await inbox.processPending();
  });
  await jobs.schedule(inboxJob, '* * * * *');
  jobs.register(inboxPruneJob, async () => {
    await inbox.prune(clock.now());
  });
  await jobs.schedule(inboxPruneJob, '23 3 * * *');
}
