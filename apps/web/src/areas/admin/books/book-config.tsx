import type { Book } from '@academy/contracts/entities/book';
import { href } from '@academy/contracts/routes';
import { Badge } from '@mantine/core';
import type { FormField } from '../../../components/resource-form/form-fields.ts';
import { dateCell } from '../../../components/resource-screens/format-cell.ts';
import type { ResourceColumn, TableFilter } from '../../../components/resource-table/table-types.ts';
import { i18n } from '../../../i18n/i18n-setup.ts';

/** The book and chapter screens as configuration over `bookContract` (DESIGN §10). */

const yesNo = (value: boolean) => i18n.t(value ? 'resource.table.yes' : 'resource.table.no');

export function ActiveBadge(props: { active: boolean }) {
  return (
    <Badge color={props.active ? 'teal' : 'gray'} variant="light">
      {yesNo(props.active)}
    </Badge>
  );
}

export const bookColumns: ResourceColumn<Book>[] = [
  { key: 'name', titleKey: 'fields.name', sort: 'name', fixed: true },
  { key: 'language', titleKey: 'admin.books.language', value: (item) => item.language?.header ?? '' },
  { key: 'children_count', titleKey: 'admin.books.chapters', textAlign: 'right' },
  { key: 'videos_count', titleKey: 'admin.books.videos', textAlign: 'right', hidden: true },
  { key: 'sort_order', titleKey: 'admin.books.position', sort: 'sort_order', textAlign: 'right' },
  {
    key: 'is_active',
    titleKey: 'admin.books.active',
    value: (item) => yesNo(item.is_active),
    render: (item) => <ActiveBadge active={item.is_active} />,
  },
  {
    key: 'created_at',
    titleKey: 'fields.created_at',
    sort: 'created_at',
    value: (item) => dateCell(item.created_at),
    hidden: true,
  },
];

export const bookFilters: TableFilter[] = [
  { name: 'language', kind: 'reference', segment: 'languages', labelKey: 'admin.books.language' },
  { name: 'is_active', kind: 'boolean', labelKey: 'admin.books.active' },
];

/** The list shows books; their chapters are on each book's page (a chapter is a book with a parent). */
export const booksOnly = { chapters: 'false' } as const;

const nameField: FormField<Book> = {
  name: 'name',
  kind: 'text',
  labelKey: 'fields.name',
  required: true,
};

const mediaField: FormField<Book> = {
  name: 'media_id',
  kind: 'media',
  accept: 'media',
  labelKey: 'admin.books.media',
  descriptionKey: 'admin.books.media_description',
  empty: 'null',
  fromItem: (item) => item.media?.uuid ?? null,
  knownOption: (item) => (item.media ? { value: item.media.uuid, label: item.media.title } : null),
};

const activeField: FormField<Book> = {
  name: 'is_active',
  kind: 'switch',
  labelKey: 'fields.is_active',
  descriptionKey: 'admin.books.is_active_description',
  initial: true,
};

/** A book: spec §3 name, description (rich text), language, media, sort order, active. */
export function bookFields(mode: 'create' | 'update'): FormField<Book>[] {
  return [
    nameField,
    { name: 'description', kind: 'rich-text', labelKey: 'fields.description', empty: 'null' },
    {
      name: 'language_id',
      kind: 'reference',
      segment: 'languages',
      labelKey: 'admin.books.language',
      empty: mode === 'create' ? 'omit' : 'null',
      fromItem: (item) => item.language?.uuid ?? null,
      knownOption: (item) =>
        item.language ? { value: item.language.uuid, label: item.language.header } : null,
    },
    mediaField,
    {
      name: 'sort_order',
      kind: 'number',
      labelKey: 'admin.books.position',
      descriptionKey: 'admin.books.position_description',
      empty: 'omit',
    },
    activeField,
  ];
}

/**
 * A chapter's own page: its name, its text (the chapter's `description`, HTML), media, the quiz block it explains
 * and whether learners see it. Its place and parent are set in the book's chapter tree.
 */
export const chapterFields: FormField<Book>[] = [
  nameField,
  { name: 'description', kind: 'rich-text', labelKey: 'admin.books.text', empty: 'null' },
  mediaField,
  {
    name: 'block_id',
    kind: 'reference',
    segment: 'blocks',
    labelKey: 'admin.books.block',
    descriptionKey: 'admin.books.block_description',
    empty: 'null',
    fromItem: (item) => item.block?.uuid ?? null,
    knownOption: (item) => (item.block ? { value: item.block.uuid, label: item.block.header } : null),
  },
  activeField,
];

export const bookHref = (item: Pick<Book, 'id'>) => href('admin.book.details', { book: item.id });

/** A chapter's page sits under its top-most book (spec §2 books/{book}/chapters/{chapter}). */
export const chapterHref = (chapter: Pick<Book, 'id' | 'root_id'>) =>
  href('admin.chapter.details', { book: chapter.root_id, chapter: chapter.id });

/** The list the book screens lead back to. */
export const bookList = { to: href('admin.book.index'), labelKey: 'admin.books.title' };
