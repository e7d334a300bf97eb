import type { Company } from '@academy/contracts/entities/company';
import type { PeopleImportReport } from '@academy/contracts/entities/people-import';
import { peopleImportMaxRows } from '@academy/contracts/entities/people-import';
import { href } from '@academy/contracts/routes';
import { Alert, Anchor, Button, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import {
  downloadPeopleImportTemplate,
  usePeopleImport,
  usePeopleImportPreview,
} from '../../../api/bulk-work.ts';
import { EmptyPanel, ErrorPanel, LoadingState } from '../../../components/page-states/page-states.tsx';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { PeopleImportPreview } from './people-import-preview.tsx';

/**
 * /organization/users/import (issue 21 §3): people from a CSV or Excel file. Choosing a file shows the preview
 * — every row with what it would do and its problems — before anything is written; the import takes the whole
 * file or nothing, so it is offered only when no row has a problem. A template with the headers to start from.
 */
export function PeopleImport() {
  const { t } = useTranslation();
  const { item: company } = useOutletContext<ResourcePageContext<Company>>();
  const preview = usePeopleImportPreview(company.uuid);
  const importing = usePeopleImport(company.uuid);
  const [file, setFile] = useState<File | null>(null);
  const [done, setDone] = useState<{ report: PeopleImportReport; message: string | undefined } | null>(null);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setDone(null);
    importing.reset();
    if (chosen) preview.mutate(chosen);
    else preview.reset();
  };
  const report = preview.data;
  const ready = report !== undefined && report.counts.invalid === 0 && report.problems.length === 0;

  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {t('organization.bulk.import.title')}
      </Title>
      <Text size="sm" maw={760}>
        {t('organization.bulk.import.help', { max: peopleImportMaxRows, company: company.name })}
      </Text>
      <Group align="flex-end" gap="sm">
        <FileInput
          label={t('organization.bulk.import.file')}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          value={file}
          onChange={choose}
          miw={320}
          data-testid="import-file"
        />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void downloadPeopleImportTemplate(company.uuid)}
          data-testid="import-template"
        >
          {t('organization.bulk.import.template')}
        </Button>
      </Group>

      {done && (
        <Alert color="teal" icon={<IconCheck size={18} aria-hidden />} data-testid="import-done">
          <Stack gap={4}>
            <Text size="sm">{done.message}</Text>
            <Anchor component={Link} to={href('organization.company.users')} size="sm">
              {t('organization.bulk.import.back')}
            </Anchor>
          </Stack>
        </Alert>
      )}
      {!file && !done && (
        <EmptyPanel
          title={t('organization.bulk.import.empty_title')}
          text={t('organization.bulk.import.empty_text')}
          icon={<IconUpload size={28} aria-hidden />}
        />
      )}
      {file && preview.isPending && <LoadingState label={t('organization.bulk.import.reading')} />}
      {file && preview.isError && (
        <ErrorPanel
          text={
            preview.error.errors?.file?.join(' ') ||
            preview.error.message ||
            t('organization.bulk.import.failed')
          }
          onRetry={() => preview.mutate(file)}
        />
      )}
      {report && !done && (
        <Stack gap="md">
          <PeopleImportPreview report={report} />
          {ready ? (
            <Group>
              <Button
                leftSection={<IconUpload size={16} aria-hidden />}
                loading={importing.isPending}
                onClick={() =>
                  file &&
                  void importing.mutateAsync(file).then((result) => {
                    setDone(result);
                    setFile(null);
                    preview.reset();
                  })
                }
                data-testid="import-submit"
              >
                {t('organization.bulk.import.submit', { count: report.counts.create + report.counts.update })}
              </Button>
            </Group>
          ) : (
            <Alert color="orange" data-testid="import-blocked">
              {t('organization.bulk.import.blocked')}
            </Alert>
          )}
        </Stack>
      )}
    </Stack>
  );
}
