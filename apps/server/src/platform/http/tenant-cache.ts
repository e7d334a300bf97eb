import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tenants } from '../../db/schema/tenants.ts';

export type Tenant = typeof tenants.$inferSelect;

/**
 * Tenants change rarely and every request needs one: keep them a few seconds in memory. Nothing is
 * only here — the database stays the source — so several server processes stay correct.
 */
export function createTenantResolver(db: Database, ttlMs = 5000) {
  let cached: { at: number; rows: Tenant[] } | null = null;
  async function all(): Promise<Tenant[]> {
    if (cached && Date.now() - cached.at < ttlMs) return cached.rows;
    const rows = await db.select().from(tenants).orderBy(asc(tenants.id));
    cached = { at: Date.now(), rows };
    return rows;
  }
  /** The tenant whose `config.hosts` lists the request host, else the first tenant. */
  const pick = (rows: Tenant[], host: string | undefined): Tenant | null => {
    const hostname = (host ?? '').split(':')[0].toLowerCase();
    const byHost = rows.find(
      (t) => Array.isArray(t.config.hosts) && (t.config.hosts as string[]).includes(hostname),
    );
    return byHost ?? rows[0] ?? null;
  };
  return {
    async resolve(host: string | undefined): Promise<Tenant | null> {
      return pick(await all(), host);
    },
    /** The same answer without waiting when the cache is fresh; undefined when it must be loaded. */
    cached(host: string | undefined): Tenant | null | undefined {
      if (!cached || Date.now() - cached.at >= ttlMs) return undefined;
      return pick(cached.rows, host);
    },
    invalidate() {
      cached = null;
    },
  };
}
export type TenantResolver = ReturnType<typeof createTenantResolver>;
