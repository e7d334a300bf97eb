import { href } from '@academy/contracts/routes';
import { useNavigate, useParams } from 'react-router';
import { languagesApi } from '../../../api/resources/languages.ts';
import { Can } from '../../../components/can/can.tsx';
import { useConfirmDelete } from '../../../components/confirm-delete/confirm-delete.tsx';
import { ResourcePage } from '../../../components/resource-page/resource-page.tsx';
import { DeleteButton } from '../shared/delete-button.tsx';

/** /admin/languages/:language (an id, spec §2): the language's update page; its tab is the details form. */
export function LanguagePage() {
  const { language: id = '' } = useParams();
  const navigate = useNavigate();
  const query = languagesApi.useItem(id);
  const list = href('admin.language.index');
  const confirmDelete = useConfirmDelete(languagesApi, {
    onDeleted: () => navigate(list, { replace: true }),
  });
  const item = query.data;
  return (
    <ResourcePage
      item={item}
      loading={query.isPending}
      error={query.isError}
      title={item?.name ?? ''}
      list={{ to: list, labelKey: 'resource.languages.title' }}
      tabs={[{ to: href('admin.language.update', { language: id }), labelKey: 'resource.page.details' }]}
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
