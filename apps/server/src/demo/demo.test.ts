import { verify } from '@node-rs/argon2';
import { and, count, eq, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, wrapPglite } from '../db/client.ts';
import { createPglite } from '../db/pglite.ts';
import {
  accessPasses,
  blockKnowledgeBase,
  blockLessons,
  blockQuestions,
  blocks,
  books,
  companies,
  companyUsers,
  courses,
  courseVariantLessons,
  courseVariants,
  departments,
  departmentUsers,
  enrollments,
  languages,
  lessons,
  notifications,
  productBooks,
  productCourses,
  products,
  questionAlternatives,
  questions,
  tenants,
  users,
} from '../db/schema/index.ts';
import { seedDemo } from './demo.ts';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts.ts';

const seededTables: PgTable[] = [
  tenants,
  languages,
  companies,
  departments,
  users,
  companyUsers,
  departmentUsers,
  courses,
  courseVariants,
  lessons,
  courseVariantLessons,
  blocks,
  blockLessons,
  questions,
  blockQuestions,
  questionAlternatives,
  books,
  blockKnowledgeBase,
  products,
  productCourses,
  productBooks,
  enrollments,
  accessPasses,
  notifications,
];

describe('demo seed', () => {
  let handle: DatabaseHandle;
  let firstRun: { created: boolean };
  let countsAfterFirstRun: Record<string, number>;

  async function rowCounts(): Promise<Record<string, number>> {
    const entries = await Promise.all(
      seededTables.map(async (table) => {
        const [row] = await handle.db.select({ value: count() }).from(table);
        return [getTableName(table), row.value] as const;
      }),
    );
    return Object.fromEntries(entries);
  }

  async function userByEmail(email: string) {
    const [user] = await handle.db.select().from(users).where(eq(users.email, email));
    return user;
  }

  beforeAll(async () => {
    handle = wrapPglite(createPglite());
    await handle.migrate();
    firstRun = await seedDemo(handle.db);
    countsAfterFirstRun = await rowCounts();
  });

  afterAll(async () => {
    await handle?.close();
  });

  it('creates the tenant, its languages and the organisations', async () => {
    expect(firstRun.created).toBe(true);
    const counts = countsAfterFirstRun;
    expect(counts).toMatchObject({ tenants: 1, languages: 2, users: 8, companies: 2, departments: 3 });

    const [tenant] = await handle.db.select().from(tenants);
    expect(tenant).toMatchObject({ name: 'Academy', slug: 'academy', config: {}, gtm_id: null });
    const languageCodes = await handle.db.select({ code: languages.code }).from(languages);
    expect(languageCodes.map((row) => row.code).sort()).toEqual(['en', 'nb']);

    const [nordlys] = await handle.db.select().from(companies).where(eq(companies.slug, 'nordlys'));
    const [sales] = await handle.db
      .select()
      .from(departments)
      .where(and(eq(departments.company_id, nordlys.id), eq(departments.name, 'Sales')));
    expect(nordlys.settings).toMatchObject({
      dedicated_login_page: true,
      dedicated_registration_page: true,
      registration_department_id: sales.id,
    });
    expect(nordlys.header_color).toMatch(/^#[0-9a-f]{6}$/i);
    const [fjord] = await handle.db.select().from(companies).where(eq(companies.slug, 'fjord'));
    expect(fjord.settings.dedicated_login_page).toBe(false);
  });

  it('gives every account its role and memberships', async () => {
    expect((await userByEmail('super@academy.test')).role).toBe('super_admin');
    expect((await userByEmail('admin@academy.test')).role).toBe('admin');

    const managers = await handle.db
      .select({ email: users.email, company: companies.slug })
      .from(companyUsers)
      .innerJoin(users, eq(users.id, companyUsers.user_id))
      .innerJoin(companies, eq(companies.id, companyUsers.company_id))
      .where(eq(companyUsers.is_manager, true));
    expect(managers).toEqual(
      expect.arrayContaining([
        { email: 'manager@academy.test', company: 'nordlys' },
        { email: 'fjord.manager@academy.test', company: 'fjord' },
      ]),
    );
    expect(managers).toHaveLength(2);

    const departmentMembers = await handle.db
      .select({ email: users.email, department: departments.name, isHead: departmentUsers.is_head })
      .from(departmentUsers)
      .innerJoin(users, eq(users.id, departmentUsers.user_id))
      .innerJoin(departments, eq(departments.id, departmentUsers.department_id));
    expect(departmentMembers).toEqual(
      expect.arrayContaining([
        { email: 'head@academy.test', department: 'Sales', isHead: true },
        { email: 'learner@academy.test', department: 'Sales', isHead: false },
        { email: 'multi@academy.test', department: 'Operations', isHead: false },
        { email: 'multi@academy.test', department: 'Drivers', isHead: false },
        { email: 'fjord.learner@academy.test', department: 'Drivers', isHead: false },
      ]),
    );
    const multiCompanies = await handle.db
      .select({ id: companyUsers.company_id })
      .from(companyUsers)
      .where(eq(companyUsers.user_id, (await userByEmail('multi@academy.test')).id));
    expect(multiCompanies).toHaveLength(2);

    const learner = await userByEmail('learner@academy.test');
    expect(learner.last_login_at).toBeNull();
    const others = await handle.db
      .select({ email: users.email, lastLogin: users.last_login_at })
      .from(users)
      .where(sql`${users.email} <> 'learner@academy.test'`);
    for (const other of others) expect(Date.parse(other.lastLogin!)).toBeLessThan(Date.now());
  });

  it('creates at least three courses, each with an en and an nb variant of 2–3 lessons in its language', async () => {
    const courseRows = await handle.db.select().from(courses);
    expect(courseRows.length).toBeGreaterThanOrEqual(3);

    const variants = await handle.db
      .select({ courseId: courseVariants.course_id, language: languages.code })
      .from(courseVariants)
      .innerJoin(languages, eq(languages.id, courseVariants.language_id));
    for (const course of courseRows) {
      const languagesOfCourse = variants
        .filter((variant) => variant.courseId === course.id)
        .map((v) => v.language);
      expect(languagesOfCourse.sort()).toEqual(['en', 'nb']);
    }

    const lessonsPerVariant = await handle.db
      .select({ variantId: courseVariantLessons.course_variant_id, lessons: count() })
      .from(courseVariantLessons)
      .groupBy(courseVariantLessons.course_variant_id);
    expect(lessonsPerVariant).toHaveLength(courseRows.length * 2);
    for (const variant of lessonsPerVariant) expect(variant.lessons).toBeGreaterThanOrEqual(2);
    for (const variant of lessonsPerVariant) expect(variant.lessons).toBeLessThanOrEqual(3);

    // A lesson, its blocks and their questions are in the language of the variant that uses them.
    const [mismatches] = await handle.db
      .select({ value: count() })
      .from(courseVariantLessons)
      .innerJoin(courseVariants, eq(courseVariants.id, courseVariantLessons.course_variant_id))
      .innerJoin(lessons, eq(lessons.id, courseVariantLessons.lesson_id))
      .innerJoin(blockLessons, eq(blockLessons.lesson_id, lessons.id))
      .innerJoin(blocks, eq(blocks.id, blockLessons.block_id))
      .innerJoin(blockQuestions, eq(blockQuestions.block_id, blocks.id))
      .innerJoin(questions, eq(questions.id, blockQuestions.question_id))
      .where(
        sql`${lessons.language_id} <> ${courseVariants.language_id}
          or ${blocks.language_id} <> ${courseVariants.language_id}
          or ${questions.language_id} <> ${courseVariants.language_id}`,
      );
    expect(mismatches.value).toBe(0);
  });

  it('covers the quiz features: random blocks, question limits, single and multiple answers, hints', async () => {
    const randomLessons = await handle.db
      .select({ limit: lessons.blocks_limit, blocks: count() })
      .from(lessons)
      .innerJoin(blockLessons, eq(blockLessons.lesson_id, lessons.id))
      .where(eq(lessons.blocks_at_random, true))
      .groupBy(lessons.id);
    expect(randomLessons.length).toBeGreaterThan(0);
    for (const lesson of randomLessons) expect(lesson.limit!).toBeLessThan(lesson.blocks);

    const limitedBlocks = await handle.db
      .select({ limit: blocks.questions_limit, questions: count() })
      .from(blocks)
      .innerJoin(blockQuestions, eq(blockQuestions.block_id, blocks.id))
      .where(sql`${blocks.questions_limit} is not null`)
      .groupBy(blocks.id);
    expect(limitedBlocks.some((block) => block.questions > block.limit!)).toBe(true);

    const correctPerQuestion = await handle.db
      .select({ correct: sql<number>`sum(${questionAlternatives.is_correct})::int` })
      .from(questionAlternatives)
      .groupBy(questionAlternatives.question_id);
    expect(correctPerQuestion.every((question) => question.correct >= 1)).toBe(true);
    expect(correctPerQuestion.some((question) => question.correct === 1)).toBe(true);
    expect(correctPerQuestion.some((question) => question.correct > 1)).toBe(true);

    const [withHints] = await handle.db
      .select({ value: count() })
      .from(questions)
      .where(sql`${questions.hint} is not null`);
    expect(withHints.value).toBeGreaterThan(0);
  });

  it('creates a book with chapters, one linked to a block, and two public products', async () => {
    const bookRows = await handle.db.select().from(books);
    const roots = bookRows.filter((book) => book.parent_id === null);
    expect(roots.length).toBeGreaterThanOrEqual(1);
    for (const root of roots) {
      expect(bookRows.filter((book) => book.parent_id === root.id).length).toBeGreaterThanOrEqual(2);
    }
    expect(bookRows.some((book) => book.parent_id !== null && book.block_id !== null)).toBe(true);

    const productRows = await handle.db.select().from(products);
    expect(productRows.map((product) => product.name).sort()).toEqual(['Complete academy', 'Safety bundle']);
    expect(productRows.every((product) => product.is_public && product.price > 0)).toBe(true);
    expect(countsAfterFirstRun.product_courses).toBeGreaterThan(0);
    expect(countsAfterFirstRun.product_books).toBeGreaterThan(0);
  });

  it('enrolls a company, a department and single users, one recurring, each with an access pass', async () => {
    const enrollmentRows = await handle.db.select().from(enrollments);
    expect(new Set(enrollmentRows.map((row) => row.enrollable_type))).toEqual(
      new Set(['company', 'department', 'user']),
    );
    const today = new Date().toISOString().slice(0, 10);
    for (const enrollment of enrollmentRows) {
      expect(enrollment.start_date < today).toBe(true);
      expect(enrollment.end_date! > today).toBe(true);
    }

    const learner = await userByEmail('learner@academy.test');
    const recurring = enrollmentRows.filter((row) => row.is_recurring);
    expect(recurring).toHaveLength(1);
    expect(recurring[0]).toMatchObject({
      enrollable_type: 'user',
      enrollable_id: learner.id,
      recur_after_days: 14,
    });

    const passes = await handle.db.select().from(accessPasses);
    expect(
      passes.map((pass) => `${pass.course_id}:${pass.grantable_type}:${pass.grantable_id}`).sort(),
    ).toEqual(
      enrollmentRows.map((row) => `${row.course_id}:${row.enrollable_type}:${row.enrollable_id}`).sort(),
    );
  });

  it('leaves the learner one read and one unread notification', async () => {
    const learner = await userByEmail('learner@academy.test');
    const inbox = await handle.db.select().from(notifications).where(eq(notifications.user_id, learner.id));
    expect(inbox.filter((notification) => notification.read_at === null)).toHaveLength(1);
    expect(inbox.filter((notification) => notification.read_at !== null)).toHaveLength(1);
  });

  it('hashes the demo password with argon2id for every account', async () => {
    const learner = await userByEmail('learner@academy.test');
    expect(learner.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verify(learner.password_hash!, DEMO_PASSWORD)).toBe(true);
    expect(await verify(learner.password_hash!, 'wrong-password')).toBe(false);
    const hashes = await handle.db.select({ hash: users.password_hash }).from(users);
    expect(hashes).toHaveLength(demoAccounts.length);
    expect(hashes.every((row) => row.hash === learner.password_hash)).toBe(true);
  });

  it('changes nothing when run again', async () => {
    expect(await seedDemo(handle.db)).toEqual({ created: false });
    expect(await rowCounts()).toEqual(countsAfterFirstRun);
  });
});
