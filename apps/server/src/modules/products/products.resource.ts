import { productContract } from '@academy/contracts/entities/product';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { books, courses, media } from '../../db/schema/content.ts';
import { productBooks, productCourses, products, receipts } from '../../db/schema/learning.ts';
import { fieldError, HttpError } from '../../platform/http/http-error.ts';
import { defineResource, type ResourceContext } from '../../platform/resource/define-resource.ts';
import { booleanFilterValue, referenceFilter } from '../../platform/resource/reference-filter.ts';
import { resolveReference } from '../../platform/resource/references.ts';
import { belongsTo, manyThrough, summary } from '../../platform/resource/relations.ts';
import { titledForReader } from '../content-visibility/index.ts';
import { keepFormFile } from '../media/index.ts';
import { productPolicy, productsInView } from './products.policy.ts';

/**
 * A Paddle product names one product of the tenant: a payment for it must say which product to fulfil, so a
 * second product with the same Paddle id is refused on the field (422).
 */
async function assertPaddleProductFree(
  input: Record<string, unknown>,
  context: ResourceContext,
  productId?: number,
): Promise<void> {
  const paddleId = input.paddle_product_id;
  if (typeof paddleId !== 'string' || paddleId === '') return;
  const [taken] = await context.db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.tenant_id, context.actor.tenantId),
        eq(products.paddle_product_id, paddleId),
        productId === undefined ? undefined : ne(products.id, productId),
      ),
    )
    .limit(1);
  if (taken) throw fieldError('paddle_product_id', 'products.paddle_product_taken');
}

async function toColumns(
  input: Record<string, unknown>,
  context: ResourceContext,
  productId?: number,
): Promise<Record<string, unknown>> {
  await assertPaddleProductFree(input, context, productId);
  // A file in the form's `image` field becomes the image (kept as media), over an `image_id` sent with it.
  const image = await keepFormFile(context, 'image', 'image');
  if (image) return { ...input, image_id: image.id };
  if (input.image_id === undefined || input.image_id === null) return input;
  return { ...input, image_id: await resolveReference(context, media, input.image_id, 'image_id') };
}

const flagFilter = (column: AnyPgColumn) => (value: string) => {
  const flag = booleanFilterValue(value);
  return flag === undefined ? undefined : eq(column, flag);
};

export const productResource = defineResource(productContract, {
  table: products,
  policy: productPolicy,
  label: { en: 'Product', nb: 'Produkt' },
  richText: ['description'],
  header: (row) => row.name,
  visibility: productsInView,
  uploads: { image: 'image' },
  searchColumns: [products.name, products.description],
  sorts: { name: products.name, price: products.price, created_at: products.created_at },
  defaultSort: 'name',
  filters: {
    is_active: flagFilter(products.is_active),
    is_public: flagFilter(products.is_public),
    course: (value) =>
      inArray(
        products.id,
        sql`(select ${productCourses.product_id} from ${productCourses} where ${referenceFilter(productCourses.course_id, courses, value)})`,
      ),
    book: (value) =>
      inArray(
        products.id,
        sql`(select ${productBooks.product_id} from ${productBooks} where ${referenceFilter(productBooks.book_id, books, value)})`,
      ),
  },
  relations: {
    // Named as the reader reads them: each course's title in their language.
    courses_included: titledForReader(
      manyThrough(productCourses, productCourses.product_id, productCourses.course_id, courses, {
        always: true,
        // The shop sells the product by the courses it includes (spec §3 public product): their names are
        // public, also to people the course is not enrolled for.
        catalogue: 'The shop names the courses a product includes.',
        orderBy: courses.name,
        pick: summary(
          'courses',
          'course',
          (row) => row.name,
          (row) => ({ code: row.code }),
        ),
      }),
    ),
    books_included: manyThrough(productBooks, productBooks.product_id, productBooks.book_id, books, {
      always: true,
      orderBy: books.name,
      pick: summary('books', 'book', (row) => row.name),
    }),
    image: belongsTo(media, 'image_id', {
      pick: summary(
        'media',
        'media',
        (row) => row.title,
        (row) => ({ mime: row.mime }),
      ),
    }),
  },
  create: { prepare: (input, context) => toColumns(input, context) },
  update: { prepare: (input, context, row) => toColumns(input, context, row.id) },
  // A product that was bought stays: its receipts would lose what they were for. Deactivating takes it out of the shop.
  async beforeDelete(row, context) {
    const [bought] = await context.db
      .select({ id: receipts.id })
      .from(receipts)
      .where(eq(receipts.product_id, row.id))
      .limit(1);
    if (bought) throw new HttpError(409, 'products.in_use');
  },
  // The product helpers of spec §7: sync or detach the courses and books a product includes.
  links: {
    courses: {
      table: productCourses,
      ownerColumn: productCourses.product_id,
      targetColumn: productCourses.course_id,
      targetTable: courses,
      relations: ['courses'],
    },
    books: {
      table: productBooks,
      ownerColumn: productBooks.product_id,
      targetColumn: productBooks.book_id,
      targetTable: books,
      // Products sell whole books; a chapter comes with its book.
      targetVisible: () => sql`${books.parent_id} is null`,
      relations: ['books'],
    },
  },
  writeRelations: ['products'],
});
