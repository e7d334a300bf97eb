import type { Company } from '@academy/contracts/entities/company';
import type { Department } from '@academy/contracts/entities/department';
import type { User } from '@academy/contracts/entities/user';
import { Checkbox, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '../../../api/resources/abilities.ts';
import { departmentsApi } from '../../../api/resources/departments.ts';
import { ErrorPanel, LoadingState } from '../../../components/page-states/page-states.tsx';
import { useUserActions } from './use-user-actions.tsx';
import { departmentsIn, managesCompany } from './user-config.tsx';

/**
 * The person's place in this company: its departments (each joined or left at once, where the department's
 * `manageUsers` allows) and whether they manage the company (the person's `manageMembership` ability).
 */
export function UserMembershipEditor(props: { user: User; company: Company }) {
  const { t } = useTranslation();
  const { user, company } = props;
  const departments = departmentsApi.useList({ per_page: 100, filters: { company: String(company.id) } });
  const attach = departmentsApi.useAttach('users');
  const detach = departmentsApi.useDetach('users');
  const actions = useUserActions(company);
  const [busy, setBusy] = useState<number | null>(null);
  const memberOf = new Set(departmentsIn(user, company).map((department) => department.id));

  const toggle = async (department: Department, join: boolean) => {
    setBusy(department.id);
    try {
      await (join ? attach : detach).mutateAsync({ uuid: department.uuid, ids: [user.id] });
    } catch {
      // The http client has said why.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="md" maw={680}>
      <Title order={2} size="h4">
        {t('organization.users.membership_title', { company: company.name })}
      </Title>
      <Switch
        label={t('organization.users.is_manager')}
        description={t('organization.users.is_manager_description')}
        checked={managesCompany(user, company)}
        disabled={!can(user, 'manageMembership') || actions.togglePending}
        onChange={() => void actions.toggleManager(user)}
        data-testid="user-manager-switch"
      />
      <Stack gap="xs" role="group" aria-labelledby="user-departments-label">
        <Text fw={500} size="sm" id="user-departments-label">
          {t('fields.departments')}
        </Text>
        {departments.isPending ? (
          <LoadingState />
        ) : departments.isError ? (
          <ErrorPanel onRetry={() => void departments.refetch()} />
        ) : departments.data.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('organization.users.no_departments')}
          </Text>
        ) : (
          departments.data.items.map((department) => (
            <Checkbox
              key={department.id}
              label={department.name}
              checked={memberOf.has(department.id)}
              disabled={!can(department, 'manageUsers') || busy !== null}
              onChange={(event) => void toggle(department, event.currentTarget.checked)}
              data-testid={`user-department-${department.id}`}
            />
          ))
        )}
      </Stack>
    </Stack>
  );
}
