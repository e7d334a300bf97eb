import type { Question } from '@academy/contracts/entities/question';
import { href } from '@academy/contracts/routes';
import type { FormField } from '../../../components/resource-form/form-fields.ts';
import { dateCell } from '../../../components/resource-screens/format-cell.ts';
import type { ResourceColumn, TableFilter } from '../../../components/resource-table/table-types.ts';
import { i18n } from '../../../i18n/i18n-setup.ts';
import { languageColumn, languageField, languageFilter, yesNo } from '../shared/content-fields.tsx';

/** The question screens as configuration over `questionContract` (DESIGN §10). */
const k = (key: string) => `admin.questions.${key}`;

export const questionColumns: ResourceColumn<Question>[] = [
  { key: 'text', titleKey: k('text'), sort: 'text', fixed: true },
  languageColumn(k('language')),
  { key: 'alternatives_count', titleKey: k('alternatives_count'), textAlign: 'right' },
  {
    key: 'multiple_correct_alternatives',
    titleKey: k('multiple_correct'),
    value: (item) => yesNo(item.multiple_correct_alternatives),
  },
  {
    key: 'blocks',
    titleKey: k('blocks'),
    value: (item) => (item.blocks ?? []).map((block) => block.header).join(', '),
  },
  { key: 'hint', titleKey: k('hint'), hidden: true },
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

export const questionFilters: TableFilter[] = [
  languageFilter(k('language')),
  { name: 'block', kind: 'reference', segment: 'blocks', labelKey: k('block') },
];

const textField: FormField<Question> = {
  name: 'text',
  kind: 'textarea',
  labelKey: k('text'),
  required: true,
};
const hintField: FormField<Question> = {
  name: 'hint',
  kind: 'textarea',
  labelKey: k('hint'),
  descriptionKey: k('hint_description'),
  empty: 'null',
};

export const questionFields: FormField<Question>[] = [textField, hintField, languageField(k('language'))];

/** A question made inside a block takes the block's language (questionCreateSchema `block_id`). */
export const questionInBlockFields: FormField<Question>[] = [textField, { ...hintField, empty: 'omit' }];

/** What a copy may differ in (questionCloneSchema). */
export const questionCloneFields: FormField<Question>[] = [textField, languageField(k('language'))];

export const questionHref = (item: Pick<Question, 'id'>) =>
  href('admin.question.update', { question: item.id });

/** The list the question screens lead back to. */
export const questionList = { to: href('admin.question.index'), labelKey: k('title') };

/** The clone dialog starts from the question, its text marked as a copy. */
export const questionCopy = (item: Question): Question => ({
  ...item,
  text: i18n.t(k('copy_of'), { text: item.text }),
});
