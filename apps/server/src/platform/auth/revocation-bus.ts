import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../../db/client.ts';
import type { ActorCache } from './actor-cache.ts';
import type { Revocation } from './revocation.ts';

const channel = 'academy_revocations';
/** PostgreSQL caps a notification at 8,000 bytes: long lists of users go in parts. */
const usersPerMessage = 500;

type Message = Revocation & { from: string };
type Log = { warn(details: object, message: string): void };
type Caches = { actors: ActorCache; tenants: { apply(): void; announceTo(listener: () => void): void } };

/**
 * Carries revocations between the processes sharing one database (PostgreSQL LISTEN/NOTIFY), so a user
 * deactivated, a token signed out or a role changed on one process is in force on every other within a
 * moment instead of after the caches' time-to-live. Each process hears its own messages too and skips them
 * by their sender id. A message that cannot be read, or a listening connection that was down for a while,
 * makes the process forget everything it keeps: the database decides again.
 */
export async function connectRevocationBus(
  database: DatabaseHandle,
  caches: Caches,
  log: Log,
): Promise<{ close(): Promise<void> }> {
  const from = randomUUID();

  function heard(payload: string) {
    let message: Message | null = null;
    try {
      message = JSON.parse(payload) as Message;
    } catch {
      // An empty payload is the listener's "reconnected": anything may have changed meanwhile.
    }
    if (message?.from === from) return;
    if (!message || message.kind === 'tenants') caches.tenants.apply();
    caches.actors.apply(message ?? { kind: 'everyone' });
  }

  function send(revocation: Revocation) {
    const messages =
      revocation.kind === 'users'
        ? chunks(revocation.ids, usersPerMessage).map((ids) => ({ kind: 'users' as const, ids }))
        : [revocation];
    for (const message of messages)
      database.notify(channel, JSON.stringify({ ...message, from })).catch((error: unknown) => {
        // The others see the change when their cached copy runs out (the time-to-live is the fallback).
        log.warn({ err: error, revocation: message.kind }, 'revocation not announced');
      });
  }

  const stop = await database.listen(channel, heard);
  caches.actors.announceTo(send);
  caches.tenants.announceTo(() => send({ kind: 'tenants' }));
  return {
    async close() {
      caches.actors.announceTo(() => {});
      caches.tenants.announceTo(() => {});
      await stop();
    },
  };
}

function chunks<T>(items: T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += size) parts.push(items.slice(start, start + size));
  return parts;
}
