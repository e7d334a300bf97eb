import { type Company, companyUpdateSchema } from '@academy/contracts/entities/company';
import { useTranslation } from 'react-i18next';
import { can } from '../../../api/resources/abilities.ts';
import { companiesApi } from '../../../api/resources/companies.ts';
import { CurrentLogo } from '../../../components/current-logo/current-logo.tsx';
import { ResourceForm } from '../../../components/resource-form/resource-form.tsx';
import { themeFields } from './settings-fields.ts';

/**
 * The company's theme: logo (replaced through the form, removed beside the current one), header colour and header link. Saving updates the company item, which the shell
 * header and the company's login page read, so both show the new theme at once.
 */
export function ThemeForm(props: { company: Company }) {
  const { t } = useTranslation();
  const update = companiesApi.useUpdate();
  const removeLogo = companiesApi.useUpdate();
  const { company } = props;
  return (
    <>
      <CurrentLogo
        item={company}
        texts={{
          title: t('organization.settings.current_logo'),
          alt: t('organization.settings.logo_alt', { name: company.name }),
          none: t('organization.settings.no_logo'),
          remove: t('organization.settings.remove_logo'),
        }}
        removing={removeLogo.isPending}
        onRemove={() =>
          // A failure is shown by the data layer's snackbar; the logo stays as it was.
          void removeLogo.mutateAsync({ uuid: company.uuid, input: { logo: null } }).catch(() => undefined)
        }
      />
      <ResourceForm
        schema={companyUpdateSchema}
        fields={themeFields}
        item={company}
        readOnly={!can(company, 'update')}
        // The form has checked the payload against the same schema (the logo goes as a file part).
        submit={(input) => update.mutateAsync({ uuid: company.uuid, input: input as never })}
        data-testid="settings-theme-form"
      />
    </>
  );
}
