import type { Department } from '@academy/contracts/entities/department';
import { href } from '@academy/contracts/routes';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { useDepartmentInsights } from '../../../api/resources/department-insights.ts';
import { EmptyPanel, ErrorPanel, LoadingState } from '../../../components/page-states/page-states.tsx';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { CourseInsightsTable } from '../insights/course-insights-table.tsx';

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
    <CourseInsightsTable
      insights={query.data}
      courseHref={(insight) => href('organization.course.show', { course: insight.course.uuid })}
      data-testid="department-overview"
    />
  );
}
