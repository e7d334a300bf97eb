import type { Department } from '@academy/contracts/entities/department';
import { href } from '@academy/contracts/routes';
import { YesNoBadge } from '../../../components/resource-screens/yes-no-badge.tsx';
import {
  departmentColumns as departmentColumnsFor,
  departmentFilters as departmentFiltersFor,
} from '../../../features/departments/department-config.ts';

export { departmentFields } from '../../../features/departments/department-config.ts';

/** The organization's department screens: the shared configuration within the company in scope, and its links. */
const organizationScreens = {
  acrossCompanies: false,
  activeCell: (active: boolean) => <YesNoBadge value={active} />,
};

export const departmentColumns = departmentColumnsFor(organizationScreens);

export const departmentFilters = departmentFiltersFor(organizationScreens);

/** A department's page (spec §2: it opens on the overview tab). */
export const departmentHref = (item: Pick<Department, 'id'>) =>
  href('organization.department.overview', { department: item.id });

/** The company overview's departments tab, where a department's page and its delete lead back to. */
export const departmentsTab = {
  to: href('organization.company.departments'),
  labelKey: 'departments.title',
};
