import type { Company } from '@academy/contracts/entities/company';
import { useOutletContext } from 'react-router';
import { can } from '../../../api/resources/abilities.ts';
import { companiesApi } from '../../../api/resources/companies.ts';
import { PermissionsEditor } from '../../../components/permissions-editor/permissions-editor.tsx';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';

/** The company's permissions by code (spec §3, §6; default false), saved as one map through the update. */
export function CompanyPermissionsTab() {
  const { item } = useOutletContext<ResourcePageContext<Company>>();
  const update = companiesApi.useUpdate();
  return (
    <PermissionsEditor
      // A saved change comes back as the item's new permissions: start again from them.
      key={JSON.stringify(item.permissions)}
      permissions={item.permissions}
      readOnly={!can(item, 'update')}
      onSave={(permissions) => update.mutateAsync({ uuid: item.uuid, input: { permissions } })}
    />
  );
}
