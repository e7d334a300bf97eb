import type { Company } from '@academy/contracts/entities/company';
import { customFieldLabel } from '@academy/contracts/entities/custom-user-field';
import type { User } from '@academy/contracts/entities/user';
import { href } from '@academy/contracts/routes';
import { Badge } from '@mantine/core';
import type { FormField } from '../../../components/resource-form/form-fields.ts';
import { YesNoBadge } from '../../../components/resource-screens/yes-no-badge.tsx';
import type { ResourceColumn, TableFilter } from '../../../components/resource-table/table-types.ts';
import {
  userActivityFilters,
  userColumns as userColumnsFor,
  userEmailField,
  userLanguageField,
  userNameFields,
} from '../../../features/users/user-config.ts';
import { i18n } from '../../../i18n/i18n-setup.ts';

/** The organization's people screens as configuration over `userContract` (DESIGN §10). */

/** Whether the person manages this company (their membership's flag; the server shows only shared companies). */
export const managesCompany = (user: Pick<User, 'companies'>, company: Pick<Company, 'id'>) =>
  user.companies.some((membership) => membership.id === company.id && membership.pivot.is_manager);

const roleText = (user: User, company: Company) =>
  i18n.t(managesCompany(user, company) ? 'users.manager' : 'organization.users.roles.user');

/** The person's departments in this company (the relation names only the reader's companies anyway). */
export const departmentsIn = (user: Pick<User, 'departments'>, company: Pick<Company, 'id'>) =>
  (user.departments ?? []).filter((department) => department.company_id === company.id);

/**
 * One column per custom user field of the company (issue 21 §5), headed by its label in the reader's language:
 * hidden until the manager chooses it in the table's column choice, which the browser remembers.
 */
function customFieldColumns(company: Company): ResourceColumn<User>[] {
  return company.settings.custom_user_fields.map((field) => ({
    key: `custom_field:${field.key}`,
    titleKey: '',
    title: customFieldLabel(field, i18n.language),
    hidden: true,
    value: (item) => (Object.hasOwn(item.custom_fields, field.key) ? item.custom_fields[field.key] : ''),
  }));
}

/** The company's people: their role in it and its departments, Yes/No for activity, its custom fields. */
export function userColumns(company: Company): ResourceColumn<User>[] {
  return userColumnsFor({
    belonging: [
      {
        key: 'company_role',
        titleKey: 'organization.users.role',
        value: (item) => roleText(item, company),
        render: (item) =>
          managesCompany(item, company) ? (
            <Badge color="indigo" variant="light">
              {roleText(item, company)}
            </Badge>
          ) : (
            roleText(item, company)
          ),
      },
      {
        key: 'departments',
        titleKey: 'fields.departments',
        value: (item) =>
          departmentsIn(item, company)
            .map((department) => department.header)
            .join(', '),
      },
    ],
    activeCell: (active) => <YesNoBadge value={active} />,
    extra: customFieldColumns(company),
  });
}

/** Department of this company, role in it, active, signed in: each kept in the address. */
export function userFilters(company: Company): TableFilter[] {
  return [
    {
      name: 'department',
      kind: 'reference',
      segment: 'departments',
      labelKey: 'fields.department',
      filters: { company: String(company.id) },
    },
    {
      name: 'is_manager',
      kind: 'select',
      labelKey: 'organization.users.role',
      options: [
        { value: 'false', labelKey: 'organization.users.roles.user' },
        { value: 'true', labelKey: 'users.manager' },
      ],
    },
    ...userActivityFilters,
  ];
}

const languageField = userLanguageField({
  descriptionKey: 'organization.users.preferred_language_description',
  languageKey: 'organization.users.languages',
});

/** A new person in this company: its departments and the manager flag; the welcome mail goes out. */
export function userCreateFields(company: Company): FormField<User>[] {
  return [
    ...userNameFields,
    userEmailField(),
    {
      name: 'department_ids',
      kind: 'references',
      segment: 'departments',
      labelKey: 'fields.departments',
      filters: { company: String(company.id) },
    },
    {
      name: 'is_manager',
      kind: 'switch',
      labelKey: 'organization.users.is_manager',
      descriptionKey: 'organization.users.is_manager_description',
    },
    { ...languageField, empty: 'omit' },
  ];
}

/** The person's own fields; a changed address is confirmed through the new one first (spec §7). */
export const userProfileFields: FormField<User>[] = [
  ...userNameFields,
  userEmailField('organization.users.email_description'),
  { ...languageField, empty: 'null' },
];

export const userHref = (item: Pick<User, 'id'>) => href('organization.user.show', { user: item.id });
export const usersTab = { to: href('organization.company.users'), labelKey: 'users.title' };
