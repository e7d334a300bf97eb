import { certificatesApi } from '../../../api/resources/certificates.ts';
import { ResourceItemPage } from '../../../components/resource-screens/resource-item-page.tsx';
import { certificateList } from './certificate-config.tsx';

/** /admin/certificates/:certificate (an id): the certificate's update page. */
export function CertificatePage() {
  return (
    <ResourceItemPage
      api={certificatesApi}
      param="certificate"
      with={['company']}
      title={(item) => item.title}
      list={certificateList}
      tabs={[{ route: 'admin.certificate.update', labelKey: 'resource.page.details' }]}
    />
  );
}
