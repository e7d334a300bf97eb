import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { tenantHosts, tenants } from '../../db/schema/tenants.ts';
import { storableHostname } from '../../platform/http/host-name.ts';

/** A host list an operator gave that cannot be stored: a value that is no host name, or a host of another tenant. */
export class TenantHostError extends Error {}

/**
 * Replaces the host names a tenant is served on (decisions.md "Host routing"; operators only, never the API).
 * Each host belongs to one tenant: a host another tenant has is refused, naming that tenant, and nothing
 * changes — moving a host is removing it from its tenant first. Returns the hosts as stored (lower case, no
 * trailing dot, international names in their xn-- form). Servers see the change within TENANT_CACHE_SECONDS.
 */
export async function setTenantHosts(
  db: Executor,
  tenantId: number,
  hosts: readonly string[],
): Promise<string[]> {
  const wanted: string[] = [];
  for (const given of hosts) {
    const host = storableHostname(given);
    if (!host) throw new TenantHostError(`"${given}" is not a host name (no scheme, port or path).`);
    if (!wanted.includes(host)) wanted.push(host);
  }
  return db.transaction(async (tx) => {
    await tx.delete(tenantHosts).where(eq(tenantHosts.tenant_id, tenantId));
    if (wanted.length === 0) return [];
    // The host is the table's key: a host another tenant holds (or is being given right now) is not inserted,
    // and waiting on a concurrent writer is PostgreSQL's, so two operators cannot both get one host.
    const inserted = await tx
      .insert(tenantHosts)
      .values(wanted.map((host) => ({ host, tenant_id: tenantId })))
      .onConflictDoNothing({ target: tenantHosts.host })
      .returning({ host: tenantHosts.host });
    const taken = wanted.filter((host) => !inserted.some((row) => row.host === host));
    if (taken.length > 0) {
      const owners = await tx
        .select({ host: tenantHosts.host, slug: tenants.slug })
        .from(tenantHosts)
        .innerJoin(tenants, eq(tenants.id, tenantHosts.tenant_id))
        .where(inArray(tenantHosts.host, taken));
      const named = owners.map((owner) => `${owner.host} (tenant "${owner.slug}")`).join(', ');
      // Thrown inside the transaction: the tenant keeps the hosts it had.
      throw new TenantHostError(`Already served by another tenant: ${named || taken.join(', ')}.`);
    }
    return wanted;
  });
}

/** Every tenant with its hosts, in the order tenants were created. */
export async function listTenantsWithHosts(
  db: Executor,
): Promise<{ id: number; slug: string; name: string; hosts: string[] }[]> {
  const rows = await db
    .select({ id: tenants.id, slug: tenants.slug, name: tenants.name })
    .from(tenants)
    .orderBy(asc(tenants.id));
  const hosts = await db.select().from(tenantHosts).orderBy(asc(tenantHosts.host));
  return rows.map((row) => ({
    ...row,
    hosts: hosts.filter((host) => host.tenant_id === row.id).map((host) => host.host),
  }));
}
