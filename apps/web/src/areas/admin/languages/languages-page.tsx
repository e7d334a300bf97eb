import { href } from '@academy/contracts/routes';
import { IconTrash } from '@tabler/icons-react';
import { languagesApi } from '../../../api/resources/languages.ts';
import { useConfirmDelete } from '../../../components/confirm-delete/confirm-delete.tsx';
import { AdminListPage } from '../shared/admin-list-page.tsx';
import { languageColumns, languageHref, languageRowActions } from './language-config.tsx';

/** /admin/languages: every language of the tenant, with its usage. */
export function LanguagesPage() {
  const confirmDelete = useConfirmDelete(languagesApi);
  return (
    <AdminListPage
      api={languagesApi}
      tableKey="admin-languages"
      titleKey="resource.languages.title"
      columns={languageColumns}
      rowHref={languageHref}
      rowActions={languageRowActions(confirmDelete)}
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
      create={{ to: href('admin.language.create'), labelKey: 'resource.languages.create' }}
    />
  );
}
