import type { Company } from '@academy/contracts/entities/company';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { can } from '../../../api/resources/abilities.ts';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { AccessPassesTable } from '../../../features/access-passes/access-passes-table.tsx';

/** /admin/companies/:company/access-passes: the passes the company issued, and issuing new ones (any course). */
export function CompanyAccessPassesTab() {
  const { t } = useTranslation();
  const { item } = useOutletContext<ResourcePageContext<Company>>();
  const title = t('access_passes.list_label', { name: item.name });
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {t('access_passes.note')}
      </Text>
      <AccessPassesTable
        company={{ id: item.id, uuid: item.uuid, name: item.name }}
        tableKey="admin-company-access-passes"
        label={title}
        canIssue={can(item, 'update')}
      />
    </Stack>
  );
}
