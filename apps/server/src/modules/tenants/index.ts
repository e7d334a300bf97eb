/** The tenants module's public face: creating a tenant (tenants are created by operators, not over the API). */
export { createTenant, findTenantId } from './create-tenant.ts';
