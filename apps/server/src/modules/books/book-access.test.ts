import { companyBookSchema, userBookSchema } from '@academy/contracts/entities/book';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books } from '../../db/schema/content.ts';
import { companyBooks, userBooks } from '../../db/schema/learning.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';

let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;
let bookIds: number[];
let nordlysBook: typeof companyBooks.$inferSelect;
let fjordBook: typeof companyBooks.$inferSelect;
let learnerBook: typeof userBooks.$inferSelect;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
  bookIds = (await t.db.select().from(books))
    .filter((book) => book.parent_id === null)
    .map((book) => book.id);
  // The demo's own purchases are replaced so the test states exactly what is held.
  await t.db.delete(companyBooks);
  [nordlysBook, fjordBook] = await t.db
    .insert(companyBooks)
    .values([
      { tenant_id: demo.tenantId, company_id: demo.nordlys.id, book_id: bookIds[0], end_date: '2030-12-31' },
      { tenant_id: demo.tenantId, company_id: demo.fjord.id, book_id: bookIds[0] },
    ])
    .returning();
  [learnerBook] = await t.db
    .insert(userBooks)
    .values({ tenant_id: demo.tenantId, user_id: demo.user('learner').id, book_id: bookIds[0] })
    .returning();
});
afterAll(() => t.close());

const ids = async (role: DemoRole, segment: string) =>
  (await t.app.inject({ url: `/api/v1/${segment}`, headers: auth(tokens[role]) }))
    .json()
    .data.items.map((item: { id: number }) => item.id);

describe('user-books', () => {
  it('shows the owner their books, admins all; others nothing and 404', async () => {
    const response = await t.app.inject({ url: '/api/v1/user-books', headers: auth(tokens.learner) });
    const [item] = response.json().data.items;
    userBookSchema.parse(item);
    expect(item).toMatchObject({
      id: learnerBook.id,
      book: { id: bookIds[0] },
      user: { header: 'Lene Larsen' },
      abilities: { view: true, update: false, delete: false },
    });
    expect(await ids('admin', 'user-books')).toEqual([learnerBook.id]);
    for (const role of ['manager', 'fjordManager', 'head'] as const) {
      expect(await ids(role, 'user-books')).toEqual([]);
      expect(
        (await t.app.inject({ url: `/api/v1/user-books/${learnerBook.uuid}`, headers: auth(tokens[role]) }))
          .statusCode,
      ).toBe(404);
    }
  });

  it('is granted, changed and withdrawn by admins only; a duplicate is a 422', async () => {
    const payload = { user_id: demo.user('head').uuid, book_id: bookIds[0], end_date: '2030-01-01' };
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/user-books',
          headers: auth(tokens.manager),
          payload,
        })
      ).statusCode,
    ).toBe(403);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user-books',
      headers: auth(tokens.admin),
      payload,
    });
    expect(created.statusCode).toBe(201);
    const item = created.json().data.item;
    expect(item).toMatchObject({ user_id: demo.user('head').id, end_date: '2030-01-01' });
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user-books',
      headers: auth(tokens.admin),
      payload,
    });
    expect(duplicate.statusCode).toBe(422);
    const badDate = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/user-books/${item.uuid}`,
      headers: auth(tokens.admin, { 'accept-language': 'nb' }),
      payload: { end_date: '31.12.2030' },
    });
    expect(badDate.json().errors).toEqual({ end_date: ['Må være en dato (ÅÅÅÅ-MM-DD).'] });
    const updated = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/user-books/${item.uuid}`,
      headers: auth(tokens.admin),
      payload: { end_date: null },
    });
    expect(updated.json().data.item.end_date).toBeNull();
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/user-books/${item.uuid}`,
          headers: auth(tokens.admin),
        })
      ).statusCode,
    ).toBe(200);
    expect(await t.db.select().from(userBooks).where(eq(userBooks.id, item.id))).toHaveLength(0);
  });
});

describe('company-books', () => {
  it("shows members and managers their company's books, never another company's", async () => {
    const response = await t.app.inject({ url: '/api/v1/company-books', headers: auth(tokens.manager) });
    const [item] = response.json().data.items;
    companyBookSchema.parse(item);
    expect(item).toMatchObject({
      id: nordlysBook.id,
      company: { header: 'Nordlys AS' },
      end_date: '2030-12-31',
      abilities: { view: true, update: false, delete: false },
    });
    expect(await ids('learner', 'company-books')).toEqual([nordlysBook.id]);
    expect(await ids('fjordManager', 'company-books')).toEqual([fjordBook.id]);
    expect(await ids('fjordLearner', 'company-books')).toEqual([fjordBook.id]);
    expect((await ids('admin', 'company-books')).sort()).toEqual([nordlysBook.id, fjordBook.id].sort());
    expect(
      (await t.app.inject({ url: `/api/v1/company-books/${fjordBook.uuid}`, headers: auth(tokens.manager) }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          url: `/api/v1/company-books/${nordlysBook.id}`,
          headers: auth(tokens.fjordManager),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('is granted and withdrawn by admins; managers get 403 and cannot touch another company’s row', async () => {
    const before = (await t.db.select().from(companyBooks)).length;
    const payload = { company_id: demo.fjord.id, book_id: bookIds[1] };
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/company-books',
          headers: auth(tokens.manager),
          payload,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/company-books/${fjordBook.uuid}`,
          headers: auth(tokens.manager),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/company-books/${nordlysBook.uuid}`,
          headers: auth(tokens.manager),
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.db.select().from(companyBooks)).length).toBe(before);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/company-books',
      headers: auth(tokens.admin),
      payload,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.item).toMatchObject({
      company_id: demo.fjord.id,
      book_id: bookIds[1],
      end_date: null,
    });
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/company-books/${created.json().data.item.uuid}`,
          headers: auth(tokens.admin),
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.db.select().from(companyBooks)).length).toBe(before);
  });
});
