import { and, eq, inArray, sql } from 'drizzle-orm';
import { blockKnowledgeBase, blocks, books, media } from '../../db/schema/content.ts';
import { productBooks, products } from '../../db/schema/learning.ts';
import type {
  EntityRow,
  RelationLoader,
  ResourceContext,
  RowOf,
} from '../../platform/resource/define-resource.ts';
import { summary } from '../../platform/resource/relations.ts';
import {
  heldCondition,
  readableBlock,
  readerCondition,
  seesAllContent,
} from '../content-visibility/index.ts';
import { presentMedia } from '../media/index.ts';

/** `purchased` and `readable` (may open the chapters: held, or an administrator) for a page of books. */
type BookAccess = { purchased: boolean; readable: boolean };

export const bookAccess: RelationLoader<EntityRow, BookAccess> = {
  always: true,
  async load(context, rows) {
    const ids = rows.map((row) => row.id);
    const held = await context.db
      .select({ id: books.id, purchased: sql<boolean>`${heldCondition(context.actor)}` })
      .from(books)
      .where(inArray(books.id, ids));
    const purchased = new Map(held.map((row) => [row.id, row.purchased === true]));
    const author = seesAllContent(context.actor);
    return new Map(
      ids.map((id): [number, BookAccess] => {
        const has = purchased.get(id) ?? false;
        return [id, { purchased: has, readable: author || has }];
      }),
    );
  },
};

/** Videos of a book: its own media and its chapters' that are videos (spec §9: video/* or HLS). */
export const videosCount: RelationLoader = {
  always: true,
  async load(context, rows) {
    const ids = rows.map((row) => row.id);
    const counted = await context.db.execute(sql`
      select o.id as owner, count(b.id)::int as total
      from ${books} o
      join ${books} b on (b.id = o.id or b.parent_id = o.id) and b.is_active
      join ${media} m on m.id = b.media_id
      where ${inArray(sql`o.id`, ids)} and (m.mime like 'video/%' or m.hls is not null)
      group by o.id`);
    const map = new Map<number, unknown>(ids.map((id) => [id, 0]));
    for (const row of (counted as unknown as { rows: { owner: number; total: number }[] }).rows)
      map.set(Number(row.owner), Number(row.total));
    return map;
  },
};

const productSummary = summary<RowOf<typeof products>>(
  'products',
  'product',
  (row) => row.name,
  (row) => ({
    name: row.name,
    price: row.price,
    currency: row.currency,
    number_of_days: row.number_of_days,
  }),
);

/** The active public products that include each book (or, for a chapter, its top-most book). `with=products`. */
export const productsIncluding: RelationLoader = {
  async load(context, rows) {
    const rootOf = new Map(rows.map((row) => [row.id, (row.root_id as number | undefined) ?? row.id]));
    const wanted = [...new Set(rootOf.values())];
    const found = await context.db
      .select({ bookId: productBooks.book_id, product: products })
      .from(productBooks)
      .innerJoin(products, eq(products.id, productBooks.product_id))
      .where(
        and(
          inArray(productBooks.book_id, wanted),
          eq(products.is_active, true),
          eq(products.is_public, true),
        ),
      )
      .orderBy(products.price, products.id);
    return new Map(
      rows.map((row) => [
        row.id,
        found
          .filter((entry) => entry.bookId === rootOf.get(row.id))
          .map((entry) => productSummary(entry.product as never)),
      ]),
    );
  },
};

const blockSummary = (
  context: ResourceContext,
  block: Record<string, unknown>,
  blockMedia: Record<string, unknown> | null,
) => ({
  ...summary('blocks', 'block', (row) => String(row.title))(block as never),
  title: block.title,
  body: block.body,
  media: blockMedia ? presentMedia(context, blockMedia as never) : null,
});

/**
 * The blocks a chapter explains (its own `block_id` first, then block-knowledge-base links in order), only
 * those the reader may read (active, passports allow; administrators all), with their media. The resource
 * already hides unpurchased chapters from learners. `with=blocks`.
 */
export const linkedBlocks: RelationLoader = {
  async load(context, rows) {
    const ids = rows.map((row) => row.id);
    const readable = readerCondition(context.actor, () => readableBlock(context.actor));
    const ownIds = rows.map((row) => row.block_id).filter((id): id is number => typeof id === 'number');
    // One query for both kinds of link: a chapter's own block and its block-knowledge-base rows.
    const found = await context.db
      .select({
        bookId: sql<number | null>`${blockKnowledgeBase.book_id}`,
        sort: sql<number | null>`${blockKnowledgeBase.sort_order}`,
        block: blocks,
        media,
      })
      .from(blocks)
      .leftJoin(
        blockKnowledgeBase,
        and(eq(blockKnowledgeBase.block_id, blocks.id), inArray(blockKnowledgeBase.book_id, ids)),
      )
      .leftJoin(media, eq(media.id, blocks.media_id))
      .where(
        and(
          sql`(${blockKnowledgeBase.book_id} is not null or ${inArray(blocks.id, ownIds.length ? ownIds : [-1])})`,
          readable,
        ),
      );
    return new Map(
      rows.map((row) => {
        const own = found.filter((entry) => entry.block.id === row.block_id).slice(0, 1);
        const rest = found
          .filter((entry) => entry.bookId === row.id && entry.block.id !== row.block_id)
          .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0) || a.block.id - b.block.id);
        return [row.id, [...own, ...rest].map((entry) => blockSummary(context, entry.block, entry.media))];
      }),
    );
  },
};
