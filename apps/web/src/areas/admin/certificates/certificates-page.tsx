import { href } from '@academy/contracts/routes';
import { certificatesApi } from '../../../api/resources/certificates.ts';
import { ResourceListPage } from '../../../components/resource-screens/resource-list-page.tsx';
import { certificateColumns, certificateFilters, certificateHref } from './certificate-config.tsx';

/** /admin/certificates: every certificate, filtered by holder, course, company and validity. */
export function CertificatesPage() {
  return (
    <ResourceListPage
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
