import { href } from '@academy/contracts/routes';
import { IconTrash } from '@tabler/icons-react';
import { certificatesApi } from '../../../api/resources/certificates.ts';
import { useConfirmDelete } from '../../../components/confirm-delete/confirm-delete.tsx';
import { AdminListPage } from '../shared/admin-list-page.tsx';
import {
  certificateColumns,
  certificateFilters,
  certificateHref,
  certificateRowActions,
} from './certificate-config.tsx';

/** /admin/certificates: every certificate, filtered by holder, course, company and validity. */
export function CertificatesPage() {
  const confirmDelete = useConfirmDelete(certificatesApi);
  return (
    <AdminListPage
      api={certificatesApi}
      tableKey="admin-certificates"
      titleKey="resource.certificates.title"
      columns={certificateColumns}
      filters={certificateFilters}
      with={['company']}
      rowHref={certificateHref}
      rowActions={certificateRowActions(confirmDelete)}
      bulkActions={[
        {
          key: 'delete',
          labelKey: 'resource.delete.bulk',
          icon: <IconTrash size={14} aria-hidden />,
          color: 'red',
          ability: 'delete',
          run: async (items) => confirmDelete(items),
        },
      ]}
      exportable
      create={{ to: href('admin.certificate.create'), labelKey: 'resource.certificates.create' }}
    />
  );
}
