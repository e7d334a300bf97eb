import type { Qualification } from '@academy/contracts/entities/qualification';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';

/** The enrollments of the qualification's course that apply to its learner (`with=enrollments`). */
export function QualificationEnrollmentsTab() {
  const { t } = useTranslation();
  const { item } = useOutletContext<ResourcePageContext<Qualification>>();
  const enrollments = item.enrollments ?? [];
  if (enrollments.length === 0)
    return (
      <Text c="dimmed" data-testid="no-enrollments">
        {t('resource.qualifications.no_enrollments')}
      </Text>
    );
  return (
    <Table withTableBorder striped maw={760} data-testid="qualification-enrollments">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('resource.qualifications.enrolled_as')}</Table.Th>
          <Table.Th>{t('resource.qualifications.start_date')}</Table.Th>
          <Table.Th>{t('resource.qualifications.end_date')}</Table.Th>
          <Table.Th>{t('resource.qualifications.revoked')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {enrollments.map((enrollment) => (
          <Table.Tr key={enrollment.uuid}>
            <Table.Td>{t(`resource.qualifications.enrollable_types.${enrollment.enrollable_type}`)}</Table.Td>
            <Table.Td>{enrollment.start_date ?? '—'}</Table.Td>
            <Table.Td>{enrollment.end_date ?? '—'}</Table.Td>
            <Table.Td>{enrollment.revoked_at ? t('resource.table.yes') : t('resource.table.no')}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
