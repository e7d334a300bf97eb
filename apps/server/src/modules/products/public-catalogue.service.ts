import type { Pagination } from '@academy/contracts/common/envelope';
import type { Locale } from '@academy/contracts/messages';
import type { PublicProduct } from '@academy/contracts/operations/public-shop';
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { books, courses, media } from '../../db/schema/content.ts';
import { productBooks, productCourses, products } from '../../db/schema/learning.ts';
import { namedForReader } from '../content-visibility/index.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the shop sells: a tenant's products that are both public and active. */
const onSale = (tenantId: number): SQL =>
  and(eq(products.tenant_id, tenantId), eq(products.is_active, true), eq(products.is_public, true)) as SQL;

/** The columns a public product is made of; the provider's reference is not among them (allow-list). */
const publicColumns = {
  id: products.id,
  uuid: products.uuid,
  name: products.name,
  description: products.description,
  price: products.price,
  currency: products.currency,
  number_of_days: products.number_of_days,
  image_uuid: media.uuid,
};
type PublicRow = { id: number; image_uuid: string | null } & Omit<
  PublicProduct,
  'image_url' | 'courses_included' | 'books_included'
>;

/** Signs an image's link; given by the route, which knows the application's secret and clock. */
export type ImageUrl = (mediaUuid: string) => string;

export type CataloguePage = { items: PublicProduct[]; pagination: Pagination };

/**
 * One page of the shop (by name), searched in name and description, its courses named in the reader's language;
 * four queries whatever the page size.
 */
export async function listPublicProducts(
  db: Executor,
  tenantId: number,
  query: { search?: string; page: number; per_page: number },
  reader: { imageUrl: ImageUrl; locale: Locale },
): Promise<CataloguePage> {
  const search = query.search?.trim();
  const pattern = search ? containsPattern(search) : null;
  const where = and(
    onSale(tenantId),
    pattern ? or(ilike(products.name, pattern), ilike(products.description, pattern)) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(products).where(where);
  const rows = await db
    .select(publicColumns)
    .from(products)
    .leftJoin(media, eq(media.id, products.image_id))
    .where(where)
    .orderBy(asc(products.name), asc(products.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const items = await withIncluded(db, rows, reader);
  const lastPage = Math.max(1, Math.ceil(total / query.per_page));
  return { items, pagination: { page: query.page, per_page: query.per_page, total, last_page: lastPage } };
}

/** One product on sale by uuid, or null (unknown, private, inactive or another tenant's: all alike). */
export async function findPublicProduct(
  db: Executor,
  tenantId: number,
  uuid: string,
  reader: { imageUrl: ImageUrl; locale: Locale },
): Promise<PublicProduct | null> {
  if (!uuidPattern.test(uuid)) return null;
  const rows = await db
    .select(publicColumns)
    .from(products)
    .leftJoin(media, eq(media.id, products.image_id))
    .where(and(onSale(tenantId), eq(products.uuid, uuid.toLowerCase())));
  const [item] = await withIncluded(db, rows, reader);
  return item ?? null;
}

/** Whether a uuid names a product on sale: what sign-in echoes as `purchase_product_uuid`. */
export async function isProductOnSale(db: Executor, tenantId: number, uuid: string): Promise<boolean> {
  if (!uuidPattern.test(uuid)) return false;
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(onSale(tenantId), eq(products.uuid, uuid.toLowerCase())))
    .limit(1);
  return row !== undefined;
}

/**
 * The courses and books of the rows' products, by name: the courses by their titles in the reader's language, as
 * everywhere a learner reads a course's name (a course's own name is administrative English).
 */
async function withIncluded(
  db: Executor,
  rows: PublicRow[],
  reader: { imageUrl: ImageUrl; locale: Locale },
): Promise<PublicProduct[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [courseRows, bookRows] = [
    await namedForReader(
      db,
      await db
        .select({
          product_id: productCourses.product_id,
          id: courses.id,
          uuid: courses.uuid,
          name: courses.name,
        })
        .from(productCourses)
        .innerJoin(courses, eq(courses.id, productCourses.course_id))
        .where(inArray(productCourses.product_id, ids)),
      reader.locale,
    ),
    await db
      .select({ product_id: productBooks.product_id, uuid: books.uuid, name: books.name })
      .from(productBooks)
      .innerJoin(books, eq(books.id, productBooks.book_id))
      .where(inArray(productBooks.product_id, ids))
      .orderBy(asc(books.name)),
  ];
  const of = (included: { product_id: number; uuid: string; name: string }[], productId: number) =>
    included.filter((row) => row.product_id === productId).map(({ uuid, name }) => ({ uuid, name }));
  return rows.map(({ id, image_uuid, ...row }) => ({
    ...row,
    image_url: image_uuid ? reader.imageUrl(image_uuid) : null,
    courses_included: of(courseRows, id),
    books_included: of(bookRows, id),
  }));
}
