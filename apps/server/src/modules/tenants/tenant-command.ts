import type { Database } from '../../db/client.ts';
import { createTenant, findTenantId } from './create-tenant.ts';
import { listTenantsWithHosts, setTenantHosts, TenantHostError } from './tenant-hosts.ts';

export const tenantCommandUsage = [
  'Usage: npm run tenants -- <command>',
  '  list                            every tenant with the hosts it is served on',
  '  create <slug> <name> [host …]   a new tenant, served on the hosts given',
  '  hosts <slug> [host …]           replaces the hosts of a tenant (none given: removes them all)',
  'A host belongs to one tenant. With one tenant it serves every host; with more, a host no tenant lists gets 404.',
];

const slugPattern = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;

const describeHosts = (hosts: string[]) => (hosts.length > 0 ? hosts.join(', ') : '(no hosts)');

/**
 * The operator's tenant commands (tenants and their hosts are set up by operators, never through the API).
 * Returns the lines to print; a mistake throws TenantHostError with the reason, changing nothing.
 */
export async function runTenantCommand(db: Database, args: readonly string[]): Promise<string[]> {
  const [command, ...rest] = args;
  if (command === 'list') {
    const rows = await listTenantsWithHosts(db);
    if (rows.length === 0) return ['No tenants yet.'];
    return rows.map((row) => `${row.slug}  "${row.name}"  ${describeHosts(row.hosts)}`);
  }
  if (command === 'create') {
    const [slug, name, ...hosts] = rest;
    if (!slug || !slugPattern.test(slug))
      throw new TenantHostError('The slug is lower-case letters, digits and dashes (at most 100).');
    if (!name?.trim() || name.length > 255)
      throw new TenantHostError('The name is required (at most 255 characters).');
    return db.transaction(async (tx) => {
      const id = await createTenant(tx, { name: name.trim(), slug });
      if (id === null) throw new TenantHostError(`A tenant "${slug}" already exists.`);
      const stored = await setTenantHosts(tx, id, hosts);
      return [`Created tenant ${slug}, served on ${describeHosts(stored)}.`];
    });
  }
  if (command === 'hosts') {
    const [slug, ...hosts] = rest;
    const id = slug ? await findTenantId(db, slug) : null;
    if (id === null) throw new TenantHostError(`No tenant "${slug ?? ''}".`);
    const stored = await setTenantHosts(db, id, hosts);
    return [`Tenant ${slug} is served on ${describeHosts(stored)}.`];
  }
  throw new TenantHostError(tenantCommandUsage.join('\n'));
}
