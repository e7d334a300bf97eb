import type { Language } from '@academy/contracts/entities/language';
import { href } from '@academy/contracts/routes';
import type { FormField } from '../../../components/resource-form/form-fields.ts';
import { dateCell } from '../../../components/resource-screens/format-cell.ts';
import type { ResourceColumn } from '../../../components/resource-table/table-types.ts';

/** The language screens as configuration over `languageContract` (DESIGN §10). */
export const languageColumns: ResourceColumn<Language>[] = [
  { key: 'name', titleKey: 'resource.languages.name', sort: 'name', fixed: true },
  { key: 'code', titleKey: 'resource.languages.code', sort: 'code' },
  { key: 'variants_count', titleKey: 'resource.languages.variants_count', textAlign: 'right' },
  { key: 'lessons_count', titleKey: 'resource.languages.lessons_count', textAlign: 'right' },
  { key: 'blocks_count', titleKey: 'resource.languages.blocks_count', textAlign: 'right', hidden: true },
  {
    key: 'questions_count',
    titleKey: 'resource.languages.questions_count',
    textAlign: 'right',
    hidden: true,
  },
  {
    key: 'created_at',
    titleKey: 'resource.languages.created_at',
    sort: 'created_at',
    value: (item) => dateCell(item.created_at),
    hidden: true,
  },
];

export const languageFields: FormField<Language>[] = [
  { name: 'name', kind: 'text', labelKey: 'resource.languages.name', required: true },
  {
    name: 'code',
    kind: 'text',
    labelKey: 'resource.languages.code',
    descriptionKey: 'resource.languages.code_description',
    required: true,
  },
];

export const languageHref = (item: Pick<Language, 'id'>) =>
  href('admin.language.update', { language: item.id });

/** The list the language screens lead back to. */
export const languageList = { to: href('admin.language.index'), labelKey: 'resource.languages.title' };
