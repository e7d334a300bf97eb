import type { Executor } from '../../db/client.ts';
import { insertForTenant, insertManyForTenant, type NewRow } from '../../db/insert-in-order.ts';
import { productBooks, productCourses, products } from '../../db/schema/learning.ts';

export type ProductInput = NewRow<typeof products>;
export type ProductCourseInput = NewRow<typeof productCourses>;
export type ProductBookInput = NewRow<typeof productBooks>;

/** Creates shop products outside a request (the demo) in one statement; their ids in input order. */
export function createProducts(db: Executor, tenantId: number, inputs: readonly ProductInput[]) {
  return insertForTenant(db, products, tenantId, inputs);
}

/** The courses a product includes. */
export function linkProductCourses(db: Executor, tenantId: number, inputs: readonly ProductCourseInput[]) {
  return insertManyForTenant(db, productCourses, tenantId, inputs);
}

/** The books a product includes. */
export function linkProductBooks(db: Executor, tenantId: number, inputs: readonly ProductBookInput[]) {
  return insertManyForTenant(db, productBooks, tenantId, inputs);
}
