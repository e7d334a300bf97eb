import { knowledgeBaseResponseSchema } from '@academy/contracts/entities/book';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockKnowledgeBase, blocks, books, media } from '../../db/schema/content.ts';
import { companyBooks, userBooks } from '../../db/schema/learning.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildBlock, buildBook, buildProduct } from '../../test/catalogue-factories.ts';
import { buildCourse, buildEnrollment, buildLanguage } from '../../test/content-factories.ts';
import { auth } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';

let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;
let handbook: typeof books.$inferSelect;
let handbookNb: typeof books.$inferSelect;
let chapters: (typeof books.$inferSelect)[];
let extraBlock: typeof blocks.$inferSelect;
let productIds: Set<number>;

/**
 * A handbook of the test's own in English and in Norwegian, each sold by two products of its own; the first
 * English chapter points at the quiz block of a course that Nordlys and fjord.learner both read. Lists are
 * compared on these books; the demo's own are left out.
 */
beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
  const tenantId = demo.tenantId;
  const english = await buildLanguage(t.db, tenantId, 'en');
  const norwegian = await buildLanguage(t.db, tenantId, 'nb');
  const course = await buildCourse(t.db, tenantId, { lessons: 1 });
  for (const [companyId, enrollable] of [
    [demo.nordlys.id, { type: 'company', id: demo.nordlys.id }],
    [demo.fjord.id, { type: 'user', id: demo.user('fjordLearner').id }],
  ] as const)
    await buildEnrollment(t.db, tenantId, { courseId: course.course.id, companyId, enrollable });
  const quizBlock = course.variants[0].lessons[0].block;
  await t.db.update(blocks).set({ body: '<p>Check the feet first.</p>' }).where(eq(blocks.id, quizBlock.id));
  const englishBook = await buildBook(t.db, tenantId, {
    name: 'Ladder Handbook',
    languageId: english.id,
    chapters: ['Setting up', 'Reporting falls', 'Inspection'],
    chapterBlockIds: [quizBlock.id],
  });
  handbook = englishBook.book;
  chapters = englishBook.chapters;
  handbookNb = (
    await buildBook(t.db, tenantId, {
      name: 'Stigehåndboken',
      languageId: norwegian.id,
      chapters: ['Oppsett', 'Melde fall', 'Inspeksjon'],
    })
  ).book;
  // The dearer one first, so the cheapest-first order is the API's, not the order they were made in.
  const bookIds = [handbook.id, handbookNb.id];
  const academy = await buildProduct(t.db, tenantId, { name: 'Ladder academy', price: 349_000, bookIds });
  const bundle = await buildProduct(t.db, tenantId, { name: 'Ladder bundle', price: 149_000, bookIds });
  productIds = new Set([academy.id, bundle.id]);
  // Nordlys holds the English handbook; Fjord's learner had it once, but that ended.
  await t.db.insert(companyBooks).values({
    tenant_id: demo.tenantId,
    company_id: demo.nordlys.id,
    book_id: handbook.id,
  });
  await t.db.insert(userBooks).values({
    tenant_id: demo.tenantId,
    user_id: demo.user('fjordLearner').id,
    book_id: handbook.id,
    end_date: '2020-01-01',
  });
  // A video in the second chapter; two more blocks linked to the first chapter, one of them inactive.
  const [video] = await t.db
    .insert(media)
    .values({ tenant_id: demo.tenantId, title: 'Incident walkthrough', mime: 'video/mp4' })
    .returning();
  await t.db.update(books).set({ media_id: video.id }).where(eq(books.id, chapters[1].id));
  const { block: hidden } = await buildBlock(t.db, tenantId, { title: 'Retired block', isActive: false });
  ({ block: extraBlock } = await buildBlock(t.db, tenantId, {
    title: 'Evacuation plan',
    body: '<p>Meet at the flag pole.</p>',
  }));
  await t.db.insert(blockKnowledgeBase).values([
    { tenant_id: demo.tenantId, block_id: extraBlock.id, book_id: chapters[0].id, sort_order: 5 },
    { tenant_id: demo.tenantId, block_id: hidden.id, book_id: chapters[0].id, sort_order: 6 },
  ]);
});
afterAll(() => t.close());

/** A list item as parsed from the response's JSON (what `response.json()` gives). */
type Listed = ReturnType<typeof JSON.parse>;
/** The listed books that are this file's handbooks, in list order. */
const ours = (items: Listed[]) =>
  items.filter((item) => {
    const { id } = item as { id: number };
    return id === handbook.id || id === handbookNb.id;
  });
const knowledge = (role: DemoRole, query = '', headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/ecommerce/v1/books${query}`, headers: auth(tokens[role], headers) });
const book = (role: DemoRole, key: string, query = '', headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/v1/books/${key}${query}`, headers: auth(tokens[role], headers) });

describe('knowledge base (GET /api/ecommerce/v1/books)', () => {
  it('lists the top-level books in a language, purchased through the company, with the products as collections', async () => {
    const response = await knowledge('learner', '?language=en');
    expect(response.statusCode).toBe(200);
    const body = knowledgeBaseResponseSchema.parse(response.json());
    const listed = body.data.items.filter((item) => item.id === handbook.id || item.id === handbookNb.id);
    expect(listed.map((item) => item.name)).toEqual(['Ladder Handbook']);
    expect(listed[0]).toMatchObject({
      purchased: true,
      readable: true,
      chapters_count: 3,
      videos_count: 1,
      language: { code: 'en' },
    });
    const products = listed[0].products!;
    expect(products.map((product) => product.name)).toEqual(['Ladder bundle', 'Ladder academy']);
    expect(products[0]).toMatchObject({ price: 149_000, currency: 'NOK', number_of_days: 365 });
    const collections = body.data.meta.collections.filter((collection) =>
      productIds.has(collection.product.id),
    );
    expect(collections.map((collection) => collection.product.name)).toEqual([
      'Ladder bundle',
      'Ladder academy',
    ]);
    expect(collections[0]).toMatchObject({ book_ids: [handbook.id], purchased: true });
    expect(body.data.meta.pagination).toMatchObject({ total: body.data.items.length, page: 1 });

    const norwegian = ours((await knowledge('learner', '?language=nb')).json().data.items);
    expect(norwegian.map((item: { name: string }) => item.name)).toEqual(['Stigehåndboken']);
    // The company holds the English copy only.
    expect(norwegian[0]).toMatchObject({ id: handbookNb.id, purchased: false, readable: false });
    expect((await t.app.inject({ url: '/api/ecommerce/v1/books' })).statusCode).toBe(401);
  });

  it('follows the reader’s language when none is asked for: their preference, else Accept-Language', async () => {
    const names = async (role: DemoRole, headers: Record<string, string> = {}) =>
      ours((await knowledge(role, '', headers)).json().data.items).map((item: { name: string }) => item.name);
    expect(await names('learner', { 'accept-language': 'nb-NO' })).toEqual(['Stigehåndboken']);
    expect(await names('learner', { 'accept-language': 'en-GB' })).toEqual(['Ladder Handbook']);
    // Fjord's learner prefers Norwegian, whatever the browser says.
    expect(await names('fjordLearner', { 'accept-language': 'en' })).toEqual(['Stigehåndboken']);
  });

  it('never lends Nordlys’s book to Fjord, and an ended purchase counts for nothing', async () => {
    const [item] = ours((await knowledge('fjordLearner', '?language=en')).json().data.items);
    expect(item).toMatchObject({ id: handbook.id, purchased: false, readable: false });
    expect(ours((await knowledge('fjordLearner', '?language=en&purchased=true')).json().data.items)).toEqual(
      [],
    );
    expect(
      ours((await knowledge('fjordLearner', '?language=en&purchased=false')).json().data.items).map(
        (entry: { id: number }) => entry.id,
      ),
    ).toEqual([handbook.id]);
    expect(ours((await knowledge('learner', '?language=en&purchased=false')).json().data.items)).toEqual([]);
    for (const chapter of chapters) expect((await book('fjordLearner', chapter.uuid)).statusCode).toBe(404);
    const chapterList = await t.app.inject({
      url: `/api/v1/books?filter[parent]=${handbook.uuid}`,
      headers: auth(tokens.fjordLearner),
    });
    expect(chapterList.json().data.items).toEqual([]);
  });

  it('counts the company the user acts in: a member of both reads it only in Nordlys', async () => {
    const inScope = async (company: { uuid: string }) =>
      ours(
        (await knowledge('multi', '?language=en', { 'context-scope': company.uuid })).json().data.items,
      )[0];
    expect(await inScope(demo.nordlys)).toMatchObject({ purchased: true });
    expect(await inScope(demo.fjord)).toMatchObject({ purchased: false });
  });

  it('opens a purchased book with its chapters in order, and lets admins read every book', async () => {
    const item = (await book('learner', handbook.uuid, '?with=children,media,products')).json().data.item;
    expect(item.children.map((chapter: { header: string }) => chapter.header)).toEqual([
      'Setting up',
      'Reporting falls',
      'Inspection',
    ]);
    expect(item).toMatchObject({ chapters_count: 3, videos_count: 1, purchased: true, readable: true });
    expect(item.products).toHaveLength(2);

    const summary = (await book('fjordLearner', handbook.uuid, '?with=children,products')).json().data.item;
    expect(summary).toMatchObject({ purchased: false, readable: false, description: handbook.description });
    // Chapters are what is sold: a reader who may not open them learns their number, not their titles.
    expect(summary).toMatchObject({ chapters_count: 3, children: [] });
    expect(JSON.stringify(summary)).not.toContain(chapters[0].uuid);
    expect(summary.products.map((product: { name: string }) => product.name)).toEqual([
      'Ladder bundle',
      'Ladder academy',
    ]);

    const asAdmin = (await book('admin', chapters[2].uuid)).json().data.item;
    expect(asAdmin).toMatchObject({ purchased: false, readable: true, description: chapters[2].description });
  });

  it('gives a chapter its media and its linked blocks, own block first, readable ones only', async () => {
    const fire = (await book('learner', chapters[0].uuid, '?with=blocks,media,siblings')).json().data.item;
    expect(fire.description).toContain('<p>');
    expect(fire.blocks.map((block: { id: number }) => block.id)).toEqual([
      chapters[0].block_id,
      extraBlock.id,
    ]);
    expect(fire.blocks[1]).toMatchObject({
      title: 'Evacuation plan',
      body: '<p>Meet at the flag pole.</p>',
      media: null,
    });
    expect(fire.blocks[0].body).toEqual(expect.any(String));
    expect(fire.siblings.map((sibling: { header: string }) => sibling.header)).toEqual([
      'Reporting falls',
      'Inspection',
    ]);
    const incidents = (await book('learner', chapters[1].uuid, '?with=media,blocks')).json().data.item;
    expect(incidents.media).toMatchObject({ header: 'Incident walkthrough', mime: 'video/mp4' });
    expect(incidents.blocks).toEqual([]);
    const asAdmin = (await book('admin', chapters[0].uuid, '?with=blocks')).json().data.item;
    expect(asAdmin.blocks.map((block: { title: string }) => block.title)).toContain('Retired block');
    const stored = await t.db
      .select()
      .from(blockKnowledgeBase)
      .where(and(eq(blockKnowledgeBase.book_id, chapters[0].id)));
    expect(stored.length).toBeGreaterThanOrEqual(3);
  });

  it('names a chapter through a block’s knowledge base only to those who may open it', async () => {
    // The first chapter's own block is in a course Fjord reads too; the chapter is Nordlys's.
    const fireBlock = await t.db.select().from(blocks).where(eq(blocks.id, chapters[0].block_id!));
    // The book factory links them already; the test needs the link either way.
    await t.db
      .insert(blockKnowledgeBase)
      .values({ tenant_id: demo.tenantId, block_id: fireBlock[0].id, book_id: chapters[0].id, sort_order: 9 })
      .onConflictDoNothing();
    const [link] = await t.db
      .select()
      .from(blockKnowledgeBase)
      .where(
        and(eq(blockKnowledgeBase.block_id, fireBlock[0].id), eq(blockKnowledgeBase.book_id, chapters[0].id)),
      );
    const read = async (role: DemoRole, url: string) => {
      const response = await t.app.inject({ url, headers: auth(tokens[role]) });
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      return response;
    };
    const links = `/api/v1/block-knowledge-base?filter[block]=${fireBlock[0].uuid}`;
    const block = `/api/v1/blocks/${fireBlock[0].uuid}?with=knowledge_base`;

    const ours = (await read('learner', links)).json().data.items;
    expect(ours.find((item: { id: number }) => item.id === link.id).book).toMatchObject({
      uuid: chapters[0].uuid,
      header: chapters[0].name,
    });
    expect((await read('learner', block)).json().data.item.knowledge_base).toContainEqual(
      expect.objectContaining({ uuid: chapters[0].uuid }),
    );

    const theirs = await read('fjordLearner', links);
    expect(theirs.json().data.items.find((item: { id: number }) => item.id === link.id).book).toBeNull();
    expect(theirs.body).not.toContain(chapters[0].uuid);
    expect(theirs.body).not.toContain(chapters[0].name);
    const theirBlock = await read('fjordLearner', block);
    expect(theirBlock.json().data.item.knowledge_base).toEqual([]);
    expect(theirBlock.body).not.toContain(chapters[0].name);
  });
});

describe('a chapter held on its own', () => {
  it('names as its siblings only the chapters its reader may open', async () => {
    // Fjord's learner holds the second chapter itself, not the handbook: the other chapters stay closed.
    const [held] = await t.db
      .insert(userBooks)
      .values({ tenant_id: demo.tenantId, user_id: demo.user('fjordLearner').id, book_id: chapters[1].id })
      .returning();
    try {
      expect((await book('fjordLearner', chapters[0].uuid)).statusCode).toBe(404);
      const response = await book('fjordLearner', chapters[1].uuid, '?with=siblings');
      expect(response.statusCode).toBe(200);
      expect(response.json().data.item.siblings).toEqual([]);
      for (const closed of [chapters[0], chapters[2]]) {
        expect(response.body).not.toContain(closed.uuid);
        expect(response.body).not.toContain(closed.name);
      }
      // A reader of the whole handbook still gets the other chapters.
      const ours = (await book('learner', chapters[1].uuid, '?with=siblings')).json().data.item;
      expect(ours.siblings.map((sibling: { uuid: string }) => sibling.uuid)).toEqual([
        chapters[0].uuid,
        chapters[2].uuid,
      ]);
    } finally {
      await t.db.delete(userBooks).where(eq(userBooks.id, held.id));
    }
  });
});
