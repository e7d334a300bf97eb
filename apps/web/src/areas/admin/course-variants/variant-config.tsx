import { type CourseVariant, courseVariantStatuses } from '@academy/contracts/entities/course-variant';
import { href } from '@academy/contracts/routes';
import { Badge } from '@mantine/core';
import type { FormField } from '../../../components/resource-form/form-fields.ts';
import { dateCell } from '../../../components/resource-screens/format-cell.ts';
import { YesNoBadge } from '../../../components/resource-screens/yes-no-badge.tsx';
import type { ResourceColumn, TableFilter } from '../../../components/resource-table/table-types.ts';
import { i18n } from '../../../i18n/i18n-setup.ts';
import { imageFields } from '../courses/image-fields.ts';

/** The course variant screens as configuration over `courseVariantContract` (DESIGN §10). */
type Status = CourseVariant['status'];
const statusColor: Record<Status, string> = { draft: 'gray', published: 'teal', archived: 'orange' };
const statusText = (status: Status) => i18n.t(`admin.variants.statuses.${status}`);
const yesNo = (value: boolean) => i18n.t(value ? 'resource.table.yes' : 'resource.table.no');

/** A narrow table column must not cut the status short. */
const wholeLabel = { root: { maxWidth: 'none', flexShrink: 0 }, label: { overflow: 'visible' } };

export function VariantStatusBadge(props: { status: Status }) {
  return (
    <Badge color={statusColor[props.status]} variant="light" styles={wholeLabel}>
      {statusText(props.status)}
    </Badge>
  );
}

export const variantColumns: ResourceColumn<CourseVariant>[] = [
  { key: 'title', titleKey: 'admin.variants.fields.title', sort: 'title', fixed: true },
  {
    key: 'course',
    titleKey: 'admin.variants.columns.course',
    value: (item) => [item.course?.code, item.course?.header].filter(Boolean).join(' – '),
  },
  {
    key: 'language',
    titleKey: 'admin.variants.fields.language',
    value: (item) => item.language?.header ?? '',
  },
  {
    key: 'status',
    titleKey: 'fields.status',
    value: (item) => statusText(item.status),
    render: (item) => <VariantStatusBadge status={item.status} />,
  },
  {
    key: 'is_active',
    titleKey: 'fields.is_active',
    value: (item) => yesNo(item.is_active),
    render: (item) => <YesNoBadge value={item.is_active} />,
  },
  { key: 'lessons_count', titleKey: 'admin.variants.columns.lessons_count', textAlign: 'right' },
  {
    key: 'duration',
    titleKey: 'admin.variants.fields.duration',
    textAlign: 'right',
    hidden: true,
  },
  {
    key: 'updated_at',
    titleKey: 'admin.variants.columns.updated_at',
    sort: 'updated_at',
    value: (item) => dateCell(item.updated_at),
    hidden: true,
  },
];

const statusOptions = courseVariantStatuses.map((status) => ({
  value: status,
  labelKey: `admin.variants.statuses.${status}`,
}));

export const variantFilters: TableFilter[] = [
  { name: 'course', kind: 'reference', segment: 'courses', labelKey: 'admin.variants.columns.course' },
  { name: 'language', kind: 'reference', segment: 'languages', labelKey: 'admin.variants.fields.language' },
  { name: 'status', kind: 'select', labelKey: 'fields.status', options: statusOptions },
  { name: 'is_active', kind: 'boolean', labelKey: 'fields.is_active' },
];

/**
 * Create (from the course's page, which fixes `course_id`) and update take the same fields; a new variant
 * starts as an active draft, so learners see it only once it is published.
 */
export const variantFields: FormField<CourseVariant>[] = [
  {
    name: 'language_id',
    kind: 'reference',
    segment: 'languages',
    labelKey: 'admin.variants.fields.language',
    descriptionKey: 'admin.variants.fields.language_description',
    required: true,
    fromItem: (item) => item.language?.uuid ?? null,
    knownOption: (item) =>
      item.language ? { value: item.language.uuid, label: item.language.header } : null,
  },
  { name: 'title', kind: 'text', labelKey: 'admin.variants.fields.title', required: true },
  { name: 'summary', kind: 'textarea', labelKey: 'admin.variants.fields.summary', empty: 'null' },
  {
    name: 'short_description',
    kind: 'textarea',
    labelKey: 'admin.variants.fields.short_description',
    descriptionKey: 'admin.variants.fields.short_description_description',
    empty: 'null',
  },
  { name: 'body', kind: 'rich-text', labelKey: 'admin.variants.fields.body', empty: 'null' },
  { name: 'duration', kind: 'number', labelKey: 'admin.variants.fields.duration', empty: 'null' },
  {
    name: 'internal_notes',
    kind: 'textarea',
    labelKey: 'admin.variants.fields.internal_notes',
    descriptionKey: 'admin.variants.fields.internal_notes_description',
    empty: 'null',
  },
  ...imageFields<CourseVariant>(),
  {
    name: 'status',
    kind: 'select',
    labelKey: 'fields.status',
    descriptionKey: 'admin.variants.fields.status_description',
    options: statusOptions,
    required: true,
    initial: 'draft',
  },
  {
    name: 'is_active',
    kind: 'switch',
    labelKey: 'fields.is_active',
    descriptionKey: 'admin.variants.fields.is_active_description',
    initial: true,
  },
];

export const variantHref = (item: Pick<CourseVariant, 'id'>) =>
  href('admin.variant.update', { coursevariant: item.id });

/** The list the variant screens lead back to. */
export const variantList = { to: href('admin.variant.index'), labelKey: 'admin.variants.title' };
