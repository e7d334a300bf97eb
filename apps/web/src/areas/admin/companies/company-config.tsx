import type { Company } from '@academy/contracts/entities/company';
import { href } from '@academy/contracts/routes';
import { Badge } from '@mantine/core';
import type { FormField } from '../../../components/resource-form/form-fields.ts';
import { dateCell } from '../../../components/resource-screens/format-cell.ts';
import type { ResourceColumn, TableFilter } from '../../../components/resource-table/table-types.ts';
import { i18n } from '../../../i18n/i18n-setup.ts';

/** The company screens as configuration over `companyContract` (DESIGN §10). */
const yesNo = (value: boolean) => i18n.t(value ? 'resource.table.yes' : 'resource.table.no');

export function ActiveBadge(props: { active: boolean }) {
  return (
    <Badge color={props.active ? 'teal' : 'gray'} variant="light">
      {i18n.t(props.active ? 'admin.companies.active_yes' : 'admin.companies.active_no')}
    </Badge>
  );
}

export const companyColumns: ResourceColumn<Company>[] = [
  { key: 'name', titleKey: 'fields.name', sort: 'name', fixed: true },
  { key: 'slug', titleKey: 'admin.companies.slug', hidden: true },
  { key: 'users_count', titleKey: 'users.people', textAlign: 'right' },
  { key: 'departments_count', titleKey: 'departments.title', textAlign: 'right' },
  { key: 'courses_count', titleKey: 'courses.title', textAlign: 'right' },
  {
    key: 'is_active',
    titleKey: 'fields.is_active',
    value: (item) => yesNo(item.is_active),
    render: (item) => <ActiveBadge active={item.is_active} />,
  },
  {
    key: 'scorm_enabled',
    titleKey: 'admin.companies.scorm_enabled',
    value: (item) => yesNo(item.scorm_enabled),
  },
  {
    key: 'created_at',
    titleKey: 'fields.created_at',
    sort: 'created_at',
    value: (item) => dateCell(item.created_at),
    hidden: true,
  },
];

export const companyFilters: TableFilter[] = [
  { name: 'is_active', kind: 'boolean', labelKey: 'fields.is_active' },
  { name: 'scorm_enabled', kind: 'boolean', labelKey: 'admin.companies.scorm_enabled' },
];

const brandFields: FormField<Company>[] = [
  {
    name: 'logo',
    kind: 'file',
    labelKey: 'fields.logo',
    descriptionKey: 'admin.companies.logo_description',
    accept: 'image/png,image/jpeg,image/gif',
    // A form part the server checks (PNG, JPG or GIF, 1 MB, by its bytes); the saved logo is shown beside it.
    schemaless: true,
    empty: 'omit',
    fromItem: () => null,
  },
  { name: 'header_color', kind: 'color', labelKey: 'fields.header_color', empty: 'null' },
  {
    name: 'header_link_url',
    kind: 'text',
    labelKey: 'fields.header_link_url',
    descriptionKey: 'admin.companies.url_description',
    empty: 'null',
  },
  { name: 'header_link_label', kind: 'text', labelKey: 'fields.header_link_label', empty: 'null' },
  {
    name: 'external_lms_url',
    kind: 'text',
    labelKey: 'admin.companies.external_lms_url',
    descriptionKey: 'admin.companies.url_description',
    empty: 'null',
  },
  { name: 'is_active', kind: 'switch', labelKey: 'fields.is_active' },
  {
    name: 'scorm_enabled',
    kind: 'switch',
    labelKey: 'admin.companies.scorm_enabled',
    descriptionKey: 'admin.companies.scorm_description',
  },
];

export const companyCreateFields: FormField<Company>[] = [
  { name: 'name', kind: 'text', labelKey: 'fields.name', required: true },
  {
    name: 'slug',
    kind: 'text',
    labelKey: 'admin.companies.slug',
    descriptionKey: 'admin.companies.slug_description',
    empty: 'omit',
  },
  ...brandFields.map((field) =>
    // A new company has nothing to clear: empty fields are simply not sent.
    field.empty === 'null' ? { ...field, empty: 'omit' as const } : field,
  ),
];

export const companyUpdateFields: FormField<Company>[] = [
  { name: 'name', kind: 'text', labelKey: 'fields.name', required: true },
  {
    name: 'slug',
    kind: 'text',
    labelKey: 'admin.companies.slug',
    descriptionKey: 'admin.companies.slug_description',
  },
  ...brandFields,
];

/** A new company starts active (a switch left off would create it inactive). */
export const companyCreateDefaults = { is_active: true };

export const companyHref = (item: Pick<Company, 'id'>) => href('admin.company.update', { company: item.id });

/** The list the company screens lead back to. */
export const companyList = { to: href('admin.company.index'), labelKey: 'admin.companies.title' };

export const companyScope = (item: Pick<Company, 'uuid'>) => `companies:${item.uuid}|company`;
