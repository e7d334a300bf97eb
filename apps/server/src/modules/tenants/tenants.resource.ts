import { tenantContract, tenantSettings } from '@academy/contracts/entities/tenant';
import { tenants } from '../../db/schema/tenants.ts';
import { defineResource, type ResourceContext } from '../../platform/resource/define-resource.ts';
import { keepFormFile, logoUrl } from '../media/index.ts';
import { tenantColumns } from './tenant-config.ts';
import { tenantPolicy } from './tenants.policy.ts';

type TenantRow = typeof tenants.$inferSelect;

export const tenantResource = defineResource(tenantContract, {
  table: tenants,
  tenantColumn: tenants.id,
  policy: tenantPolicy,
  label: { en: 'Tenant', nb: 'Akademi' },
  header: (row) => row.name,
  sorts: { name: tenants.name },
  // The tenant's logo (spec §9: PNG, JPG or GIF, 1 MB) is kept as media; `logo` holds its uuid. An older
  // value set through the API (a URL or data URL) stays as it is.
  uploads: { logo: 'logo' },
  relations: {
    logo: {
      always: true,
      async load(context: ResourceContext, rows: readonly TenantRow[]) {
        return new Map(rows.map((row) => [row.id, logoUrl(context.services, row.logo)]));
      },
    },
  },
  // The settings of /admin/tenant/update, read from `config` with their defaults, and `config` itself as those
  // settings only (an allow-list: spec §3 "the contents of config are not shown"; operators' keys stay here).
  present: (row) => {
    const settings = tenantSettings(row.config);
    return { ...settings, config: settings };
  },
  update: {
    async prepare(input, context, row) {
      const values: Record<string, unknown> = tenantColumns(input, row.config);
      const logo = await keepFormFile(context, 'logo', 'logo');
      if (logo) values.logo = logo.uuid;
      return values;
    },
    async after(_row, _input, context) {
      context.services.tenants.invalidate();
    },
  },
  writeRelations: ['tenants'],
});
