import { languagesApi } from '../../../api/resources/languages.ts';
import { ResourceCreatePage } from '../../../components/resource-screens/resource-create-page.tsx';
import { languageFields, languageHref, languageList } from './language-config.tsx';

/** /admin/languages/create */
export function LanguageCreatePage() {
  return (
    <ResourceCreatePage
      api={languagesApi}
      titleKey="resource.routes.language_create"
      list={languageList}
      fields={languageFields}
      itemHref={languageHref}
      submitLabelKey="resource.form.create"
    />
  );
}
