import type { AccessPass } from '@academy/contracts/entities/access-pass';
import { Button, Stack } from '@mantine/core';
import { IconBan, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accessPassesApi } from '../../api/resources/access-passes.ts';
import { openConfirmAction } from '../../components/confirm-action-modal.tsx';
import { useConfirmDelete } from '../../components/confirm-delete/confirm-delete.tsx';
import { ResourceTable } from '../../components/resource-table/resource-table.tsx';
import type { RowAction } from '../../components/resource-table/table-types.ts';
import { accessPassColumns, accessPassFilters } from './access-pass-config.tsx';
import { IssueAccessPassForm, type IssuingCompany } from './issue-access-pass-form.tsx';

/**
 * One company's access passes, for the admin's company page and the organization's Access passes tab: issue
 * (several courses in one go), revoke (its last day becomes now: the holder keeps their certificates but the
 * pass no longer counts) and delete. What a row offers follows its abilities; "Issue" is offered to those who
 * may change the company (managers and administrators), the server deciding again.
 */
export function AccessPassesTable(props: {
  company: IssuingCompany;
  tableKey: string;
  label: string;
  canIssue: boolean;
  /** Offer only the courses the company was given (a manager's picker). */
  givenCoursesOnly?: boolean;
}) {
  const { t } = useTranslation();
  const [issuing, setIssuing] = useState(false);
  const confirmDelete = useConfirmDelete(accessPassesApi);
  const update = accessPassesApi.useUpdate();
  const revoke = (pass: AccessPass) =>
    openConfirmAction({
      title: t('access_passes.revoke.title', { name: pass.header }),
      message: t('access_passes.revoke.message'),
      word: t('access_passes.revoke.word'),
      confirmLabel: t('access_passes.revoke.confirm'),
      onConfirm: async () => {
        await update.mutateAsync({ uuid: pass.uuid, input: { expires_at: new Date().toISOString() } });
      },
    });
  const rowActions: RowAction<AccessPass>[] = [
    {
      key: 'revoke',
      labelKey: 'access_passes.revoke.action',
      icon: <IconBan size={16} aria-hidden />,
      color: 'orange',
      ability: 'update',
      onClick: (pass) => {
        if (!pass.expired) revoke(pass);
      },
    },
    {
      key: 'delete',
      labelKey: 'access_passes.delete',
      icon: <IconTrash size={16} aria-hidden />,
      color: 'red',
      ability: 'delete',
      onClick: confirmDelete,
    },
  ];
  return (
    <Stack gap="md">
      <ResourceTable
        api={accessPassesApi}
        tableKey={props.tableKey}
        label={props.label}
        columns={accessPassColumns}
        filters={accessPassFilters}
        fixedFilters={{ company: String(props.company.id) }}
        rowActions={rowActions}
        exportable
        toolbar={
          props.canIssue && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setIssuing(true)}
              data-testid="issue-access-pass"
            >
              {t('access_passes.issue.title')}
            </Button>
          )
        }
      />
      {issuing && (
        <IssueAccessPassForm
          company={props.company}
          givenCoursesOnly={props.givenCoursesOnly}
          onClose={() => setIssuing(false)}
        />
      )}
    </Stack>
  );
}
