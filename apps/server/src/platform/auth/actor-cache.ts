import type { Actor } from './actor.ts';

type Loaded = Actor & { tokenCompanyId: number | null };
type Entry = { actor: Loaded; until: number };

/**
 * Keeps the actor a token resolved to for a few seconds, so the hottest calls (context, poll, lists) do
 * not load the same user on every request. It is a cache, never the only copy: the database decides. A
 * logout in this process forgets the token at once; on other processes a revoked token or a changed
 * membership is seen within `ttlMs` (ACTOR_CACHE_SECONDS; 0 turns the cache off).
 */
export function createActorCache(ttlMs: number, maxEntries = 10_000) {
  const entries = new Map<string, Entry>();
  return {
    get(tokenHash: string): Loaded | null {
      if (ttlMs <= 0) return null;
      const entry = entries.get(tokenHash);
      if (!entry) return null;
      if (entry.until <= Date.now()) {
        entries.delete(tokenHash);
        return null;
      }
      return cloneActor(entry.actor);
    },
    set(tokenHash: string, actor: Loaded): void {
      if (ttlMs <= 0) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      // Kept no longer than the token itself lives.
      const tokenEnd = new Date(actor.token!.expires_at).getTime();
      entries.set(tokenHash, { actor: cloneActor(actor), until: Math.min(Date.now() + ttlMs, tokenEnd) });
    },
    forget(tokenHash: string): void {
      entries.delete(tokenHash);
    },
    /** After a change to a user (role, memberships, password), forget every token of theirs. */
    forgetUser(userId: number): void {
      for (const [key, entry] of entries) if (entry.actor.user?.id === userId) entries.delete(key);
    },
    clear(): void {
      entries.clear();
    },
  };
}
export type ActorCache = ReturnType<typeof createActorCache>;

/** Scope resolution writes into the actor: every request gets its own copy. */
function cloneActor(actor: Loaded): Loaded {
  return { ...actor, scope: null, userScope: null, impersonating: false };
}
