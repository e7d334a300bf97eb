import { languagesApi } from '../../../api/resources/languages.ts';
import { AdminUpdateForm } from '../shared/admin-update-form.tsx';
import { languageFields } from './language-config.tsx';

/** The language's details: the update form (read-only where the abilities deny update). */
export function LanguageDetailsTab() {
  return <AdminUpdateForm api={languagesApi} fields={languageFields} />;
}
