import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { books, courses } from '../../db/schema/content.ts';
import { productBooks, productCourses } from '../../db/schema/learning.ts';

export type Included = { id: number; uuid: string; name: string };

/** The courses and books a product includes (whole books), by name: what a purchase of it gives. */
export async function productContents(
  db: Executor,
  productId: number,
): Promise<{ courses: Included[]; books: Included[] }> {
  const [includedCourses, includedBooks] = await Promise.all([
    db
      .select({ id: courses.id, uuid: courses.uuid, name: courses.name })
      .from(productCourses)
      .innerJoin(courses, eq(courses.id, productCourses.course_id))
      .where(eq(productCourses.product_id, productId))
      .orderBy(asc(courses.name)),
    db
      .select({ id: books.id, uuid: books.uuid, name: books.name })
      .from(productBooks)
      .innerJoin(books, eq(books.id, productBooks.book_id))
      .where(eq(productBooks.product_id, productId))
      .orderBy(asc(books.name)),
  ]);
  return { courses: includedCourses, books: includedBooks };
}
