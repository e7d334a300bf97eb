import type { Department } from '@academy/contracts/entities/department';
import type { CourseInsight } from '@academy/contracts/entities/insights';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { useDepartmentInsights } from '../../../api/resources/department-insights.ts';
import { EmptyPanel, ErrorPanel, LoadingState } from '../../../components/page-states/page-states.tsx';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';

/** The figures of a course row, in the order the columns show them. */
const figures = [
  'learners',
  'enrolled',
  'not_started',
  'in_progress',
  'completed',
  'expiring',
  'expired',
] as const satisfies readonly (keyof CourseInsight)[];

/**
 * How the department's people stand per course (issue 14): the company's insights narrowed to this department,
 * computed by the server within what the reader may see.
 */
export function DepartmentOverviewTab() {
  const { t } = useTranslation();
  const { item } = useOutletContext<ResourcePageContext<Department>>();
  const query = useDepartmentInsights(item.company_uuid ?? undefined, item.id);
  if (query.isPending) return <LoadingState />;
  if (query.isError)
    return (
      <ErrorPanel text={t('organization.departments.overview.error')} onRetry={() => void query.refetch()} />
    );
  if (query.data.length === 0)
    return (
      <EmptyPanel
        title={t('organization.departments.overview.empty_title')}
        text={t('organization.departments.overview.empty_text')}
      />
    );
  return (
    // Seven figures do not fit 390 px: the table scrolls sideways inside its own box instead of the page.
    <Table.ScrollContainer minWidth={720}>
      <Table striped withTableBorder data-testid="department-overview">
        <Table.Caption>{t('organization.departments.overview.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('organization.departments.overview.course')}</Table.Th>
            {figures.map((figure) => (
              <Table.Th key={figure} scope="col" ta="right">
                {t(`organization.departments.overview.${figure}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.data.map((row) => (
            <Table.Tr key={row.course.id}>
              <Table.Th scope="row" fw={500}>
                {row.title}
              </Table.Th>
              {figures.map((figure) => (
                <Table.Td key={figure} ta="right">
                  {row[figure]}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
