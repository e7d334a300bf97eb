import { productBooks, productCourses, products } from '../db/schema/index.ts';
import { demoProducts } from './content-shop.ts';
import { idsInPlanOrder, requireId, type SeedContext, withUuids } from './seed-support.ts';

/** The public products and the courses and books each one includes. */
export async function insertShop(
  context: SeedContext,
  courseIdByCode: ReadonlyMap<string, number>,
  bookIdsByKey: ReadonlyMap<string, number[]>,
): Promise<void> {
  const { tx, tenantId } = context;

  const productPlans = withUuids(demoProducts.map((product) => ({ product })));
  const productIds = idsInPlanOrder(
    productPlans,
    await tx
      .insert(products)
      .values(
        productPlans.map(({ uuid, product }) => ({
          uuid,
          tenant_id: tenantId,
          name: product.name,
          description: product.description,
          price: product.price,
          currency: 'NOK',
          number_of_days: product.numberOfDays,
          is_public: true,
        })),
      )
      .returning({ id: products.id, uuid: products.uuid }),
  );

  await tx.insert(productCourses).values(
    productPlans.flatMap(({ product }, index) =>
      product.courseCodes.map((code) => ({
        tenant_id: tenantId,
        product_id: productIds[index],
        course_id: requireId(courseIdByCode, code, 'course'),
      })),
    ),
  );
  await tx.insert(productBooks).values(
    productPlans.flatMap(({ product }, index) =>
      product.bookKeys.flatMap((key) => {
        const bookIds = bookIdsByKey.get(key);
        if (!bookIds) throw new Error(`Demo seed: unknown book "${key}"`);
        return bookIds.map((bookId) => ({
          tenant_id: tenantId,
          product_id: productIds[index],
          book_id: bookId,
        }));
      }),
    ),
  );
}
