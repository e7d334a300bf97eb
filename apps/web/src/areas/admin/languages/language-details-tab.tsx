import { type Language, languageContract } from '@academy/contracts/entities/language';
import { useOutletContext } from 'react-router';
import { can } from '../../../api/resources/abilities.ts';
import { languagesApi } from '../../../api/resources/languages.ts';
import { ResourceForm } from '../../../components/resource-form/resource-form.tsx';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { languageFields } from './language-config.tsx';

/** The language's details: the update form (read-only where the abilities deny update). */
export function LanguageDetailsTab() {
  const { item } = useOutletContext<ResourcePageContext<Language>>();
  const update = languagesApi.useUpdate();
  return (
    <ResourceForm
      key={item.uuid}
      schema={languageContract.update}
      fields={languageFields}
      item={item}
      readOnly={!can(item, 'update')}
      submit={(input) => update.mutateAsync({ uuid: item.uuid, input })}
    />
  );
}
