import type { Actor } from './actor.ts';

type Loaded = Actor & { tokenCompanyId: number | null };
type Entry = { actor: Loaded; until: number };

/**
 * Keeps the actor a token resolved to for a few seconds, so the hottest calls (context, poll, lists) do
 * not load the same user on every request. It is a cache, never the only copy: the database decides. A
 * logout or a change to a user in this process forgets them at once; on other processes a revoked token or
 * a changed membership is seen within `ttlMs` (ACTOR_CACHE_SECONDS; 0 turns the cache off).
 */
export function createActorCache(ttlMs: number, maxEntries = 10_000) {
  const entries = new Map<string, Entry>();
  /**
   * Users forgotten within the last `ttlMs`, with when. A change is forgotten inside its transaction, before
   * the commit; a request that loaded the user just before the commit must not put the old state back for
   * another `ttlMs`, so such users are not cached again until the window has passed.
   */
  const forgotten = new Map<number, number>();
  /** The same for everyone at once (a change whose people are not known one by one). */
  let everyoneForgottenAt = Number.NEGATIVE_INFINITY;

  const recentlyForgotten = (userId: number, now: number) => {
    const at = forgotten.get(userId);
    if (at === undefined) return false;
    if (now - at < ttlMs) return true;
    forgotten.delete(userId);
    return false;
  };

  const forgetUsers = (userIds: Iterable<number>) => {
    if (ttlMs <= 0) return;
    const now = Date.now();
    const ids = new Set(userIds);
    if (ids.size === 0) return;
    for (const [key, entry] of entries) if (ids.has(entry.actor.user?.id ?? -1)) entries.delete(key);
    // Old marks are of no use once their window has passed; dropping them keeps the map small.
    for (const [userId, at] of forgotten) if (now - at >= ttlMs) forgotten.delete(userId);
    for (const userId of ids) forgotten.set(userId, now);
  };

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
      const now = Date.now();
      if (now - everyoneForgottenAt < ttlMs) return;
      if (actor.user && recentlyForgotten(actor.user.id, now)) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      // Kept no longer than the token itself lives.
      const tokenEnd = new Date(actor.token!.expires_at).getTime();
      entries.set(tokenHash, { actor: cloneActor(actor), until: Math.min(now + ttlMs, tokenEnd) });
    },
    forget(tokenHash: string): void {
      entries.delete(tokenHash);
    },
    /**
     * After a change to a user (role, activation, memberships, departments, password, deletion), forget
     * every token of theirs, so their next request is decided on what the database holds now.
     */
    forgetUser(userId: number): void {
      forgetUsers([userId]);
    },
    /** The same for many users at once (a company or department that changes for all its members). */
    forgetUsers,
    /** Forgets every user: for a change whose people are not known one by one (a sync of members). */
    forgetEveryone(): void {
      if (ttlMs <= 0) return;
      entries.clear();
      everyoneForgottenAt = Date.now();
    },
    clear(): void {
      entries.clear();
      forgotten.clear();
    },
  };
}
export type ActorCache = ReturnType<typeof createActorCache>;

/** Scope resolution writes into the actor: every request gets its own copy. */
function cloneActor(actor: Loaded): Loaded {
  return { ...actor, scope: null, userScope: null, impersonating: false };
}
