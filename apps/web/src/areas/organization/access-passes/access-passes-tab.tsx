import type { Company } from '@academy/contracts/entities/company';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { can } from '../../../api/resources/abilities.ts';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { AccessPassesTable } from '../../../features/access-passes/access-passes-table.tsx';

/**
 * /organization/access-passes: the company's access passes, for its managers (the policy's readers). A manager
 * issues passes for the courses the company was given only, as the enroll form does.
 */
export function AccessPassesTab() {
  const { t } = useTranslation();
  const { item } = useOutletContext<ResourcePageContext<Company>>();
  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {t('access_passes.note')}
      </Text>
      <AccessPassesTable
        company={{ id: item.id, uuid: item.uuid, name: item.name }}
        tableKey="organization-access-passes"
        label={t('access_passes.list_label', { name: item.name })}
        canIssue={can(item, 'update')}
        givenCoursesOnly
      />
    </Stack>
  );
}
