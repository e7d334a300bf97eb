import { bookContract } from '@academy/contracts/entities/book';
import { eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { blockKnowledgeBase, blocks, books, media } from '../../db/schema/content.ts';
import { languages } from '../../db/schema/tenancy.ts';
import { defineResource, type ResourceContext } from '../../platform/resource/define-resource.ts';
import { booleanFilterValue, referenceFilter } from '../../platform/resource/reference-filter.ts';
import { resolveReference } from '../../platform/resource/references.ts';
import { belongsTo, countOf, hasMany, summary } from '../../platform/resource/relations.ts';
import { heldCondition, readerCondition, rootId, visibleBook } from '../content-visibility/index.ts';
import { mediaOf } from '../media/index.ts';
import { refuseDeletingBookInUse } from './book-in-use.ts';
import { lastInBlocksKnowledgeBase } from './book-links.ts';
import { placeAmongSiblings } from './book-positions.ts';
import { bookAccess, linkedBlocks, productsIncluding, videosCount } from './book-purchases.ts';
import { activeFor, assertNotOwnDescendant, bookSummary, siblings } from './book-tree.ts';
import { bookPolicy } from './books.policy.ts';

const references = { parent_id: books, language_id: languages, block_id: blocks, media_id: media } as const;

/** Turns the ids or uuids of the parent, language, block and media into row ids of this tenant. */
async function toColumns(
  input: Record<string, unknown>,
  context: ResourceContext,
): Promise<Record<string, unknown>> {
  const values: Record<string, unknown> = { ...input };
  for (const [field, table] of Object.entries(references)) {
    const key = input[field];
    if (key === undefined || key === null) continue;
    values[field] = await resolveReference(context, table, key, field);
  }
  return values;
}

export const bookResource = defineResource(bookContract, {
  table: books,
  policy: bookPolicy,
  label: { en: 'Book', nb: 'Bok' },
  // A chapter is a book with a parent; its snackbar says "Chapter saved.", as the screens call it.
  labelOf: (item) => (item.parent_id == null ? undefined : { en: 'Chapter', nb: 'Kapittel' }),
  richText: ['description'],
  header: (row) => row.name,
  computed: { root_id: rootId.mapWith(Number) },
  // Learners see every active book (its summary, to buy it) but a chapter only when they hold its book.
  visibility: (actor) => readerCondition(actor, () => visibleBook(actor)),
  searchColumns: [books.name, books.description],
  sorts: { name: books.name, sort_order: books.sort_order, created_at: books.created_at },
  defaultSort: 'sort_order',
  filters: {
    /** `filter[parent]=<id|uuid>` lists a book's chapters; `filter[parent]=null` the top-level books. */
    parent: (value) =>
      value === 'null' ? isNull(books.parent_id) : referenceFilter(books.parent_id, books, value),
    root: (value) =>
      sql`${rootId} in (select b.id from books b where b.id::text = ${value} or b.uuid::text = ${value})`,
    language: (value) =>
      /^[a-z]{2,3}$/.test(value)
        ? sql`${books.language_id} in (select ${languages.id} from ${languages} where ${languages.code} = ${value})`
        : referenceFilter(books.language_id, languages, value),
    is_active: (value) => {
      const flag = booleanFilterValue(value);
      return flag === undefined ? undefined : eq(books.is_active, flag);
    },
    /** `true`: the books the actor holds (user-books, company-books); `false`: the others. */
    purchased: (value, actor) => {
      const flag = booleanFilterValue(value);
      return flag === undefined ? undefined : flag ? heldCondition(actor) : sql`not ${heldCondition(actor)}`;
    },
    /** `true`: chapters only; `false`: books only. */
    chapters: (value) => {
      const flag = booleanFilterValue(value);
      return flag === undefined ? undefined : flag ? isNotNull(books.parent_id) : isNull(books.parent_id);
    },
  },
  relations: {
    parent: belongsTo(books, 'parent_id', { always: true, pick: bookSummary }),
    root: belongsTo(books, 'root_id', { always: true, pick: bookSummary }),
    children_count: countOf(books, books.parent_id, { where: activeFor }),
    // Like every relation, only the chapters the reader may open (the books' visibility; inactive ones for admins).
    children: hasMany(books, books.parent_id, { orderBy: books.sort_order, pick: bookSummary }),
    siblings,
    language: belongsTo(languages, 'language_id', {
      always: true,
      pick: summary(
        'languages',
        'language',
        (row) => row.name,
        (row) => ({ code: row.code }),
      ),
    }),
    block: belongsTo(blocks, 'block_id', { pick: summary('blocks', 'block', (row) => row.title) }),
    block_count: countOf(blockKnowledgeBase, blockKnowledgeBase.book_id),
    media: mediaOf('media_id', { always: false }),
    access: bookAccess,
    videos_count: videosCount,
    products: productsIncluding,
    blocks: linkedBlocks,
  },
  present: (row, loaded) => {
    const access = loaded.access;
    return {
      is_chapter: row.parent_id !== null,
      chapters_count: (loaded.children_count as number | null) ?? 0,
      purchased: access?.purchased ?? false,
      readable: access?.readable ?? false,
      // A chapter's text is what is sold: only its readers get it (learners reach only held chapters anyway).
      description: row.parent_id !== null && !access?.readable ? null : row.description,
      // Shown as purchased and readable above; undefined drops the helper from the JSON.
      access: undefined,
    };
  },
  create: {
    async prepare(input, context) {
      const values = await toColumns(input, context);
      // A new book or chapter takes its place among its siblings: where asked, else after the last one.
      const parentId = (values.parent_id as number | null | undefined) ?? null;
      return {
        ...values,
        sort_order: await placeAmongSiblings(context, { parentId, position: input.sort_order }),
      };
    },
  },
  update: {
    async prepare(input, context, row) {
      const values = await toColumns(input, context);
      if (typeof values.parent_id === 'number')
        await assertNotOwnDescendant(context, row.id, values.parent_id);
      const parentId = 'parent_id' in values ? ((values.parent_id as number | null) ?? null) : row.parent_id;
      const moved = parentId !== row.parent_id;
      if (!moved && input.sort_order === undefined) return values;
      // Moved under another parent: the old siblings close the gap, and it goes last unless a place is given.
      if (moved) await placeAmongSiblings(context, { parentId: row.parent_id, bookId: row.id });
      const place = await placeAmongSiblings(context, {
        parentId,
        bookId: row.id,
        position: input.sort_order,
      });
      return { ...values, sort_order: place };
    },
  },
  beforeDelete: (row, context) => refuseDeletingBookInUse(context, row.id),
  links: {
    // The blocks a chapter explains, as the block's knowledge-base tab links them (the same rows).
    blocks: {
      table: blockKnowledgeBase,
      ownerColumn: blockKnowledgeBase.book_id,
      targetColumn: blockKnowledgeBase.block_id,
      targetTable: blocks,
      values: lastInBlocksKnowledgeBase,
      relations: ['block-knowledge-base', 'blocks'],
    },
  },
  writeRelations: ['books'],
});
