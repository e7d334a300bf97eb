import { bookSchema } from '@academy/contracts/entities/book';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockKnowledgeBase, blocks, books } from '../../db/schema/content.ts';
import { companyBooks, productBooks, products, userBooks } from '../../db/schema/learning.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';

/**
 * Issue 13, authoring the knowledge base from the admin screens: a book's chapters keep their places (1…n)
 * when one is created, moved or nested; a book that was bought or is sold is not deleted (409); a chapter
 * links and unlinks the quiz blocks it explains.
 */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
});
afterAll(() => t.close());

const call = (
  role: DemoRole,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url: `/api/v1/${url}`, headers: auth(tokens[role], headers), payload });

type Created = { id: number; uuid: string; sort_order: number };
const create = async (payload: Record<string, unknown>): Promise<Created> => {
  const response = await call('admin', 'POST', 'books', payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.item;
};

/** The chapters of a parent as the database orders them: name and place. */
const chaptersOf = async (parentId: number) =>
  (
    await t.db
      .select({ name: books.name, sort_order: books.sort_order })
      .from(books)
      .where(eq(books.parent_id, parentId))
      .orderBy(asc(books.sort_order))
  ).map((row) => `${row.sort_order}:${row.name}`);

describe('book and chapter places', () => {
  it('puts a new chapter last, moves one to a place, and nests one under another, renumbering 1…n', async () => {
    const book = await create({ name: 'Warehouse handbook' });
    const a = await create({ name: 'Aisles', parent_id: book.uuid });
    const b = await create({ name: 'Bays', parent_id: book.id });
    const c = await create({ name: 'Cranes', parent_id: book.uuid });
    expect([a.sort_order, b.sort_order, c.sort_order]).toEqual([1, 2, 3]);

    // Cranes to the top: one request, the others make room.
    const moved = await call('admin', 'PATCH', `books/${c.uuid}`, { sort_order: 1 });
    expect(moved.statusCode).toBe(200);
    bookSchema.parse(moved.json().data.item);
    expect(moved.json().data.item.sort_order).toBe(1);
    expect(await chaptersOf(book.id)).toEqual(['1:Cranes', '2:Aisles', '3:Bays']);

    // A place past the end is the last one; 0 is the first.
    expect(
      (await call('admin', 'PATCH', `books/${c.uuid}`, { sort_order: 99 })).json().data.item.sort_order,
    ).toBe(3);
    expect(await chaptersOf(book.id)).toEqual(['1:Aisles', '2:Bays', '3:Cranes']);
    await call('admin', 'PATCH', `books/${c.uuid}`, { sort_order: 0 });
    expect(await chaptersOf(book.id)).toEqual(['1:Cranes', '2:Aisles', '3:Bays']);

    // Bays under Aisles (a chapter under a chapter): the book's chapters close the gap.
    const nested = await call('admin', 'PATCH', `books/${b.uuid}`, { parent_id: a.uuid });
    expect(nested.json().data.item).toMatchObject({ parent_id: a.id, root_id: book.id, sort_order: 1 });
    expect(await chaptersOf(book.id)).toEqual(['1:Cranes', '2:Aisles']);
    expect(await chaptersOf(a.id)).toEqual(['1:Bays']);

    // And back out, right after Aisles: parent and place in one request.
    await call('admin', 'PATCH', `books/${b.uuid}`, { parent_id: book.id, sort_order: 3 });
    expect(await chaptersOf(book.id)).toEqual(['1:Cranes', '2:Aisles', '3:Bays']);
    expect(await chaptersOf(a.id)).toEqual([]);

    // A name-only change leaves every place as it is; a move under its own chapter is refused, changing nothing.
    await call('admin', 'PATCH', `books/${a.uuid}`, { name: 'Aisles and racks' });
    expect(await chaptersOf(book.id)).toEqual(['1:Cranes', '2:Aisles and racks', '3:Bays']);
    const loop = await call('admin', 'PATCH', `books/${book.uuid}`, { parent_id: c.id, sort_order: 1 });
    expect(loop.statusCode).toBe(422);
    expect(await chaptersOf(book.id)).toEqual(['1:Cranes', '2:Aisles and racks', '3:Bays']);
    expect(await chaptersOf(c.id)).toEqual([]);
  });

  it('places top-level books among the top-level books only', async () => {
    const tenantTop = () =>
      t.db
        .select({ name: books.name, sort_order: books.sort_order })
        .from(books)
        .where(and(eq(books.tenant_id, demo.tenantId), isNull(books.parent_id)))
        .orderBy(asc(books.sort_order), asc(books.id));
    const first = await create({ name: 'First aid at sea', sort_order: 1 });
    const top = await tenantTop();
    expect(top[0]).toEqual({ name: 'First aid at sea', sort_order: 1 });
    expect(top.map((row) => row.sort_order)).toEqual(top.map((_, index) => index + 1));
    await call('admin', 'DELETE', `books/${first.uuid}`);
  });
});

describe('deleting a book in use', () => {
  const handbook = async () => {
    const [row] = await t.db
      .select()
      .from(books)
      .where(and(isNull(books.parent_id), eq(books.name, 'Safety Handbook')));
    return row;
  };

  it('refuses a book a company holds (409, translated), changing nothing', async () => {
    const book = await handbook();
    const refused = await call('admin', 'DELETE', `books/${book.uuid}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This book or one of its chapters is held by a company or a learner, or included in a product, so it cannot be deleted. Deactivate it instead.',
    );
    const inNorwegian = await call('admin', 'DELETE', `books/${book.uuid}`, undefined, {
      'accept-language': 'nb',
    });
    expect(inNorwegian.json().message).toMatch(/^Denne boken eller et av kapitlene er kjøpt/);
    expect(await t.db.select().from(books).where(eq(books.id, book.id))).toHaveLength(1);
    expect(await chaptersOf(book.id)).toHaveLength(3);
    expect(await t.db.select().from(companyBooks).where(eq(companyBooks.book_id, book.id))).toHaveLength(1);
    // A chapter of it is content, not a purchase: authors may still remove one.
    const [chapter] = await t.db.select().from(books).where(eq(books.parent_id, book.id)).limit(1);
    expect((await call('admin', 'DELETE', `books/${chapter.uuid}`)).statusCode).toBe(200);
  });

  it('refuses a book whose chapter a learner holds, and a book a product includes, until that is gone', async () => {
    const book = await create({ name: 'Loading guide' });
    const chapter = await create({ name: 'Straps', parent_id: book.id });
    const [held] = await t.db
      .insert(userBooks)
      .values({ tenant_id: demo.tenantId, user_id: demo.user('learner').id, book_id: chapter.id })
      .returning();
    expect((await call('admin', 'DELETE', `books/${book.uuid}`)).statusCode).toBe(409);
    await t.db.delete(userBooks).where(eq(userBooks.id, held.id));

    const [bundle] = await t.db.select().from(products).where(eq(products.name, 'Safety bundle'));
    const attached = await call(
      'admin',
      'POST',
      `products/${bundle.uuid}/attach/books?attachable=${book.uuid}`,
    );
    expect(attached.statusCode).toBe(200);
    expect((await call('admin', 'DELETE', `books/${book.uuid}`)).statusCode).toBe(409);
    await call('admin', 'POST', `products/${bundle.uuid}/detach/books?detachable=${book.id}`);
    expect(await t.db.select().from(productBooks).where(eq(productBooks.book_id, book.id))).toHaveLength(0);

    expect((await call('admin', 'DELETE', `books/${book.uuid}`)).statusCode).toBe(200);
    expect(await t.db.select().from(books).where(eq(books.id, chapter.id))).toHaveLength(0);
  });
});

describe("a chapter's blocks", () => {
  it('links a block from the chapter (last in the block’s list) and unlinks it; admins only', async () => {
    const book = await create({ name: 'Fire safety' });
    const chapter = await create({ name: 'Extinguishers', parent_id: book.id });
    const [block] = await t.db
      .select()
      .from(blocks)
      .where(eq(blocks.tenant_id, demo.tenantId))
      .orderBy(asc(blocks.id))
      .limit(1);
    const before = await t.db
      .select({ sort_order: blockKnowledgeBase.sort_order })
      .from(blockKnowledgeBase)
      .where(eq(blockKnowledgeBase.block_id, block.id));
    const highest = Math.max(0, ...before.map((row) => row.sort_order));

    for (const role of ['manager', 'learner'] as const)
      expect(
        (await call(role, 'POST', `books/${chapter.uuid}/attach/blocks?attachable=${block.uuid}`)).statusCode,
      ).toBe(404);
    const attached = await call(
      'admin',
      'POST',
      `books/${chapter.uuid}/attach/blocks?attachable=${block.uuid}`,
    );
    expect(attached.statusCode).toBe(200);
    expect(attached.json().data.meta.relations).toEqual(
      expect.arrayContaining(['block-knowledge-base', 'blocks']),
    );
    expect(attached.json().data.item.blocks.map((linked: { id: number }) => linked.id)).toEqual([block.id]);
    const [row] = await t.db
      .select()
      .from(blockKnowledgeBase)
      .where(and(eq(blockKnowledgeBase.book_id, chapter.id), eq(blockKnowledgeBase.block_id, block.id)));
    expect(row.sort_order).toBe(highest + 1);

    // Attaching it again keeps the link and its place.
    await call('admin', 'POST', `books/${chapter.uuid}/attach/blocks?attachable=${block.id}`);
    const again = await t.db
      .select()
      .from(blockKnowledgeBase)
      .where(eq(blockKnowledgeBase.book_id, chapter.id));
    expect(again.map((link) => link.sort_order)).toEqual([highest + 1]);

    const detached = await call(
      'admin',
      'POST',
      `books/${chapter.uuid}/detach/blocks?detachable=${block.id}`,
    );
    expect(detached.statusCode).toBe(200);
    expect(
      await t.db.select().from(blockKnowledgeBase).where(eq(blockKnowledgeBase.book_id, chapter.id)),
    ).toEqual([]);
  });
});
