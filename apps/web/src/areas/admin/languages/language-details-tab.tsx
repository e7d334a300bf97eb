import { languagesApi } from '../../../api/resources/languages.ts';
import { ResourceUpdateForm } from '../../../components/resource-screens/resource-update-form.tsx';
import { languageFields } from './language-config.tsx';

/** The language's details: the update form (read-only where the abilities deny update). */
export function LanguageDetailsTab() {
  return <ResourceUpdateForm api={languagesApi} fields={languageFields} />;
}
