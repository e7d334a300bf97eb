import type { Company } from '@academy/contracts/entities/company';
import { Button, Group, Pagination, Select, Stack, Text } from '@mantine/core';
import { IconDownload, IconTable } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOutletContext, useSearchParams } from 'react-router';
import { downloadTrainingMatrix, useReportReach, useTrainingMatrix } from '../../../api/training-matrix.ts';
import { EmptyPanel, ErrorPanel, LoadingState } from '../../../components/page-states/page-states.tsx';
import { ReferenceSelect } from '../../../components/reference-select/reference-select.tsx';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { MatrixTable } from './matrix-table.tsx';

const DEPARTMENT_PARAM = 'filter[department]';
const PER_PAGE = 25;

/** The department filter: any of the company's for a manager; a head's own only, the first preselected. */
function DepartmentFilter(props: {
  company: Company;
  value: string | undefined;
  onChange: (value: string | null) => void;
}) {
  const { t } = useTranslation();
  const reach = useReportReach(props.company.uuid);
  const limited = reach.data?.departments;
  if (limited)
    return (
      <Select
        label={t('organization.matrix.department')}
        data={limited.map((department) => ({ value: department.uuid, label: department.name }))}
        value={props.value ?? limited[0]?.uuid ?? null}
        onChange={props.onChange}
        allowDeselect={false}
        data-testid="matrix-department"
      />
    );
  return (
    <ReferenceSelect
      segment="departments"
      label={t('organization.matrix.department')}
      placeholder={t('organization.matrix.all_departments')}
      filters={{ company: String(props.company.id) }}
      value={props.value ?? null}
      onChange={props.onChange}
      data-testid="matrix-department"
    />
  );
}

/**
 * /organization/matrix (issue 21 §2): the company's people × its courses, a page of people at a time, narrowed
 * to a department kept in the address, downloadable as Excel or CSV. The server answers within the reader's
 * reach (a department head sees their departments' people only), so this screen never filters by role.
 */
export function TrainingMatrixTab() {
  const { t } = useTranslation();
  const { item: company } = useOutletContext<ResourcePageContext<Company>>();
  const [params, setParams] = useSearchParams();
  const reach = useReportReach(company.uuid);
  const department = params.get(DEPARTMENT_PARAM) || reach.data?.departments?.[0]?.uuid || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useTrainingMatrix(company.uuid, { department, page, perPage: PER_PAGE });
  const setParam = (name: string, value: string | null) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value) next.set(name, value);
      else next.delete(name);
      if (name !== 'page') next.delete('page');
      return next;
    });
  const download = (format: 'xlsx' | 'csv') =>
    void downloadTrainingMatrix(company.uuid, format, department).catch(() => undefined);
  const lastPage = query.data?.pagination?.last_page ?? 1;

  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {t('organization.matrix.intro')}
      </Text>
      <Group justify="space-between" align="flex-end">
        <div style={{ minWidth: 260 }}>
          <DepartmentFilter
            company={company}
            value={department}
            onChange={(value) => setParam(DEPARTMENT_PARAM, value)}
          />
        </div>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => download('xlsx')}
            data-testid="matrix-download-xlsx"
          >
            {t('organization.matrix.download_xlsx')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => download('csv')}
            data-testid="matrix-download-csv"
          >
            {t('organization.matrix.download_csv')}
          </Button>
        </Group>
      </Group>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorPanel onRetry={() => void query.refetch()} />
      ) : query.data.people.length === 0 || query.data.courses.length === 0 ? (
        <EmptyPanel
          icon={<IconTable size={28} aria-hidden />}
          title={t('organization.matrix.empty_title')}
          text={
            query.data.courses.length === 0
              ? t('organization.matrix.no_courses')
              : t('organization.matrix.empty_text')
          }
        />
      ) : (
        <>
          <MatrixTable matrix={query.data} />
          {lastPage > 1 && (
            <Pagination
              total={lastPage}
              value={page}
              onChange={(value) => setParam('page', String(value))}
              getControlProps={(control) => ({ 'aria-label': t(`resource.table.page_${control}`) })}
              data-testid="matrix-pages"
            />
          )}
        </>
      )}
    </Stack>
  );
}
