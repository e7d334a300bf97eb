import type { Block } from '@academy/contracts/entities/block';
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
} from '../shared/content-fields.tsx';

/** The block screens as configuration over `blockContract` (DESIGN §10). A block's pages take its uuid. */
const k = (key: string) => `admin.blocks.${key}`;

export const blockColumns: ResourceColumn<Block>[] = [
  { key: 'title', titleKey: k('name'), sort: 'title', fixed: true },
  languageColumn(k('language')),
  { key: 'questions_count', titleKey: k('questions_count'), textAlign: 'right' },
  {
    key: 'questions_limit',
    titleKey: k('questions_limit'),
    textAlign: 'right',
    value: (item) => item.questions_limit ?? i18n.t(k('all_questions')),
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

export const blockFilters: TableFilter[] = [
  languageFilter(k('language')),
  { name: 'is_active', kind: 'boolean', labelKey: k('is_active') },
  { name: 'lesson', kind: 'reference', segment: 'lessons', labelKey: k('lesson') },
  { name: 'question', kind: 'reference', segment: 'questions', labelKey: k('question') },
];

const titleField: FormField<Block> = { name: 'title', kind: 'text', labelKey: k('name'), required: true };

export const blockFields: FormField<Block>[] = [
  titleField,
  languageField(k('language')),
  { name: 'body', kind: 'rich-text', labelKey: k('body'), empty: 'null' },
  {
    name: 'questions_limit',
    kind: 'number',
    labelKey: k('questions_limit'),
    descriptionKey: k('questions_limit_description'),
    empty: 'null',
  },
  {
    name: 'is_active',
    kind: 'switch',
    labelKey: k('is_active'),
    descriptionKey: k('is_active_description'),
  },
  mediaField(k('media'), k('media_description')),
];

/** What a copy may differ in (blockCloneSchema). */
export const blockCloneFields: FormField<Block>[] = [titleField, languageField(k('language'))];

export const blockHref = (item: Pick<Block, 'uuid'>) => href('admin.block.block', { block: item.uuid });

/** The list the block screens lead back to. */
export const blockList = { to: href('admin.block.index'), labelKey: k('title') };

export const blockCopy = (item: Block): Block => ({
  ...item,
  title: i18n.t(k('copy_of'), { title: item.title }),
});
