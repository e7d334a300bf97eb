import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tenants } from '../../db/schema/tenants.ts';

export type Tenant = typeof tenants.$inferSelect;

/**
 * Tenants change rarely and every request needs one: keep them a few seconds in memory. Nothing is
 * only here — the database stays the source — so several server processes stay correct.
 */
export function createTenantResolver(db: Database, ttlMs = 5000) {
  let cached: { at: number; rows: Tenant[]; byHost: Map<string, Tenant | null> } | null = null;
  async function load() {
    if (cached && Date.now() - cached.at < ttlMs) return cached;
    const rows = await db.select().from(tenants).orderBy(asc(tenants.id));
    cached = { at: Date.now(), rows, byHost: new Map() };
    return cached;
  }
  /** The tenant whose `config.hosts` lists the request host, else the first tenant; remembered per host. */
  const pick = (loaded: NonNullable<typeof cached>, host: string | undefined): Tenant | null => {
    const key = host ?? '';
    const known = loaded.byHost.get(key);
    if (known !== undefined) return known;
    const hostname = key.split(':')[0].toLowerCase();
    const byHost = loaded.rows.find(
      (t) => Array.isArray(t.config.hosts) && (t.config.hosts as string[]).includes(hostname),
    );
    const tenant = byHost ?? loaded.rows[0] ?? null;
    // Host headers are the client's to choose: remember a bounded number of them.
    if (loaded.byHost.size < 1000) loaded.byHost.set(key, tenant);
    return tenant;
  };
  return {
    async resolve(host: string | undefined): Promise<Tenant | null> {
      return pick(await load(), host);
    },
    /** The same answer without waiting when the cache is fresh; undefined when it must be loaded. */
    cached(host: string | undefined): Tenant | null | undefined {
      if (!cached || Date.now() - cached.at >= ttlMs) return undefined;
      return pick(cached, host);
    },
    invalidate() {
      cached = null;
    },
  };
}
export type TenantResolver = ReturnType<typeof createTenantResolver>;
