/**
 * The tenants module's public face: creating tenants and giving them host names. Both are the operators' (from
 * `npm run tenants`), never the API's.
 */
export { createTenant, findTenantId } from './create-tenant.ts';
export { tenantsModule } from './manifest.ts';
export { runTenantCommand, tenantCommandUsage } from './tenant-command.ts';
export { listTenantsWithHosts, setTenantHosts, TenantHostError } from './tenant-hosts.ts';
