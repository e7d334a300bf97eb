import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tenantHosts, tenants } from '../../db/schema/tenants.ts';
import { requestHostname } from './host-name.ts';

export type Tenant = typeof tenants.$inferSelect;

type Loaded = {
  at: number;
  rows: Tenant[];
  /** The tenant of each stored host name (one each: the host is the table's key). */
  byHostname: Map<string, Tenant>;
  /** Answers already given, per Host header as sent. */
  byHeader: Map<string, Tenant | null>;
};

/**
 * The tenant a request is for (decisions.md "Host routing"): the one whose hosts (`tenant_hosts`, set by
 * operators) list the request's host name. With exactly one tenant, that tenant serves every host, so
 * `npm start` works on any address; with several, a host none lists is served by none (the caller answers 404),
 * never silently by one of them.
 *
 * Tenants change rarely and every request needs one: keep them a few seconds in memory. Nothing is only here —
 * the database stays the source — so several server processes stay correct.
 */
export function createTenantResolver(db: Database, ttlMs = 5000) {
  let cached: Loaded | null = null;
  let announce = () => {};
  async function load(): Promise<Loaded> {
    if (cached && Date.now() - cached.at < ttlMs) return cached;
    const rows = await db.select().from(tenants).orderBy(asc(tenants.id));
    const hosts = await db.select().from(tenantHosts);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const byHostname = new Map<string, Tenant>();
    for (const { host, tenant_id } of hosts) {
      const tenant = byId.get(tenant_id);
      if (tenant) byHostname.set(host, tenant);
    }
    cached = { at: Date.now(), rows, byHostname, byHeader: new Map() };
    return cached;
  }
  const pick = (loaded: Loaded, host: string | undefined): Tenant | null => {
    const key = host ?? '';
    const known = loaded.byHeader.get(key);
    if (known !== undefined) return known;
    const sole = loaded.rows.length === 1 ? loaded.rows[0] : null;
    const tenant = loaded.byHostname.get(requestHostname(key)) ?? sole;
    // Host headers are the client's to choose: remember a bounded number of them.
    if (loaded.byHeader.size < 1000) loaded.byHeader.set(key, tenant);
    return tenant;
  };
  return {
    /** The tenant serving the host; null when none does (no tenant yet, or several and none lists the host). */
    async resolve(host: string | undefined): Promise<Tenant | null> {
      return pick(await load(), host);
    },
    /** The same answer without waiting when the cache is fresh; undefined when it must be loaded. */
    cached(host: string | undefined): Tenant | null | undefined {
      if (!cached || Date.now() - cached.at >= ttlMs) return undefined;
      return pick(cached, host);
    },
    /** Whether any tenant exists: without one the academy is not set up yet; with some, a host is just unknown. */
    async hasTenants(): Promise<boolean> {
      return (await load()).rows.length > 0;
    },
    /** After changing a tenant here: forgotten, and announced to the other processes (revocation-bus.ts). */
    invalidate() {
      cached = null;
      announce();
    },
    /** A tenant changed by another process: forgotten here, not announced again. */
    apply() {
      cached = null;
    },
    announceTo(listener: () => void) {
      announce = listener;
    },
  };
}
export type TenantResolver = ReturnType<typeof createTenantResolver>;
