import { bookSchema } from '@academy/contracts/entities/book';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../db/query-counter.ts';
import { books } from '../../db/schema/content.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth, buildTenant } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';

let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;
let handbook: typeof books.$inferSelect;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
  [handbook] = await t.db
    .select()
    .from(books)
    .where(and(isNull(books.parent_id), eq(books.name, 'Safety Handbook')));
});
afterAll(() => t.close());

const get = (role: DemoRole, key: string | number, query = '') =>
  t.app.inject({ url: `/api/v1/books/${key}${query}`, headers: auth(tokens[role]) });
const write = (
  role: DemoRole,
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, headers: auth(tokens[role], headers), payload });

describe('books (knowledge base)', () => {
  it('gives every signed-in user the catalogue, read-only: books with their table of contents', async () => {
    const response = await t.app.inject({
      url: '/api/v1/books?filter[parent]=null&filter[language]=en',
      headers: auth(tokens.fjordLearner),
    });
    expect(response.statusCode).toBe(200);
    const [book] = response.json().data.items;
    bookSchema.parse(book);
    expect(book).toMatchObject({
      id: handbook.id,
      children_count: 3,
      is_chapter: false,
      parent: null,
      root: { id: handbook.id },
      language: { code: 'en' },
    });
    expect(book.abilities).toEqual({ view: true, update: false, delete: false });

    const withChildren = (await get('learner', handbook.uuid, '?with=children')).json().data.item;
    expect(withChildren.children.map((chapter: { header: string }) => chapter.header)).toEqual([
      'Fire routines',
      'Reporting incidents',
      'First aid equipment',
    ]);

    // The table of contents is the summary; a chapter itself is read by holders of the book (and admins):
    // Nordlys holds the handbook, Fjord does not.
    const chapter = withChildren.children[1];
    expect((await get('learner', chapter.uuid)).statusCode).toBe(200);
    expect((await get('fjordLearner', chapter.uuid)).statusCode).toBe(404);
    const chapterItem = (await get('admin', chapter.uuid, '?with=siblings')).json().data.item;
    expect(chapterItem).toMatchObject({
      is_chapter: true,
      parent_id: handbook.id,
      parent: { id: handbook.id },
      root: { id: handbook.id },
    });
    expect(chapterItem.siblings.map((sibling: { header: string }) => sibling.header)).toEqual([
      'Fire routines',
      'First aid equipment',
    ]);
    expect((await t.app.inject({ url: '/api/v1/books' })).statusCode).toBe(401);
  });

  it('lets admins write books and chapters; hidden books are gone for learners', async () => {
    const created = await write('admin', 'POST', '/api/v1/books', {
      name: 'Driver handbook',
      is_active: false,
    });
    expect(created.statusCode).toBe(201);
    const book = created.json().data.item;
    const chapter = await write('admin', 'POST', '/api/v1/books', {
      name: 'Loading',
      parent_id: book.uuid,
      sort_order: 1,
    });
    expect(chapter.statusCode).toBe(201);
    expect(chapter.json().data.item).toMatchObject({
      parent_id: book.id,
      root_id: book.id,
      is_chapter: true,
    });
    const [row] = await t.db.select().from(books).where(eq(books.uuid, chapter.json().data.item.uuid));
    expect(row).toMatchObject({ name: 'Loading', parent_id: book.id, tenant_id: demo.tenantId });

    // The book is inactive: neither it nor its (active) chapter reaches a learner.
    expect((await get('learner', book.uuid)).statusCode).toBe(404);
    expect((await get('learner', row.uuid)).statusCode).toBe(404);
    expect((await get('admin', row.uuid)).statusCode).toBe(200);

    const loop = await write('admin', 'PATCH', `/api/v1/books/${book.uuid}`, { parent_id: row.id });
    expect(loop.statusCode).toBe(422);
    expect(loop.json().errors).toEqual({ parent_id: ['This value is not valid.'] });

    const removed = await write('admin', 'DELETE', `/api/v1/books/${book.uuid}`);
    expect(removed.statusCode).toBe(200);
    expect(await t.db.select().from(books).where(eq(books.id, row.id))).toHaveLength(0);
  });

  it('refuses learners and managers (403), a parent of another tenant (422), and a blank name in nb', async () => {
    for (const role of ['learner', 'manager'] as const) {
      expect((await write(role, 'POST', '/api/v1/books', { name: 'Mine' })).statusCode).toBe(403);
      expect(
        (await write(role, 'PATCH', `/api/v1/books/${handbook.uuid}`, { name: 'Mine' })).statusCode,
      ).toBe(403);
      expect((await write(role, 'DELETE', `/api/v1/books/${handbook.uuid}`)).statusCode).toBe(403);
    }
    const tenant = await buildTenant(t.db);
    const [foreign] = await t.db.insert(books).values({ tenant_id: tenant.id, name: 'Foreign' }).returning();
    const crossTenant = await write('admin', 'POST', '/api/v1/books', {
      name: 'Chapter',
      parent_id: foreign.uuid,
    });
    expect(crossTenant.statusCode).toBe(422);
    expect(crossTenant.json().errors).toEqual({ parent_id: ['The selected item does not exist.'] });
    expect((await get('admin', foreign.uuid)).statusCode).toBe(404);
    const blank = await write('admin', 'POST', '/api/v1/books', { name: ' ' }, { 'accept-language': 'nb' });
    expect(blank.json().errors).toEqual({ name: ['Navn er påkrevd.'] });
    expect(await t.db.select().from(books).where(eq(books.name, 'Chapter'))).toHaveLength(0);
    expect((await t.db.select().from(books).where(eq(books.id, handbook.id)))[0].name).toBe(
      'Safety Handbook',
    );
  });

  it('runs the same number of SQL statements for 1 and for all books a page, with every relation', async () => {
    const statements = async (perPage: number) =>
      (
        await countQueries(() =>
          t.app.inject({
            url: `/api/v1/books?per_page=${perPage}&with=children,siblings,block,media`,
            headers: auth(tokens.learner),
          }),
        )
      ).count;
    await statements(1); // warms the tenant cache
    // Relations with nothing to load run no query, so a one-row page may run fewer; neither grows with the rows.
    const relationCount = 4 + 6; // requested with=… plus the always-loaded ones (parent, root, counts, language, access)
    expect(await statements(1)).toBeLessThanOrEqual(await statements(50));
    expect(await statements(50)).toBeLessThanOrEqual(2 + relationCount + 1);
  });
});
