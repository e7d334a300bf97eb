import type { Company } from '@academy/contracts/entities/company';
import { Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { companiesApi } from '../../../api/resources/companies.ts';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { ResourceUpdateForm } from '../../../components/resource-screens/resource-update-form.tsx';
import { companyUpdateFields } from './company-config.tsx';

/**
 * The company's details: its header as it will look (logo on the header colour, the link label) and the
 * update form; a new logo replaces the shown one once saved.
 */
export function CompanyDetailsTab() {
  const { t } = useTranslation();
  const { item } = useOutletContext<ResourcePageContext<Company>>();
  return (
    <Stack gap="xl">
      <Paper
        withBorder
        radius="md"
        p="md"
        maw={680}
        style={{ background: item.header_color ?? undefined }}
        data-testid="company-header-preview"
      >
        <Group justify="space-between">
          {item.logo ? (
            <Image
              src={item.logo}
              alt={t('admin.companies.logo_alt', { name: item.name })}
              h={40}
              w="auto"
              fit="contain"
            />
          ) : (
            <Text c={item.header_color ? 'white' : 'dimmed'} size="sm">
              {t('admin.companies.no_logo')}
            </Text>
          )}
          {item.header_link_label && (
            <Text c={item.header_color ? 'white' : undefined} size="sm" fw={500}>
              {item.header_link_label}
            </Text>
          )}
        </Group>
      </Paper>
      <ResourceUpdateForm api={companiesApi} fields={companyUpdateFields} />
    </Stack>
  );
}
