import { type User, userRoles } from '@academy/contracts/entities/user';
import { href } from '@academy/contracts/routes';
import { Badge } from '@mantine/core';
import type { FormField } from '../../../components/resource-form/form-fields.ts';
import type { ResourceColumn, TableFilter } from '../../../components/resource-table/table-types.ts';
import {
  userActivityFilters,
  userColumns as userColumnsFor,
  userCreatedColumn,
  userEmailField,
  userLanguageField,
  userNameFields,
} from '../../../features/users/user-config.ts';
import { i18n } from '../../../i18n/i18n-setup.ts';
import { ActiveBadge } from '../companies/company-config.tsx';

/** The user screens as configuration over `userContract` (DESIGN §10). */
export const roleText = (role: User['role']) => i18n.t(`admin.users.roles.${role}`);

export function RoleBadge(props: { role: User['role'] }) {
  if (props.role === 'user') return <>{roleText(props.role)}</>;
  return (
    <Badge color={props.role === 'super_admin' ? 'grape' : 'indigo'} variant="light">
      {roleText(props.role)}
    </Badge>
  );
}

/** The admin's people list: the platform role and companies, the badge for activity, and when they were created. */
export const userColumns: ResourceColumn<User>[] = userColumnsFor({
  belonging: [
    {
      key: 'role',
      titleKey: 'admin.users.role',
      value: (item) => roleText(item.role),
      render: (item) => <RoleBadge role={item.role} />,
    },
    {
      key: 'companies',
      titleKey: 'admin.users.companies',
      value: (item) => item.companies.map((company) => company.header).join(', '),
    },
  ],
  activeCell: (active) => <ActiveBadge active={active} />,
  extra: [userCreatedColumn],
});

/** Issue 14: company, department, role, active, last login. */
export const userFilters: TableFilter[] = [
  { name: 'company', kind: 'reference', segment: 'companies', labelKey: 'fields.company' },
  { name: 'department', kind: 'reference', segment: 'departments', labelKey: 'fields.department' },
  {
    name: 'role',
    kind: 'select',
    labelKey: 'admin.users.role',
    options: userRoles.map((role) => ({ value: role, labelKey: `admin.users.roles.${role}` })),
  },
  ...userActivityFilters,
  { name: 'last_login_from', kind: 'date', labelKey: 'admin.users.last_login_from' },
  { name: 'last_login_to', kind: 'date', labelKey: 'admin.users.last_login_to' },
];

const languageField = userLanguageField({
  descriptionKey: 'admin.users.preferred_language_description',
  languageKey: 'admin.users.languages',
});
const activeField: FormField<User> = {
  name: 'is_active',
  kind: 'switch',
  labelKey: 'fields.is_active',
  descriptionKey: 'admin.users.is_active_description',
};

/** A new person: a learner (a super admin gives another role afterwards, on their page). */
export const userCreateFields: FormField<User>[] = [
  ...userNameFields,
  userEmailField(),
  {
    name: 'company_id',
    kind: 'reference',
    segment: 'companies',
    labelKey: 'fields.company',
    descriptionKey: 'admin.users.company_description',
    empty: 'omit',
  },
  {
    name: 'is_manager',
    kind: 'switch',
    labelKey: 'admin.users.is_manager',
    descriptionKey: 'admin.users.is_manager_description',
  },
  { ...languageField, empty: 'omit' },
  activeField,
];

/** Created on a company's page: joins that company, and may join its departments. */
export function userFieldsForCompany(companyId: number): FormField<User>[] {
  return [
    ...userNameFields,
    userEmailField(),
    {
      name: 'is_manager',
      kind: 'switch',
      labelKey: 'admin.users.is_manager',
      descriptionKey: 'admin.users.is_manager_description',
    },
    {
      name: 'department_ids',
      kind: 'references',
      segment: 'departments',
      labelKey: 'fields.departments',
      filters: { company: String(companyId) },
    },
    { ...languageField, empty: 'omit' },
    activeField,
  ];
}

/** What an update may change; the role only where the item's `assignRole` ability says so. */
export function userUpdateFields(options: { role: boolean }): FormField<User>[] {
  return [
    ...userNameFields,
    userEmailField('admin.users.email_description'),
    ...(options.role
      ? [
          {
            name: 'role',
            kind: 'select',
            labelKey: 'admin.users.role',
            descriptionKey: 'admin.users.role_description',
            required: true,
            options: userRoles.map((role) => ({ value: role, labelKey: `admin.users.roles.${role}` })),
          } satisfies FormField<User>,
        ]
      : []),
    { ...languageField, empty: 'null' },
    { name: 'use_classic_player', kind: 'switch', labelKey: 'admin.users.use_classic_player' },
    activeField,
  ];
}

export const userHref = (item: Pick<User, 'id'>) => href('admin.user.update', { user: item.id });

export const userList = { to: href('admin.user.index'), labelKey: 'users.title' };

export const userScope = (item: Pick<User, 'uuid'>) => `users:${item.uuid}|user`;
