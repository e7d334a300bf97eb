import type { Company } from '@academy/contracts/entities/company';
import { companyReportCreateSchema } from '@academy/contracts/entities/company-report';
import { Button, Modal } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companyReportsApi } from '../../../api/resources/company-reports.ts';
import { ResourceForm } from '../../../components/resource-form/resource-form.tsx';
import { reportCreateFields } from './report-config.tsx';

/**
 * "Create report": asks for a report of the company in a dialog over the list. Creating it starts the job;
 * the new row appears at the top of the list (newest first), which follows its progress by itself.
 */
export function ReportCreate(props: { company: Company }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const create = companyReportsApi.useCreate();
  return (
    <>
      <Button
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        data-testid="create"
      >
        {t('organization.reports.create')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('organization.reports.create')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        <ResourceForm
          schema={companyReportCreateSchema}
          fields={reportCreateFields(props.company)}
          fixedValues={{ company_id: props.company.uuid }}
          // The form has checked the payload against the same schema.
          submit={(input) => create.mutateAsync(input as never)}
          onSaved={() => setOpened(false)}
          onCancel={() => setOpened(false)}
          submitLabelKey="organization.reports.start"
          data-testid="report-create-form"
        />
      </Modal>
    </>
  );
}
