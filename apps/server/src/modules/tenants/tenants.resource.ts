import { tenantContract } from '@academy/contracts/entities/tenant';
import { tenants } from '../../db/schema/tenants.ts';
import { isAdmin } from '../../platform/auth/actor.ts';
import { definePolicy, never, signedIn } from '../../platform/policy/define-policy.ts';
import { defineResource } from '../../platform/resource/define-resource.ts';

/** Everyone signed in reads their own tenant; administrators change its settings. Tenants are created by operators. */
const tenantPolicy = definePolicy<object>({
  viewAny: signedIn,
  create: never,
  view: () => true,
  update: (actor) => isAdmin(actor),
  delete: never,
});

export const tenantResource = defineResource(tenantContract, {
  table: tenants,
  tenantColumn: tenants.id,
  policy: tenantPolicy,
  label: { en: 'Tenant', nb: 'Leietaker' },
  header: (row) => row.name,
  sorts: { name: tenants.name },
  update: {
    async after(_row, _input, context) {
      context.services.tenants.invalidate();
    },
  },
  writeRelations: ['tenants'],
});
