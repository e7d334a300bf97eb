import { productSchema } from '@academy/contracts/entities/product';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/content.ts';
import { productBooks, productCourses, products, receipts } from '../../db/schema/learning.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildBook, buildProduct } from '../../test/catalogue-factories.ts';
import { buildCourse } from '../../test/content-factories.ts';
import { auth, buildTenant } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';

let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
});
afterAll(() => t.close());

const write = (
  role: DemoRole,
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: auth(tokens[role]), payload });

describe('products', () => {
  it('lists the active products with the courses and books they include, read-only for non-admins', async () => {
    const course = async () => (await buildCourse(t.db, demo.tenantId, { lessons: 0 })).course;
    const [safety, security] = [await course(), await course()];
    const handbook = (await buildBook(t.db, demo.tenantId, { name: 'Ladder Handbook' })).book;
    const norwegianHandbook = (await buildBook(t.db, demo.tenantId, { name: 'Stigehåndboken' })).book;
    const bundle = await buildProduct(t.db, demo.tenantId, {
      name: 'Ladder bundle',
      courseIds: [safety.id, security.id],
      bookIds: [handbook.id, norwegianHandbook.id],
    });
    const academy = await buildProduct(t.db, demo.tenantId, {
      name: 'Ladder academy',
      courseIds: [safety.id],
    });
    const retired = await buildProduct(t.db, demo.tenantId, { name: 'Ladder archive', isActive: false });
    const response = await t.app.inject({
      url: '/api/v1/products?per_page=100',
      headers: auth(tokens.fjordLearner),
    });
    expect(response.statusCode).toBe(200);
    const items = response.json().data.items;
    for (const item of items) {
      productSchema.parse(item);
      expect(item.abilities).toEqual({ view: true, update: false, delete: false });
    }
    const built = new Set([bundle.uuid, academy.uuid, retired.uuid]);
    const ours = items.filter((item: { uuid: string }) => built.has(item.uuid));
    expect(ours.map((item: { name: string }) => item.name)).toEqual(['Ladder academy', 'Ladder bundle']);
    expect(ours[1].courses_included.map((entry: { code: string }) => entry.code).sort()).toEqual(
      [safety.code, security.code].sort(),
    );
    expect(ours[1].books_included.map((book: { header: string }) => book.header).sort()).toEqual([
      'Ladder Handbook',
      'Stigehåndboken',
    ]);
  });

  it('lets admins create, update, sync and detach courses and books, and delete', async () => {
    const course = async () => (await buildCourse(t.db, demo.tenantId, { lessons: 0 })).course;
    const [safety, service] = [await course(), await course()];
    const handbook = await buildBook(t.db, demo.tenantId);
    const created = await write('admin', 'POST', '/api/v1/products', {
      name: 'Drivers pack',
      price: 99_000,
      number_of_days: 180,
      is_active: false,
    });
    expect(created.statusCode).toBe(201);
    const product = created.json().data.item;
    expect(product).toMatchObject({
      name: 'Drivers pack',
      price: 99_000,
      currency: 'NOK',
      courses_included: [],
      abilities: { view: true, update: true, delete: true },
    });
    // Inactive: not in the learners' catalogue.
    expect(
      (await t.app.inject({ url: `/api/v1/products/${product.uuid}`, headers: auth(tokens.learner) }))
        .statusCode,
    ).toBe(404);

    const synced = await t.app.inject({
      method: 'POST',
      url: `/api/v1/products/${product.uuid}/sync/courses?synchronizables=${safety.id},${service.uuid}`,
      headers: auth(tokens.admin),
    });
    expect(synced.statusCode).toBe(200);
    expect(
      synced
        .json()
        .data.item.courses_included.map((course: { code: string }) => course.code)
        .sort(),
    ).toEqual([safety.code, service.code].sort());
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/products/${product.uuid}/sync/books?synchronizables=${handbook.book.uuid}`,
      headers: auth(tokens.admin),
    });
    const detached = await t.app.inject({
      method: 'POST',
      url: `/api/v1/products/${product.uuid}/detach/courses?detachable=${safety.id}`,
      headers: auth(tokens.admin),
    });
    expect(detached.json().data.item.courses_included.map((entry: { code: string }) => entry.code)).toEqual([
      service.code,
    ]);
    expect(
      await t.db.select().from(productCourses).where(eq(productCourses.product_id, product.id)),
    ).toHaveLength(1);
    expect(
      await t.db.select().from(productBooks).where(eq(productBooks.product_id, product.id)),
    ).toHaveLength(1);

    // A chapter is sold with its book, not alone.
    const [chapter] = handbook.chapters;
    const chapterSync = await t.app.inject({
      method: 'POST',
      url: `/api/v1/products/${product.uuid}/attach/books?attachable=${chapter.id}`,
      headers: auth(tokens.admin),
    });
    expect(chapterSync.statusCode).toBe(422);

    const updated = await write('admin', 'PATCH', `/api/v1/products/${product.uuid}`, {
      price: 89_000,
      is_active: true,
    });
    expect(updated.json().data.item).toMatchObject({ price: 89_000, is_active: true });
    expect((await write('admin', 'DELETE', `/api/v1/products/${product.uuid}`)).statusCode).toBe(200);
    expect(await t.db.select().from(products).where(eq(products.id, product.id))).toHaveLength(0);
  });

  it('refuses non-admins (403), another tenant’s course (422) and bad values (422), writing nothing', async () => {
    const { course } = await buildCourse(t.db, demo.tenantId, { lessons: 0 });
    const bundle = await buildProduct(t.db, demo.tenantId, { courseIds: [course.id] });
    const before = await t.db.select().from(productCourses).where(eq(productCourses.product_id, bundle.id));
    for (const role of ['learner', 'manager', 'fjordManager'] as const) {
      expect(
        (await write(role, 'POST', '/api/v1/products', { name: 'x', price: 1, number_of_days: 1 }))
          .statusCode,
      ).toBe(403);
      expect((await write(role, 'PATCH', `/api/v1/products/${bundle.uuid}`, { price: 1 })).statusCode).toBe(
        403,
      );
      const sync = await t.app.inject({
        method: 'POST',
        url: `/api/v1/products/${bundle.uuid}/sync/courses?synchronizables=`,
        headers: auth(tokens[role]),
      });
      expect(sync.statusCode).toBe(403);
    }
    const tenant = await buildTenant(t.db);
    const [foreign] = await t.db
      .insert(courses)
      .values({ tenant_id: tenant.id, name: 'Foreign course' })
      .returning();
    const crossTenant = await t.app.inject({
      method: 'POST',
      url: `/api/v1/products/${bundle.uuid}/attach/courses?attachable=${foreign.id}`,
      headers: auth(tokens.admin),
    });
    expect(crossTenant.statusCode).toBe(422);
    expect(crossTenant.json().errors).toEqual({ attachable: ['The selected item does not exist.'] });
    const negative = await write('admin', 'POST', '/api/v1/products', {
      name: 'Bad',
      price: -1,
      number_of_days: 0,
    });
    expect(negative.statusCode).toBe(422);
    expect(Object.keys(negative.json().errors).sort()).toEqual(['number_of_days', 'price']);
    expect(await t.db.select().from(productCourses).where(eq(productCourses.product_id, bundle.id))).toEqual(
      before,
    );
    expect(await t.db.select().from(products).where(eq(products.name, 'Bad'))).toHaveLength(0);
  });

  it('refuses to delete a product that was bought (409, translated), and deletes it once no receipt names it', async () => {
    const created = await write('admin', 'POST', '/api/v1/products', {
      name: 'Bought pack',
      price: 10_000,
      number_of_days: 30,
    });
    const product = created.json().data.item;
    const [receipt] = await t.db
      .insert(receipts)
      .values({ tenant_id: demo.tenantId, checkout_id: 'chk_test_1', product_id: product.id, amount: 10_000 })
      .returning();
    const refused = await write('admin', 'DELETE', `/api/v1/products/${product.uuid}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This product has been bought, so it cannot be deleted. Deactivate it instead.',
    );
    const inNorwegian = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/products/${product.uuid}`,
      headers: auth(tokens.admin, { 'accept-language': 'nb' }),
    });
    expect(inNorwegian.json().message).toBe(
      'Dette produktet er kjøpt og kan derfor ikke slettes. Deaktiver det i stedet.',
    );
    expect(await t.db.select().from(products).where(eq(products.id, product.id))).toHaveLength(1);
    expect((await t.db.select().from(receipts).where(eq(receipts.id, receipt.id)))[0].product_id).toBe(
      product.id,
    );

    await t.db.delete(receipts).where(eq(receipts.id, receipt.id));
    expect((await write('admin', 'DELETE', `/api/v1/products/${product.uuid}`)).statusCode).toBe(200);
  });

  it('refuses a Paddle product id another product of the tenant uses, on its field, in the request language', async () => {
    const first = await write('admin', 'POST', '/api/v1/products', {
      name: 'Paddle one',
      price: 100,
      number_of_days: 10,
      paddle_product_id: 'pro_01test',
    });
    expect(first.statusCode).toBe(201);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/v1/products',
      headers: auth(tokens.admin, { 'accept-language': 'nb' }),
      payload: { name: 'Paddle two', price: 100, number_of_days: 10, paddle_product_id: 'pro_01test' },
    });
    expect(second.statusCode).toBe(422);
    expect(second.json().errors).toEqual({
      paddle_product_id: ['Et annet produkt bruker allerede denne Paddle-produkt-ID-en.'],
    });
    expect(await t.db.select().from(products).where(eq(products.name, 'Paddle two'))).toHaveLength(0);
    // Saving the product that has it keeps it; a price without a number is refused on its field.
    const own = first.json().data.item;
    const kept = await write('admin', 'PATCH', `/api/v1/products/${own.uuid}`, {
      paddle_product_id: 'pro_01test',
      name: 'Paddle one again',
    });
    expect(kept.statusCode).toBe(200);
    const blank = await write('admin', 'PATCH', `/api/v1/products/${own.uuid}`, { price: null });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ price: ['This field is required.'] });
    await write('admin', 'DELETE', `/api/v1/products/${own.uuid}`);
  });
});
