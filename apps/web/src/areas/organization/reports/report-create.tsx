import type { Company } from '@academy/contracts/entities/company';
import { companyReportCreateSchema, companyReportKinds } from '@academy/contracts/entities/company-report';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { companyReportsApi } from '../../../api/resources/company-reports.ts';
import { useReportReach } from '../../../api/training-matrix.ts';
import { FormDialog } from '../../../components/overlays/form-dialog.tsx';
import { LoadingState } from '../../../components/page-states/page-states.tsx';
import { ResourceForm } from '../../../components/resource-form/resource-form.tsx';
import { type ReportPrefill, reportCreateFields } from './report-config.tsx';

/** The form's start from the address (?create=status&status=overdue or &within_days=14) and a head's department. */
function prefillOf(params: URLSearchParams, headDepartment: string | undefined): ReportPrefill {
  const kind = params.get('create');
  const days = Number(params.get('within_days'));
  return {
    kind: companyReportKinds.find((known) => known === kind),
    status: params.get('status') ?? undefined,
    withinDays: Number.isInteger(days) && days > 0 ? days : undefined,
    department: headDepartment,
  };
}

/**
 * "Create report": asks for a report of the company in a dialog over the list. Creating it starts the job;
 * the new row appears at the top of the list (newest first), which follows its progress by itself.
 */
export function ReportCreate(props: { company: Company }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // The overview's counts link here with ?create=status&…: the form opens prefilled.
  const [opened, setOpened] = useState(params.has('create'));
  const create = companyReportsApi.useCreate();
  const reach = useReportReach(props.company.uuid);
  const close = () => {
    setOpened(false);
    if (params.has('create')) setParams({}, { replace: true });
  };
  const prefill = prefillOf(params, reach.data?.departments?.[0]?.uuid);
  return (
    <>
      <Button
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        data-testid="create"
      >
        {t('organization.reports.create')}
      </Button>
      <FormDialog opened={opened} onClose={close} title={t('organization.reports.create')} size="lg">
        {/* A head's department is known first, so the form starts with it preselected. */}
        {reach.isPending ? (
          <LoadingState />
        ) : (
          <ResourceForm
            schema={companyReportCreateSchema}
            fields={reportCreateFields(props.company, prefill)}
            fixedValues={{ company_id: props.company.uuid }}
            // The form has checked the payload against the same schema.
            submit={(input) => create.mutateAsync(input as never)}
            onSaved={close}
            onCancel={close}
            submitLabelKey="organization.reports.start"
            data-testid="report-create-form"
          />
        )}
      </FormDialog>
    </>
  );
}
