import { languagesApi } from '../../../api/resources/languages.ts';
import { ResourceItemPage } from '../../../components/resource-screens/resource-item-page.tsx';
import { languageList } from './language-config.tsx';

/** /admin/languages/:language (an id, spec §2): the language's update page; its tab is the details form. */
export function LanguagePage() {
  return (
    <ResourceItemPage
      api={languagesApi}
      param="language"
      title={(item) => item.name}
      list={languageList}
      tabs={[{ route: 'admin.language.update', labelKey: 'resource.page.details' }]}
    />
  );
}
