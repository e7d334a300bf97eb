import type { Actor } from './actor.ts';
import type { Revocation } from './revocation.ts';

type Loaded = Actor & { tokenCompanyId: number | null };
type Entry = { actor: Loaded; until: number };

/**
 * Keeps the actor a token resolved to for a few seconds, so the hottest calls (context, poll, lists) do
 * not load the same user on every request. It is a cache, never the only copy: the database decides. A
 * logout or a change to a user forgets them at once in this process, and is announced (`announceTo`) to the
 * other processes sharing the database, which forget them too (revocation-bus.ts); should an announcement be
 * lost, they see the change within `ttlMs` (ACTOR_CACHE_SECONDS; 0 turns the cache off).
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
  let announce: (revocation: Revocation) => void = () => {};

  const recentlyForgotten = (userId: number, now: number) => {
    const at = forgotten.get(userId);
    if (at === undefined) return false;
    if (now - at < ttlMs) return true;
    forgotten.delete(userId);
    return false;
  };

  const dropUsers = (ids: Set<number>) => {
    const now = Date.now();
    for (const [key, entry] of entries) if (ids.has(entry.actor.user?.id ?? -1)) entries.delete(key);
    // Old marks are of no use once their window has passed; dropping them keeps the map small.
    for (const [userId, at] of forgotten) if (now - at >= ttlMs) forgotten.delete(userId);
    for (const userId of ids) forgotten.set(userId, now);
  };
  const dropEveryone = () => {
    entries.clear();
    everyoneForgottenAt = Date.now();
  };

  /** Forgets what a revocation names, here only: what every change does first, and what another process asks. */
  function apply(revocation: Revocation): void {
    if (ttlMs <= 0) return;
    if (revocation.kind === 'token') entries.delete(revocation.hash);
    else if (revocation.kind === 'users') dropUsers(new Set(revocation.ids));
    else if (revocation.kind === 'everyone') dropEveryone();
  }
  /** A change made in this process: forgotten here, and announced to the others. */
  function revoke(revocation: Revocation): void {
    if (revocation.kind === 'users' && revocation.ids.length === 0) return;
    apply(revocation);
    // Announced even with this process's cache off: the others may keep theirs.
    announce(revocation);
  }
  const forgetUsers = (userIds: Iterable<number>) => revoke({ kind: 'users', ids: [...new Set(userIds)] });

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
      revoke({ kind: 'token', hash: tokenHash });
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
      revoke({ kind: 'everyone' });
    },
    /** A revocation announced by another process: forgotten here, not announced again. */
    apply,
    /** Where this process's revocations are announced (the revocation bus); none until it is connected. */
    announceTo(listener: (revocation: Revocation) => void): void {
      announce = listener;
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
