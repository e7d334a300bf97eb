import {
  type Company,
  type CompanySettings,
  companySettingsSchema,
} from '@academy/contracts/entities/company';
import { can } from '../../../api/resources/abilities.ts';
import { companiesApi } from '../../../api/resources/companies.ts';
import type { FormField } from '../../../components/resource-form/form-fields.ts';
import { ResourceForm } from '../../../components/resource-form/resource-form.tsx';
import { onSettingsFields } from './settings-errors.ts';

/**
 * A section of the company's settings as a generic form over the settings contract: it sends its part of the
 * settings document (`{ settings: {…} }`), which the server merges into the stored one and checks whole.
 */
export function SettingsForm(props: {
  company: Company;
  fields: readonly FormField<CompanySettings>[];
  'data-testid': string;
}) {
  const update = companiesApi.useUpdate();
  const submit = async (settings: Record<string, unknown>) => {
    try {
      // The form has checked the payload against the settings contract.
      return await update.mutateAsync({ uuid: props.company.uuid, input: { settings } as never });
    } catch (error) {
      throw onSettingsFields(error);
    }
  };
  return (
    <ResourceForm
      schema={companySettingsSchema}
      fields={props.fields}
      item={props.company.settings}
      readOnly={!can(props.company, 'update')}
      submit={submit}
      data-testid={props['data-testid']}
    />
  );
}
