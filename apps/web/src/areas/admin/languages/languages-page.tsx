import { href } from '@academy/contracts/routes';
import { languagesApi } from '../../../api/resources/languages.ts';
import { ResourceListPage } from '../../../components/resource-screens/resource-list-page.tsx';
import { languageColumns, languageHref } from './language-config.tsx';

/** /admin/languages: every language of the tenant, with its usage. */
export function LanguagesPage() {
  return (
    <ResourceListPage
      api={languagesApi}
      tableKey="admin-languages"
      titleKey="resource.languages.title"
      columns={languageColumns}
      rowHref={languageHref}
      editable
      exportable
      create={{ to: href('admin.language.create'), labelKey: 'resource.languages.create' }}
    />
  );
}
