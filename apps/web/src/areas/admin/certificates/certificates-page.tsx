import { href } from '@academy/contracts/routes';
import { certificatesApi } from '../../../api/resources/certificates.ts';
import { AdminListPage } from '../shared/admin-list-page.tsx';
import { certificateColumns, certificateFilters, certificateHref } from './certificate-config.tsx';

/** /admin/certificates: every certificate, filtered by holder, course, company and validity. */
export function CertificatesPage() {
  return (
    <AdminListPage
      api={certificatesApi}
      tableKey="admin-certificates"
      titleKey="resource.certificates.title"
      columns={certificateColumns}
      filters={certificateFilters}
      with={['company']}
      rowHref={certificateHref}
      editable
      exportable
      create={{ to: href('admin.certificate.create'), labelKey: 'resource.certificates.create' }}
    />
  );
}
