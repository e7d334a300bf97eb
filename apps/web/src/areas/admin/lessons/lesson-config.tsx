import type { Lesson } from '@academy/contracts/entities/lesson';
import { href } from '@academy/contracts/routes';
import type { FormField } from '../../../components/resource-form/form-fields.ts';
import { dateCell } from '../../../components/resource-screens/format-cell.ts';
import type { ResourceColumn, TableFilter } from '../../../components/resource-table/table-types.ts';
import { i18n } from '../../../i18n/i18n-setup.ts';
import {
  activeColumn,
  languageColumn,
  languageField,
  languageFilter,
  mediaField,
  yesNo,
} from '../shared/content-fields.tsx';

/** The lesson screens as configuration over `lessonContract` (DESIGN §10). */
const k = (key: string) => `admin.lessons.${key}`;

export const lessonColumns: ResourceColumn<Lesson>[] = [
  { key: 'title', titleKey: k('name'), sort: 'title', fixed: true },
  languageColumn(k('language')),
  { key: 'blocks_count', titleKey: k('blocks_count'), textAlign: 'right' },
  { key: 'pass_mark', titleKey: k('pass_mark'), textAlign: 'right', value: (item) => `${item.pass_mark} %` },
  {
    key: 'blocks_at_random',
    titleKey: k('blocks_at_random'),
    value: (item) => yesNo(item.blocks_at_random),
    hidden: true,
  },
  {
    key: 'blocks_limit',
    titleKey: k('blocks_limit'),
    textAlign: 'right',
    value: (item) => item.blocks_limit ?? i18n.t(k('all_blocks')),
    hidden: true,
  },
  activeColumn(k('is_active'), { yes: k('active'), no: k('inactive') }),
  {
    key: 'created_at',
    titleKey: k('created_at'),
    sort: 'created_at',
    value: (item) => dateCell(item.created_at),
    hidden: true,
  },
  {
    key: 'updated_at',
    titleKey: k('updated_at'),
    sort: 'updated_at',
    value: (item) => dateCell(item.updated_at),
  },
];

export const lessonFilters: TableFilter[] = [
  languageFilter(k('language')),
  { name: 'is_active', kind: 'boolean', labelKey: k('is_active') },
  { name: 'course_variant', kind: 'reference', segment: 'course-variants', labelKey: k('course_variant') },
  { name: 'block', kind: 'reference', segment: 'blocks', labelKey: k('block') },
];

/** The Information tab (spec §2 "detail"): what the lesson says and how its quiz is drawn and passed. */
export const lessonFields: FormField<Lesson>[] = [
  { name: 'title', kind: 'text', labelKey: k('name'), required: true },
  languageField(k('language')),
  { name: 'body', kind: 'rich-text', labelKey: k('body'), empty: 'null' },
  mediaField(k('media'), k('media_description')),
  {
    name: 'pass_mark',
    kind: 'number',
    labelKey: k('pass_mark'),
    descriptionKey: k('pass_mark_description'),
    empty: 'omit',
  },
  {
    name: 'is_active',
    kind: 'switch',
    labelKey: k('is_active'),
    descriptionKey: k('is_active_description'),
  },
  {
    name: 'blocks_at_random',
    kind: 'switch',
    labelKey: k('blocks_at_random'),
    descriptionKey: k('blocks_at_random_description'),
  },
  {
    name: 'blocks_limit',
    kind: 'number',
    labelKey: k('blocks_limit'),
    descriptionKey: k('blocks_limit_description'),
    empty: 'null',
  },
];

export const lessonHref = (item: Pick<Lesson, 'id'>) => href('admin.lesson.detail', { lesson: item.id });

/** The list the lesson screens lead back to. */
export const lessonList = { to: href('admin.lesson.index'), labelKey: k('title') };
