import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { HttpError } from '../http/http-error.ts';

/** One counter: at most `limit` hits per fixed window of `windowSeconds`, under a unique key. */
export type RateLimitRule = { key: string; limit: number; windowSeconds: number };

type CounterRow = { hits: number; reset_at: string | Date };

/**
 * Counts one hit against every rule and throws 429 (with Retry-After) when any of them is over its limit.
 * The counters live in the `rate_limits` table and each is moved by a single upsert, so every server
 * process sees the same numbers (DESIGN §5, §8) and two concurrent hits can never both read a stale count.
 * Every rule is counted even when an earlier one is exceeded: a flood keeps feeding all of its counters.
 */
export async function consumeRateLimits(db: Executor, rules: RateLimitRule[], now: Date): Promise<void> {
  const counters = await hitAll(db, rules, now);
  let longestWaitSeconds = 0;
  for (const rule of rules) {
    const counter = counters.get(rule.key);
    if (counter && counter.hits > rule.limit) {
      const secondsLeft = Math.max(1, Math.ceil((counter.resetAt.getTime() - now.getTime()) / 1000));
      longestWaitSeconds = Math.max(longestWaitSeconds, secondsLeft);
    }
  }
  if (longestWaitSeconds > 0) throw throttled(longestWaitSeconds);
}

export function throttled(secondsLeft: number): HttpError {
  return new HttpError(429, 'auth.throttled', undefined, [secondsLeft], {
    'Retry-After': String(secondsLeft),
  });
}

/**
 * Every rule's counter moved by one upsert of all of them (one round trip for the three counters of a sign-in).
 * A window that has ended starts again at one hit; otherwise the hit is added to the running window. Rules
 * naming the same key count once (an upsert may not touch a row twice).
 */
async function hitAll(
  db: Executor,
  rules: RateLimitRule[],
  now: Date,
): Promise<Map<string, { hits: number; resetAt: Date }>> {
  // In key order, so two concurrent upserts sharing counters lock them in the same order (no deadlock).
  const unique = [...new Map(rules.map((rule) => [rule.key, rule])).values()].sort((a, b) =>
    a.key < b.key ? -1 : a.key > b.key ? 1 : 0,
  );
  if (unique.length === 0) return new Map();
  const nowIso = now.toISOString();
  const values = sql.join(
    unique.map(
      (rule) =>
        sql`(${rule.key}, 1, ${new Date(now.getTime() + rule.windowSeconds * 1000).toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const result = await db.execute(sql`
    insert into rate_limits (key, hits, reset_at) values ${values}
    on conflict (key) do update set
      hits = case when rate_limits.reset_at <= ${nowIso}::timestamptz then 1 else rate_limits.hits + 1 end,
      reset_at = case when rate_limits.reset_at <= ${nowIso}::timestamptz then excluded.reset_at
                      else rate_limits.reset_at end
    returning key, hits, reset_at`);
  const rows = (result as unknown as { rows: (CounterRow & { key: string })[] }).rows;
  return new Map(rows.map((row) => [row.key, { hits: Number(row.hits), resetAt: new Date(row.reset_at) }]));
}

/** Removes counters whose window has ended; for a periodic job, so the table stays small. */
export async function purgeExpiredRateLimits(db: Executor, now: Date): Promise<number> {
  const result = await db.execute(
    sql`delete from rate_limits where reset_at <= ${now.toISOString()}::timestamptz returning key`,
  );
  return (result as unknown as { rows: unknown[] }).rows.length;
}
