import type { Qualification } from '@academy/contracts/entities/qualification';
import type { User } from '@academy/contracts/entities/user';
import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { can } from '../../../api/resources/abilities.ts';
import { enrollmentsApi } from '../../../api/resources/enrollments.ts';
import { qualificationsApi } from '../../../api/resources/qualifications.ts';
import { FormDialog } from '../../../components/overlays/form-dialog.tsx';
import { EmptyPanel, ErrorPanel, LoadingState } from '../../../components/page-states/page-states.tsx';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { dateCell } from '../../../components/resource-screens/format-cell.ts';
import { EnrollForm } from '../../../features/enrollments/enroll-form.tsx';
import { EnrollmentsTable } from '../../../features/enrollments/enrollments-table.tsx';
import { useOrganizationCompany } from '../shared/use-organization-company.ts';

const statusColor: Record<Qualification['status'], string> = {
  not_started: 'gray',
  in_progress: 'blue',
  completed: 'teal',
  expired: 'orange',
};

/**
 * The person's standing in each of the company's courses (qualifications), as the server computes it. A standing
 * exists once a course is started, so with enrollments below and none started the panel says just that: "nothing
 * given" only when the enrollments list is empty too (issue 22 §5).
 */
function Standing(props: { user: User; companyId: number }) {
  const { t } = useTranslation();
  const query = qualificationsApi.useList({
    per_page: 100,
    sort: 'course',
    filters: { user: String(props.user.id), company: String(props.companyId) },
  });
  // The same list the enrollments table below shows; one row is enough to know it is not empty.
  const enrollments = enrollmentsApi.useList({ per_page: 1, filters: { user: String(props.user.id) } });
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorPanel onRetry={() => void query.refetch()} />;
  const rows = query.data.items;
  if (rows.length === 0) {
    if (enrollments.isPending) return <LoadingState />;
    const given = (enrollments.data?.items.length ?? 0) > 0;
    return (
      <EmptyPanel
        level={3}
        title={t(
          given ? 'organization.users.courses.none_started' : 'organization.users.courses.no_standing',
        )}
      />
    );
  }
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped withTableBorder data-testid="user-standing">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('resource.qualifications.course')}</Table.Th>
            <Table.Th>{t('resource.qualifications.status')}</Table.Th>
            <Table.Th ta="right">{t('resource.qualifications.score')}</Table.Th>
            <Table.Th>{t('resource.qualifications.completed_at')}</Table.Th>
            <Table.Th>{t('resource.qualifications.last_active_at')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.uuid}>
              <Table.Td>{row.course_title ?? row.course?.header ?? ''}</Table.Td>
              <Table.Td>
                <Badge color={statusColor[row.status]} variant="light">
                  {t(`resource.qualifications.statuses.${row.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">{row.score ?? t('resource.qualifications.none')}</Table.Td>
              <Table.Td>{dateCell(row.completed_at) || t('resource.qualifications.none')}</Table.Td>
              <Table.Td>{dateCell(row.last_active_at) || t('resource.qualifications.none')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * A person's courses in this company (spec §2 organization.user.courses): their standing per course, and the
 * enrollments that give them the courses — their own and those of their departments and the company. "Enroll"
 * opens the enrollment form with the person chosen (issue 21 §3), for those who may change the company.
 */
export function UserCoursesTab() {
  const { t } = useTranslation();
  const { item } = useOutletContext<ResourcePageContext<User>>();
  const company = useOrganizationCompany().query.data;
  const [enrolling, setEnrolling] = useState(false);
  return (
    <Stack gap="xl">
      {company && (
        <FormDialog
          opened={enrolling}
          onClose={() => setEnrolling(false)}
          title={t('organization.bulk.enroll.from_person_title', { name: item.name })}
          size="lg"
        >
          <EnrollForm
            enrollable={{ type: 'user', uuid: item.uuid, header: item.name }}
            company={{ id: company.id, uuid: company.uuid, header: company.name }}
            givenCoursesOnly
            onSaved={() => setEnrolling(false)}
            onCancel={() => setEnrolling(false)}
          />
        </FormDialog>
      )}
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('organization.users.courses.standing')}
        </Title>
        {company ? <Standing user={item} companyId={company.id} /> : <LoadingState />}
      </Stack>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('enrollments.title')}
          </Title>
          {company && can(company, 'update') && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEnrolling(true)}
              data-testid="enroll-person"
            >
              {t('organization.bulk.enroll.from_person')}
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('organization.users.courses.enrollments_help')}
        </Text>
        <EnrollmentsTable
          tableKey="organization-user-enrollments"
          label={t('enrollments.of', { name: item.name })}
          fixedFilters={{ user: String(item.id) }}
          showCompany={false}
        />
      </Stack>
    </Stack>
  );
}
