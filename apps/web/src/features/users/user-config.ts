import type { User } from '@academy/contracts/entities/user';
import type { FormField } from '../../components/resource-form/form-fields.ts';
import { dateCell } from '../../components/resource-screens/format-cell.ts';
import type { ResourceColumn, TableFilter } from '../../components/resource-table/table-types.ts';
import { i18n } from '../../i18n/i18n-setup.ts';
import { type ActiveCell, activeColumn } from '../active-cell.ts';

/**
 * The people screens of admin and organization as one configuration over `userContract` (DESIGN §10). Both list
 * a person by name, address, activity and last sign-in, and edit the same name, address and language fields;
 * an area passes what differs: the role it speaks of (platform or company) and where a person belongs
 * (companies or the company's departments), how activity reads, and its own descriptions.
 */
export interface UserListScreens {
  /** The columns between the address and the activity: the role, and the companies or departments. */
  belonging: ResourceColumn<User>[];
  activeCell: ActiveCell;
  /** Columns after the last sign-in (admin: created; organization: the company's custom fields). */
  extra: ResourceColumn<User>[];
}

export function userColumns(screens: UserListScreens): ResourceColumn<User>[] {
  return [
    { key: 'name', titleKey: 'fields.name', sort: 'name', value: (item) => item.name, fixed: true },
    { key: 'email', titleKey: 'fields.email', sort: 'email' },
    ...screens.belonging,
    activeColumn<User>(screens.activeCell),
    {
      key: 'last_login_at',
      titleKey: 'users.last_login_at',
      sort: 'last_login_at',
      value: (item) => (item.last_login_at ? dateCell(item.last_login_at) : i18n.t('users.never')),
    },
    ...screens.extra,
  ];
}

export const userCreatedColumn: ResourceColumn<User> = {
  key: 'created_at',
  titleKey: 'fields.created_at',
  sort: 'created_at',
  value: (item) => dateCell(item.created_at),
  hidden: true,
};

/** Whether the person is active and has ever signed in: both areas filter by them. */
export const userActivityFilters: TableFilter[] = [
  { name: 'is_active', kind: 'boolean', labelKey: 'fields.is_active' },
  { name: 'logged_in', kind: 'boolean', labelKey: 'users.logged_in' },
];

export const userNameFields: FormField<User>[] = [
  { name: 'first_name', kind: 'text', labelKey: 'fields.first_name', required: true },
  { name: 'last_name', kind: 'text', labelKey: 'fields.last_name', required: true },
];

/** The address; on an existing person `descriptionKey` says how a new one takes effect. */
export const userEmailField = (descriptionKey?: string): FormField<User> => ({
  name: 'email',
  kind: 'text',
  labelKey: 'fields.email',
  ...(descriptionKey ? { descriptionKey } : {}),
  required: true,
});

/** The person's language; each area names the languages and says what the choice affects in its own words. */
export const userLanguageField = (texts: {
  descriptionKey: string;
  languageKey: string;
}): FormField<User> => ({
  name: 'preferred_language',
  kind: 'select',
  labelKey: 'fields.preferred_language',
  descriptionKey: texts.descriptionKey,
  options: [
    { value: 'en', labelKey: `${texts.languageKey}.en` },
    { value: 'nb', labelKey: `${texts.languageKey}.nb` },
  ],
});
