import type { Course } from '@academy/contracts/entities/course';
import { href } from '@academy/contracts/routes';
import type { FormField } from '../../../components/resource-form/form-fields.ts';
import { dateCell } from '../../../components/resource-screens/format-cell.ts';
import { YesNoBadge } from '../../../components/resource-screens/yes-no-badge.tsx';
import type { ResourceColumn, TableFilter } from '../../../components/resource-table/table-types.ts';
import { i18n } from '../../../i18n/i18n-setup.ts';
import { imageFields } from './image-fields.ts';

/** The course screens as configuration over `courseContract` (DESIGN §10). */
const yesNo = (value: boolean) => i18n.t(value ? 'resource.table.yes' : 'resource.table.no');

export const courseColumns: ResourceColumn<Course>[] = [
  { key: 'name', titleKey: 'fields.name', sort: 'name', fixed: true },
  { key: 'code', titleKey: 'fields.code', sort: 'code' },
  {
    key: 'languages',
    titleKey: 'admin.courses.columns.languages',
    value: (item) => item.languages.map((language) => language.code).join(', '),
  },
  { key: 'variants_count', titleKey: 'admin.courses.columns.variants_count', textAlign: 'right' },
  {
    key: 'duration',
    titleKey: 'admin.courses.fields.duration',
    sort: 'duration',
    textAlign: 'right',
    hidden: true,
  },
  {
    key: 'is_active',
    titleKey: 'fields.is_active',
    value: (item) => yesNo(item.is_active),
    render: (item) => <YesNoBadge value={item.is_active} />,
  },
  {
    key: 'is_public',
    titleKey: 'fields.is_public',
    value: (item) => yesNo(item.is_public),
    render: (item) => <YesNoBadge value={item.is_public} />,
  },
  {
    key: 'created_at',
    titleKey: 'fields.created_at',
    sort: 'created_at',
    value: (item) => dateCell(item.created_at),
    hidden: true,
  },
  {
    key: 'updated_at',
    titleKey: 'admin.courses.columns.updated_at',
    sort: 'updated_at',
    value: (item) => dateCell(item.updated_at),
    hidden: true,
  },
];

/** The contract's filters an administrator narrows by (`status` is the learner's own list). */
export const courseFilters: TableFilter[] = [
  { name: 'is_active', kind: 'boolean', labelKey: 'fields.is_active' },
  { name: 'is_public', kind: 'boolean', labelKey: 'fields.is_public' },
  { name: 'language', kind: 'reference', segment: 'languages', labelKey: 'admin.courses.filters.language' },
  { name: 'code', kind: 'text', labelKey: 'fields.code' },
];

/** Create and update take the same fields; an emptied optional field is cleared. */
export const courseFields: FormField<Course>[] = [
  { name: 'name', kind: 'text', labelKey: 'fields.name', required: true },
  {
    name: 'code',
    kind: 'text',
    labelKey: 'fields.code',
    descriptionKey: 'admin.courses.fields.code_description',
    empty: 'null',
  },
  {
    name: 'ingress',
    kind: 'textarea',
    labelKey: 'admin.courses.fields.ingress',
    descriptionKey: 'admin.courses.fields.ingress_description',
    empty: 'null',
  },
  { name: 'body', kind: 'rich-text', labelKey: 'fields.description', empty: 'null' },
  { name: 'duration', kind: 'number', labelKey: 'admin.courses.fields.duration', empty: 'null' },
  {
    name: 'certificate_valid_days',
    kind: 'number',
    labelKey: 'admin.courses.fields.certificate_valid_days',
    descriptionKey: 'admin.courses.fields.certificate_valid_days_description',
    empty: 'null',
  },
  ...imageFields<Course>(),
  {
    name: 'is_active',
    kind: 'switch',
    labelKey: 'fields.is_active',
    descriptionKey: 'admin.courses.fields.is_active_description',
    initial: true,
  },
  {
    name: 'is_public',
    kind: 'switch',
    labelKey: 'fields.is_public',
    descriptionKey: 'admin.courses.fields.is_public_description',
  },
];

export const courseHref = (item: Pick<Course, 'id'>) => href('admin.course.update', { course: item.id });

/** The list the course screens lead back to. */
export const courseList = { to: href('admin.course.index'), labelKey: 'courses.title' };
