import type { Company } from '@academy/contracts/entities/company';
import { expiringWithinDays } from '@academy/contracts/entities/insights';
import { href } from '@academy/contracts/routes';
import { Stack, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOutletContext, useSearchParams } from 'react-router';
import { useCourseInsights } from '../../../api/company-insights.ts';
import { EmptyPanel, ErrorPanel, LoadingState } from '../../../components/page-states/page-states.tsx';
import { ReferenceSelect } from '../../../components/reference-select/reference-select.tsx';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { CourseInsightsTable } from './course-insights-table.tsx';
import { DeadlineCounts } from './deadline-counts.tsx';

const DEPARTMENT_PARAM = 'filter[department]';

/**
 * /organization (the overview's index tab, issue 14): how the company's learners stand in each course, narrowed
 * to one department by a filter kept in the address. The server answers within the reader's reach, so a
 * department head sees the figures of their own departments' people only.
 */
export function InsightsTab() {
  const { t } = useTranslation();
  const { item: company } = useOutletContext<ResourcePageContext<Company>>();
  const [params, setParams] = useSearchParams();
  const department = params.get(DEPARTMENT_PARAM) || undefined;
  const query = useCourseInsights(company.uuid, department);
  const chooseDepartment = (value: string | null) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value) next.set(DEPARTMENT_PARAM, value);
      else next.delete(DEPARTMENT_PARAM);
      return next;
    });

  return (
    <Stack gap="md">
      <DeadlineCounts company={company} />
      <Text c="dimmed" size="sm">
        {t('organization.insights.intro', { days: expiringWithinDays })}
      </Text>
      <div style={{ maxWidth: 320 }}>
        <ReferenceSelect
          segment="departments"
          label={t('organization.insights.department')}
          placeholder={t('organization.insights.all_departments')}
          filters={{ company: String(company.id) }}
          value={department ?? null}
          onChange={chooseDepartment}
          data-testid="insights-department"
        />
      </div>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorPanel onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyPanel
          icon={<IconChartBar size={28} aria-hidden />}
          title={t('organization.insights.empty_title')}
          text={
            department ? t('organization.insights.empty_department') : t('organization.insights.empty_text')
          }
        />
      ) : (
        <CourseInsightsTable
          insights={query.data}
          courseHref={(insight) => href('organization.course.show', { course: insight.course.uuid })}
        />
      )}
    </Stack>
  );
}
