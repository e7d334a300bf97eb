import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTenantResolver } from '../http/tenant-cache.ts';
import type { Actor } from './actor.ts';
import { createActorCache } from './actor-cache.ts';
import { connectRevocationBus } from './revocation-bus.ts';

/** One channel shared by the "processes" of a test, as PostgreSQL's NOTIFY would deliver it: to everyone. */
function sharedChannel() {
  const listeners = new Set<(payload: string) => void>();
  const sent: string[] = [];
  const handle = {
    async listen(_channel: string, onMessage: (payload: string) => void) {
      listeners.add(onMessage);
      return async () => void listeners.delete(onMessage);
    },
    async notify(_channel: string, payload: string) {
      sent.push(payload);
      for (const listener of listeners) listener(payload);
    },
  } as unknown as DatabaseHandle;
  const deliver = (payload: string) => {
    for (const listener of listeners) listener(payload);
  };
  return { handle, sent, deliver };
}

const silent = { warn() {} };
const cachedActor = (userId: number) =>
  ({
    user: { id: userId },
    token: { id: userId, expires_at: new Date(Date.now() + 3_600_000).toISOString(), method: 'password' },
    tokenCompanyId: null,
  }) as unknown as Actor & { tokenCompanyId: number | null };

async function node(channel: ReturnType<typeof sharedChannel>) {
  const actors = createActorCache(60_000);
  const tenants = createTenantResolver(null as never, 60_000);
  await connectRevocationBus(channel.handle, { actors, tenants }, silent);
  return actors;
}

describe('the revocation bus', () => {
  it('carries a change to the other node, which forgets and does not announce it again', async () => {
    const channel = sharedChannel();
    const [one, other] = [await node(channel), await node(channel)];
    other.set('token-of-7', cachedActor(7));
    other.set('token-of-8', cachedActor(8));

    one.forgetUser(7);
    await Promise.resolve();
    expect(other.get('token-of-7')).toBeNull();
    expect(other.get('token-of-8')).not.toBeNull();
    expect(channel.sent).toHaveLength(1);
  });

  it('sends a long list of users in parts small enough for a notification', async () => {
    const channel = sharedChannel();
    const one = await node(channel);
    one.forgetUsers(Array.from({ length: 1200 }, (_, n) => n + 1));
    await Promise.resolve();
    expect(channel.sent.map((payload) => JSON.parse(payload).ids.length)).toEqual([500, 500, 200]);
    expect(Math.max(...channel.sent.map((payload) => Buffer.byteLength(payload)))).toBeLessThan(8000);
  });

  it('forgets everything on a message it cannot read, or after the listener reconnected', async () => {
    const channel = sharedChannel();
    const other = await node(channel);
    other.set('token-of-7', cachedActor(7));
    channel.deliver('');
    expect(other.get('token-of-7')).toBeNull();
  });
});
