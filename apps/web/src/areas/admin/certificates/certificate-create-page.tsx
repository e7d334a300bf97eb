import { certificatesApi } from '../../../api/resources/certificates.ts';
import { ResourceCreatePage } from '../../../components/resource-screens/resource-create-page.tsx';
import { certificateCreateFields, certificateHref, certificateList } from './certificate-config.tsx';

/** /admin/certificates/create: an administrator issues a certificate by hand. */
export function CertificateCreatePage() {
  return (
    <ResourceCreatePage
      api={certificatesApi}
      titleKey="resource.routes.certificate_create"
      list={certificateList}
      fields={certificateCreateFields}
      itemHref={certificateHref}
      submitLabelKey="resource.certificates.create"
    />
  );
}
