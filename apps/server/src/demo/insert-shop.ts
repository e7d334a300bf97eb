import { createProducts, linkProductBooks, linkProductCourses } from '../modules/products/index.ts';
import { demoProducts } from './content-shop.ts';
import { requireId, type SeedContext } from './seed-support.ts';

/** The public products and the courses and books each one includes. */
export async function insertShop(
  context: SeedContext,
  courseIdByCode: ReadonlyMap<string, number>,
  bookIdsByKey: ReadonlyMap<string, number[]>,
): Promise<void> {
  const { tx, tenantId } = context;

  const productIds = await createProducts(
    tx,
    tenantId,
    demoProducts.map((product) => ({
      name: product.name,
      description: product.description,
      price: product.price,
      currency: 'NOK',
      number_of_days: product.numberOfDays,
      is_public: true,
    })),
  );

  await linkProductCourses(
    tx,
    tenantId,
    demoProducts.flatMap((product, index) =>
      product.courseCodes.map((code) => ({
        product_id: productIds[index],
        course_id: requireId(courseIdByCode, code, 'course'),
      })),
    ),
  );
  await linkProductBooks(
    tx,
    tenantId,
    demoProducts.flatMap((product, index) =>
      product.bookKeys.flatMap((key) => {
        const bookIds = bookIdsByKey.get(key);
        if (!bookIds) throw new Error(`Demo seed: unknown book "${key}"`);
        return bookIds.map((bookId) => ({ product_id: productIds[index], book_id: bookId }));
      }),
    ),
  );
}
