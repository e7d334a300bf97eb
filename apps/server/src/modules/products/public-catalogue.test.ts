import { listEnvelope } from '@academy/contracts/common/envelope';
import { publicProductSchema } from '@academy/contracts/operations/public-shop';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseVariants } from '../../db/schema/content.ts';
import { products } from '../../db/schema/learning.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildBook, buildProduct } from '../../test/catalogue-factories.ts';
import { buildCourse } from '../../test/content-factories.ts';
import { auth, buildTenant } from '../../test/factories.ts';
import { buildMedia } from '../../test/media-factories.ts';
import { demoRows, demoTokens } from '../enrollments/learning-test-support.ts';
import { catalogueRateLimit } from './public-catalogue.routes.ts';

let t: TestApp;
let tenantId: number;

beforeAll(async () => {
  t = await buildTestApp();
  tenantId = (await demoRows(t.db)).tenantId;
});
afterAll(() => t.close());

/** A product on sale with a course, a book, an image and a provider reference that must never be answered. */
async function bundleOnSale(name: string) {
  const { course } = await buildCourse(t.db, tenantId, { lessons: 0 });
  const { book } = await buildBook(t.db, tenantId, { name: `${name} handbook` });
  const product = await buildProduct(t.db, tenantId, {
    name,
    price: 49_900,
    numberOfDays: 90,
    courseIds: [course.id],
    bookIds: [book.id],
  });
  const image = await buildMedia(t.db, t.app.services.storage, tenantId, { title: `${name} cover` });
  await t.db
    .update(products)
    .set({ image_id: image.media.id, paddle_product_id: 'pro_secret_reference', description: 'Sold to all' })
    .where(eq(products.id, product.id));
  return { product, course, book };
}

const get = (url: string, remoteAddress?: string) => t.app.inject({ method: 'GET', url, remoteAddress });

describe('the public catalogue', () => {
  it('lists public active products without sign-in, public fields only, cacheable', async () => {
    const { product, course, book } = await bundleOnSale('Scaffold bundle');
    const hidden = await buildProduct(t.db, tenantId, { name: 'Scaffold private', isPublic: false });
    const retired = await buildProduct(t.db, tenantId, { name: 'Scaffold retired', isActive: false });

    const response = await get('/api/public/v1/products?search=scaffold&per_page=50');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const body = listEnvelope(publicProductSchema).parse(response.json());
    expect(body.data.items.map((item) => item.uuid)).toEqual([product.uuid]);
    expect(body.data.meta.pagination).toEqual({ page: 1, per_page: 50, total: 1, last_page: 1 });
    const [item] = body.data.items;
    expect(item).toMatchObject({
      name: 'Scaffold bundle',
      description: 'Sold to all',
      price: 49_900,
      currency: 'NOK',
      number_of_days: 90,
      courses_included: [{ uuid: course.uuid, name: course.name }],
      books_included: [{ uuid: book.uuid, name: 'Scaffold bundle handbook' }],
    });
    expect(item.image_url).toMatch(/^\/api\/v1\/media\/[0-9a-f-]+\/original\?/);
    // Allow-list: exactly the public keys; the provider's reference appears nowhere in the answer.
    expect(Object.keys(response.json().data.items[0]).sort()).toEqual(
      Object.keys(publicProductSchema.shape).sort(),
    );
    expect(response.body).not.toContain('pro_secret_reference');
    expect(response.body).not.toContain(hidden.uuid);
    expect(response.body).not.toContain(retired.uuid);
  });

  it("names the included courses by their titles in the reader's language, ordered by them", async () => {
    const { course: first, variants } = await buildCourse(t.db, tenantId, {
      name: 'Zulu course',
      languages: ['en', 'nb'],
    });
    await t.db
      .update(courseVariants)
      .set({ title: 'Adgang og sikring' })
      .where(eq(courseVariants.id, variants[1].variant.id));
    const { course: second } = await buildCourse(t.db, tenantId, { name: 'Alpha course', languages: ['en'] });
    const product = await buildProduct(t.db, tenantId, {
      name: 'Language bundle',
      courseIds: [first.id, second.id],
    });
    const read = async (url: string, language: string) => {
      const response = await t.app.inject({ url, headers: { 'accept-language': language } });
      expect(response.statusCode).toBe(200);
      // Cached per tenant and language, and never a signed-in reader's answer handed to another.
      expect(response.headers.vary).toBe('Host, Accept-Language, Authorization');
      return response.json().data;
    };
    const listed = (data: { items: { uuid: string; courses_included: unknown }[] }) =>
      data.items.find((item) => item.uuid === product.uuid);

    // Norwegian: the Norwegian title where there is one, else the English one; sorted by what the reader reads.
    const norwegian = [
      { uuid: first.uuid, name: 'Adgang og sikring' },
      { uuid: second.uuid, name: 'Alpha course' },
    ];
    expect(listed(await read('/api/public/v1/products?search=language', 'nb'))?.courses_included).toEqual(
      norwegian,
    );
    expect((await read(`/api/public/v1/product/${product.uuid}`, 'nb-NO')).item.courses_included).toEqual(
      norwegian,
    );
    expect((await read(`/api/public/v1/product/${product.uuid}`, 'en')).item.courses_included).toEqual([
      { uuid: second.uuid, name: 'Alpha course' },
      { uuid: first.uuid, name: 'Zulu course' },
    ]);
  });

  it('pages by name', async () => {
    for (const name of ['Paging A', 'Paging B', 'Paging C']) await buildProduct(t.db, tenantId, { name });
    const second = await get('/api/public/v1/products?search=paging&per_page=2&page=2');
    const body = listEnvelope(publicProductSchema).parse(second.json());
    expect(body.data.items.map((item) => item.name)).toEqual(['Paging C']);
    expect(body.data.meta.pagination).toEqual({ page: 2, per_page: 2, total: 3, last_page: 2 });
    expect((await get('/api/public/v1/products?per_page=101')).statusCode).toBe(422);
  });

  it('shows one product on sale by uuid; private, inactive, unknown and another tenant’s are 404', async () => {
    const { product } = await bundleOnSale('Harness bundle');
    const shown = await get(`/api/public/v1/product/${product.uuid}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('public, max-age=60');
    expect(publicProductSchema.parse(shown.json().data.item).name).toBe('Harness bundle');
    expect(shown.body).not.toContain('pro_secret_reference');
    expect(shown.body).not.toContain('paddle_product_id');

    const hidden = await buildProduct(t.db, tenantId, { isPublic: false });
    const retired = await buildProduct(t.db, tenantId, { isActive: false });
    const foreignTenant = await buildTenant(t.db);
    const foreign = await buildProduct(t.db, foreignTenant.id);
    for (const id of [
      hidden.uuid,
      retired.uuid,
      foreign.uuid,
      crypto.randomUUID(),
      String(product.id),
      'x',
    ]) {
      const response = await get(`/api/public/v1/product/${id}`);
      expect(response.statusCode, id).toBe(404);
    }
  });

  it('answers signed-in callers the same public fields', async () => {
    const { product } = await bundleOnSale('Signed bundle');
    const tokens = await demoTokens(t.db);
    const response = await t.app.inject({
      url: `/api/public/v1/product/${product.uuid}`,
      headers: auth(tokens.admin),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('pro_secret_reference');
  });

  it('throttles one visitor past the limit with 429 and Retry-After', async () => {
    const visitor = '203.0.113.77';
    for (let hit = 0; hit < catalogueRateLimit.limit; hit++) {
      expect((await get('/api/public/v1/products?per_page=1', visitor)).statusCode).toBe(200);
    }
    const throttled = await get('/api/public/v1/products?per_page=1', visitor);
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    // Another visitor is not affected.
    expect((await get('/api/public/v1/products?per_page=1', '203.0.113.78')).statusCode).toBe(200);
  });
});
