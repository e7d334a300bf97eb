import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  blockKnowledgeBase,
  blockLessons,
  blockQuestions,
  blocks,
  books,
  questionAlternatives,
} from '../db/schema/content.ts';
import { productBooks, productCourses, products } from '../db/schema/learning.ts';
import { buildQuestion } from './content-factories.ts';

/**
 * Catalogue rows the content factories do not make on their own: a block (in a lesson or alone), a question
 * with several correct alternatives, a knowledge-base book with chapters and a product (an enrollment with its
 * pass is in enrolled-company.ts, a media item in media-factories.ts). Like the content factories, every field
 * has a default and each returns its rows.
 */

const unique = () => randomUUID().slice(0, 8);

/** A block with `questions` questions (default none), linked to a lesson at `sortOrder` when one is given. */
export async function buildBlock(
  db: Database,
  tenantId: number,
  options: {
    title?: string;
    body?: string | null;
    languageId?: number | null;
    lessonId?: number;
    sortOrder?: number;
    questions?: number;
    questionsLimit?: number | null;
    isActive?: boolean;
  } = {},
) {
  const [block] = await db
    .insert(blocks)
    .values({
      tenant_id: tenantId,
      title: options.title ?? `Block ${unique()}`,
      body: options.body ?? null,
      language_id: options.languageId ?? null,
      questions_limit: options.questionsLimit ?? null,
      is_active: options.isActive ?? true,
    })
    .returning();
  if (options.lessonId !== undefined)
    await db.insert(blockLessons).values({
      tenant_id: tenantId,
      block_id: block.id,
      lesson_id: options.lessonId,
      sort_order: options.sortOrder ?? 0,
    });
  const built = [];
  for (let index = 0; index < (options.questions ?? 0); index += 1) {
    const question = await buildQuestion(db, tenantId, { languageId: options.languageId ?? undefined });
    await db.insert(blockQuestions).values({
      tenant_id: tenantId,
      block_id: block.id,
      question_id: question.question.id,
      sort_order: index,
    });
    built.push(question);
  }
  return { block, questions: built };
}

/** A question with several correct alternatives (`correct` are their indexes), in a block when one is given. */
export async function buildMultipleChoiceQuestion(
  db: Database,
  tenantId: number,
  options: {
    text?: string;
    alternatives?: string[];
    correct?: number[];
    languageId?: number | null;
    blockId?: number;
    sortOrder?: number;
  } = {},
) {
  const correct = options.correct ?? [0, 1];
  const built = await buildQuestion(db, tenantId, {
    text: options.text,
    alternatives: options.alternatives ?? ['Right', 'Also right', 'Wrong'],
    correct: correct[0],
    languageId: options.languageId ?? undefined,
  });
  const correctIds = built.alternatives.filter((_, index) => correct.includes(index)).map((row) => row.id);
  await db
    .update(questionAlternatives)
    .set({ is_correct: 1 })
    .where(inArray(questionAlternatives.id, correctIds));
  if (options.blockId !== undefined)
    await db.insert(blockQuestions).values({
      tenant_id: tenantId,
      block_id: options.blockId,
      question_id: built.question.id,
      sort_order: options.sortOrder ?? 0,
    });
  const alternatives = built.alternatives.map((row, index) => ({
    ...row,
    is_correct: correct.includes(index) ? 1 : 0,
  }));
  return { question: built.question, alternatives };
}

/**
 * A knowledge-base book in a language with its chapters (books whose parent it is), in order. A chapter may
 * point at a quiz block (`chapterBlockIds`, by position); like the demo seed, the block's knowledge-base link
 * mirrors it.
 */
export async function buildBook(
  db: Database,
  tenantId: number,
  options: {
    name?: string;
    description?: string | null;
    languageId?: number | null;
    chapters?: string[];
    chapterBlockIds?: (number | null)[];
    isActive?: boolean;
  } = {},
) {
  const name = options.name ?? `Book ${unique()}`;
  const [book] = await db
    .insert(books)
    .values({
      tenant_id: tenantId,
      name,
      description: options.description === undefined ? `<p>About ${name}.</p>` : options.description,
      language_id: options.languageId ?? null,
      is_active: options.isActive ?? true,
    })
    .returning();
  const titles = options.chapters ?? [`${name}: chapter 1`, `${name}: chapter 2`];
  const chapters = titles.length
    ? await db
        .insert(books)
        .values(
          titles.map((title, index) => ({
            tenant_id: tenantId,
            name: title,
            description: `<p>About ${title}.</p>`,
            parent_id: book.id,
            language_id: options.languageId ?? null,
            block_id: options.chapterBlockIds?.[index] ?? null,
            sort_order: index + 1,
          })),
        )
        .returning()
    : [];
  const linked = chapters.filter((chapter) => chapter.block_id !== null);
  if (linked.length)
    await db.insert(blockKnowledgeBase).values(
      linked.map((chapter) => ({
        tenant_id: tenantId,
        block_id: chapter.block_id!,
        book_id: chapter.id,
        sort_order: 1,
      })),
    );
  return { book, chapters: chapters.sort((a, b) => a.sort_order - b.sort_order) };
}

/** A product of the shop, active and public unless given, including the given courses and books. */
export async function buildProduct(
  db: Database,
  tenantId: number,
  options: {
    name?: string;
    price?: number;
    numberOfDays?: number;
    isActive?: boolean;
    isPublic?: boolean;
    courseIds?: number[];
    bookIds?: number[];
  } = {},
) {
  const [product] = await db
    .insert(products)
    .values({
      tenant_id: tenantId,
      name: options.name ?? `Product ${unique()}`,
      price: options.price ?? 10_000,
      number_of_days: options.numberOfDays ?? 365,
      is_active: options.isActive ?? true,
      is_public: options.isPublic ?? true,
    })
    .returning();
  const courseIds = options.courseIds ?? [];
  const bookIds = options.bookIds ?? [];
  if (courseIds.length)
    await db
      .insert(productCourses)
      .values(
        courseIds.map((courseId) => ({ tenant_id: tenantId, product_id: product.id, course_id: courseId })),
      );
  if (bookIds.length)
    await db
      .insert(productBooks)
      .values(bookIds.map((bookId) => ({ tenant_id: tenantId, product_id: product.id, book_id: bookId })));
  return product;
}
