import type { Department } from '@academy/contracts/entities/department';
import { href } from '@academy/contracts/routes';
import { Anchor, Stack } from '@mantine/core';
import { Link, useOutletContext } from 'react-router';
import { departmentsApi } from '../../../api/resources/departments.ts';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { FactsList } from '../../../components/resource-screens/facts-list.tsx';
import { ResourceUpdateForm } from '../../../components/resource-screens/resource-update-form.tsx';
import { departmentUpdateFields } from './department-config.tsx';

/** The department's company (fixed at creation) and the form for its name and activity. */
export function DepartmentDetailsTab() {
  const { item } = useOutletContext<ResourcePageContext<Department>>();
  return (
    <Stack gap="xl">
      <FactsList
        data-testid="department-facts"
        facts={[
          {
            labelKey: 'fields.company',
            value: item.company ? (
              <Anchor component={Link} to={href('admin.company.update', { company: item.company.id })}>
                {item.company.header}
              </Anchor>
            ) : (
              '—'
            ),
          },
          { labelKey: 'users.people', value: item.users_count },
        ]}
      />
      <ResourceUpdateForm api={departmentsApi} fields={departmentUpdateFields} />
    </Stack>
  );
}
