import { href } from '@academy/contracts/routes';
import { useNavigate, useParams } from 'react-router';
import { certificatesApi } from '../../../api/resources/certificates.ts';
import { Can } from '../../../components/can/can.tsx';
import { useConfirmDelete } from '../../../components/confirm-delete/confirm-delete.tsx';
import { ResourcePage } from '../../../components/resource-page/resource-page.tsx';
import { DeleteButton } from '../shared/delete-button.tsx';

/** /admin/certificates/:certificate (an id): the certificate's update page. */
export function CertificatePage() {
  const { certificate: id = '' } = useParams();
  const navigate = useNavigate();
  const query = certificatesApi.useItem(id, ['company']);
  const list = href('admin.certificate.index');
  const confirmDelete = useConfirmDelete(certificatesApi, {
    onDeleted: () => navigate(list, { replace: true }),
  });
  const item = query.data;
  return (
    <ResourcePage
      item={item}
      loading={query.isPending}
      error={query.isError}
      title={item?.title ?? ''}
      list={{ to: list, labelKey: 'resource.certificates.title' }}
      tabs={[
        { to: href('admin.certificate.update', { certificate: id }), labelKey: 'resource.page.details' },
      ]}
      actions={
        item && (
          <Can ability="delete" item={item}>
            <DeleteButton onClick={() => confirmDelete(item)} />
          </Can>
        )
      }
    />
  );
}
