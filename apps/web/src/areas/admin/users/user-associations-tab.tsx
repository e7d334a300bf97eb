import type { User } from '@academy/contracts/entities/user';
import { href } from '@academy/contracts/routes';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import { usersApi, useUserAssociations } from '../../../api/resources/users.ts';
import { LinkedItems } from '../../../components/linked-items/linked-items.tsx';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { UserCompanyFields } from './user-company-fields.tsx';

/**
 * Where the person belongs (spec §7 `GET users/{id}/associations`): their companies — attached and detached
 * here (users attach and detach companies; leaving a company also leaves its departments) — their
 * departments, their answers to each company's custom user fields, and how many enrollments and certificates
 * they hold.
 */
export function UserAssociationsTab() {
  const { t } = useTranslation();
  const { item } = useOutletContext<ResourcePageContext<User>>();
  const associations = useUserAssociations(item.id).data;
  const departments = associations?.departments ?? [];
  return (
    <Stack gap="xl">
      {associations && (
        <SimpleGrid cols={{ base: 1, xs: 3 }} maw={760} data-testid="user-holdings">
          <Paper withBorder radius="md" p="md">
            <Text size="sm" c="dimmed">
              {t('enrollments.title')}
            </Text>
            <Text size="xl" fw={700}>
              {associations.enrollments_count}
            </Text>
          </Paper>
          <Paper withBorder radius="md" p="md">
            <Text size="sm" c="dimmed">
              {t('users.certificates')}
            </Text>
            <Text size="xl" fw={700}>
              {associations.certificates_count}
            </Text>
          </Paper>
          <Paper withBorder radius="md" p="md">
            <Text size="sm" c="dimmed">
              {t('admin.users.valid_certificates_count')}
            </Text>
            <Text size="xl" fw={700}>
              {associations.valid_certificates_count}
            </Text>
          </Paper>
        </SimpleGrid>
      )}
      <LinkedItems
        api={usersApi}
        owner={item}
        link="companies"
        items={item.companies}
        ability="manageCompanies"
        title={t('admin.users.companies')}
        addLabel={t('admin.users.add_company')}
        emptyText={t('admin.users.no_companies')}
        itemHref={(company) => href('admin.company.update', { company: company.id })}
        columns={[
          {
            header: t('admin.users.company_role'),
            cell: (company) =>
              company.pivot.is_manager ? (
                <Badge variant="light">{t('users.manager')}</Badge>
              ) : (
                t('admin.users.member')
              ),
          },
        ]}
        data-testid="user-companies"
      />
      {/* Each company's own questions about the person (issue 21 §5), under the companies they belong to. */}
      {item.companies.map((company) => (
        <UserCompanyFields key={company.uuid} user={item} company={company} />
      ))}
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('fields.departments')}
        </Title>
        {departments.length === 0 ? (
          <Text c="dimmed">{t('admin.users.no_departments')}</Text>
        ) : (
          <Table
            withTableBorder
            striped
            maw={760}
            aria-label={t('fields.departments')}
            data-testid="user-departments"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fields.name')}</Table.Th>
                <Table.Th>{t('fields.company')}</Table.Th>
                <Table.Th>{t('admin.departments.role')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {departments.map((department) => (
                <Table.Tr key={department.uuid}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={href('admin.department.update', { department: department.id })}
                    >
                      {department.header}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{department.company?.header ?? '—'}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {department.is_head ? t('admin.departments.head') : t('admin.departments.member')}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Stack>
  );
}
