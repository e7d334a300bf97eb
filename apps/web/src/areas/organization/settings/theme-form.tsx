import { type Company, companyUpdateSchema } from '@academy/contracts/entities/company';
import { Group, Image, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { can } from '../../../api/resources/abilities.ts';
import { companiesApi } from '../../../api/resources/companies.ts';
import { ResourceForm } from '../../../components/resource-form/resource-form.tsx';
import { themeFields } from './settings-fields.ts';

/**
 * The company's theme: logo, header colour and header link. Saving updates the company item, which the shell
 * header and the company's login page read, so both show the new theme at once.
 */
export function ThemeForm(props: { company: Company }) {
  const { t } = useTranslation();
  const update = companiesApi.useUpdate();
  const { company } = props;
  return (
    <>
      <Paper withBorder radius="md" p="md" maw={680}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm">
            {t('organization.settings.current_logo')}
          </Text>
          {company.logo ? (
            <Image
              src={company.logo}
              alt={t('organization.settings.logo_alt', { name: company.name })}
              h={48}
              w="auto"
              fit="contain"
              data-testid="company-logo"
            />
          ) : (
            <Text size="sm" c="dimmed" data-testid="no-logo">
              {t('organization.settings.no_logo')}
            </Text>
          )}
        </Group>
      </Paper>
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
