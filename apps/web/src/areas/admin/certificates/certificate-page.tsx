import { certificatesApi } from '../../../api/resources/certificates.ts';
import { AdminItemPage } from '../shared/admin-item-page.tsx';
import { certificateList } from './certificate-config.tsx';

/** /admin/certificates/:certificate (an id): the certificate's update page. */
export function CertificatePage() {
  return (
    <AdminItemPage
      api={certificatesApi}
      param="certificate"
      with={['company']}
      title={(item) => item.title}
      list={certificateList}
      tabs={[{ route: 'admin.certificate.update', labelKey: 'resource.page.details' }]}
    />
  );
}
