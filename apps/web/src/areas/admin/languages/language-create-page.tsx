import { languageContract } from '@academy/contracts/entities/language';
import { href } from '@academy/contracts/routes';
import { useNavigate } from 'react-router';
import { languagesApi } from '../../../api/resources/languages.ts';
import { ResourceForm } from '../../../components/resource-form/resource-form.tsx';
import { AdminCreatePage } from '../shared/admin-create-page.tsx';
import { languageFields, languageHref } from './language-config.tsx';

/** /admin/languages/create */
export function LanguageCreatePage() {
  const navigate = useNavigate();
  const create = languagesApi.useCreate();
  const list = href('admin.language.index');
  return (
    <AdminCreatePage
      titleKey="resource.routes.language_create"
      list={{ to: list, labelKey: 'resource.languages.title' }}
    >
      <ResourceForm
        schema={languageContract.create}
        fields={languageFields}
        submit={(payload) => create.mutateAsync(payload as never)}
        onSaved={(result) => navigate(languageHref(result.item), { replace: true })}
        onCancel={() => navigate(list)}
        submitLabelKey="resource.form.create"
      />
    </AdminCreatePage>
  );
}
