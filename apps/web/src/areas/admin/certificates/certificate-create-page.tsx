import { certificateContract } from '@academy/contracts/entities/certificate';
import { href } from '@academy/contracts/routes';
import { useNavigate } from 'react-router';
import { certificatesApi } from '../../../api/resources/certificates.ts';
import { ResourceForm } from '../../../components/resource-form/resource-form.tsx';
import { AdminCreatePage } from '../shared/admin-create-page.tsx';
import { certificateCreateFields, certificateHref } from './certificate-config.tsx';

/** /admin/certificates/create: an administrator issues a certificate by hand. */
export function CertificateCreatePage() {
  const navigate = useNavigate();
  const create = certificatesApi.useCreate();
  const list = href('admin.certificate.index');
  return (
    <AdminCreatePage
      titleKey="resource.routes.certificate_create"
      list={{ to: list, labelKey: 'resource.certificates.title' }}
    >
      <ResourceForm
        schema={certificateContract.create}
        fields={certificateCreateFields}
        submit={(payload) => create.mutateAsync(payload as never)}
        onSaved={(result) => navigate(certificateHref(result.item), { replace: true })}
        onCancel={() => navigate(list)}
        submitLabelKey="resource.certificates.create"
      />
    </AdminCreatePage>
  );
}
