import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import {
  blockKnowledgeBase,
  blockLessons,
  blockQuestions,
  blocks,
  books,
  courseVariantLessons,
  courseVariants,
  directories,
  lessons,
  media,
  passports,
} from '../db/schema/content.ts';
import { companyBooks, type notifications, productCourses, products } from '../db/schema/learning.ts';
import { languages } from '../db/schema/tenancy.ts';
import { type DemoRole, demoRows, demoTokens } from '../modules/enrollments/learning-test-support.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { buildCourse } from './content-factories.ts';
import { buildEnrollmentWithPass } from './enrolled-company.ts';
import { buildNotification } from './notification-factories.ts';

/**
 * The company isolation matrix (spec §6, DESIGN §4–§5), shared by its parts: every module's `<module>.isolation.ts`
 * names, for each of its resources, a row that belongs to Nordlys AS alone and who may legitimately read it; the
 * runner (platform/resource/company-isolation.test.ts) reads them through the module manifests and tries every
 * route of the engine on each row as the people of Fjord Logistics. This file holds what the parts share: the
 * people, the shape of an entry, and the rows and content they point at (built once by setUpIsolationWorld).
 * The app, the demo rows and the built content are live bindings, set before any entry's function runs.
 */

export let t: TestApp;
export let tokens: Record<DemoRole, string>;
export let demo: Awaited<ReturnType<typeof demoRows>>;

export type Ref = { id: number; uuid: string };

/** Who makes a request: a demo account, acting in a chosen company (Context-Scope) where that matters. */
export const people = {
  fjordManager: { role: 'fjordManager' },
  fjordLearner: { role: 'fjordLearner' },
  multiInFjord: { role: 'multi', scope: 'fjord' },
  multiInNordlys: { role: 'multi', scope: 'nordlys' },
  manager: { role: 'manager' },
  learner: { role: 'learner' },
  admin: { role: 'admin' },
} as const satisfies Record<string, { role: DemoRole; scope?: 'nordlys' | 'fjord' }>;
export type Who = keyof typeof people;

export const fjordPeople: Who[] = ['fjordManager', 'fjordLearner', 'multiInFjord'];

export type IsolationEntry = {
  segment: string;
  /** The private row, in words. */
  row: string;
  /** Why only Nordlys (or only administrators) may use it, or why it is tenant-wide reference data. */
  why: string;
  /** Finds the row among the demo people and companies or the content built here, or writes it. */
  privateRow(): Promise<Ref>;
  /** Who legitimately reads it: the proof the row is not simply invisible to everyone. */
  owner: Who;
  /** Default: all of fjordPeople. */
  strangers?: Who[];
  /** Reference data of the whole tenant: Fjord may read it, never change it. */
  tenantWide?: true;
  /** A valid update, so a missing check would show as a change rather than as a validation error. */
  patch?: Record<string, unknown>;
  /** Creates naming Nordlys rows; `field` is the reference a 422 must blame. */
  crossCreates?(): Promise<{ payload: Record<string, unknown>; field?: string }[]>;
  /** Links on Fjord's own row that would pull a Nordlys row in (or out). */
  crossLinks?(): Promise<{ owner: Ref; name: string; target: Ref }[]>;
  /** Writes outside the generic routes that reach the same rows. */
  extraWrites?(row: Ref): Promise<{ method: 'PATCH' | 'POST'; url: string; payload: unknown }[]>;
  /**
   * Why the row's short form (name, uuid) may reach anyone — a catalogue names it — and the text that still
   * must never reach Fjord. Without it, the row's uuid appears in nothing a person of Fjord alone can read.
   */
  catalogued?: { why: string; secret?(): Promise<string> };
};

// ---- the rows the matrix points at ---------------------------------------------------------------------

const cached = new Map<string, Promise<unknown>>();
/** Looks up or writes a fixture once, however many entries share it. */
export const once = <T>(key: string, make: () => Promise<T>): Promise<T> => {
  if (!cached.has(key)) cached.set(key, make());
  return cached.get(key) as Promise<T>;
};
export const ref = (row: { id: number; uuid: string }): Ref => ({ id: row.id, uuid: row.uuid });
export const today = () => new Date().toISOString().slice(0, 10);

/** Writes an entry's private row into `table` and returns its reference (privateRow's usual body). */
export const insertedRow = async <T extends PgTable>(table: T, values: PgInsertValue<T>): Promise<Ref> => {
  const [row] = (await t.db.insert(table).values(values).returning()) as Ref[];
  return ref(row);
};

/** Finds an entry's private row, one the demo or the built content already holds, by `where`. */
export const foundRow = async (table: PgTable, where: SQL | undefined): Promise<Ref> => {
  const [row] = (await t.db.select().from(table).where(where)) as Ref[];
  return ref(row);
};

/** learner@ acting in Nordlys: the owner columns of the personal rows several modules hold for them. */
export const learnerInNordlys = () => ({
  tenant_id: demo.tenantId,
  user_id: demo.user('learner').id,
  company_id: demo.nordlys.id,
});

/** Fjord's people but multi@, who is a member of the Nordlys row in question and so may read it. */
export const fjordButMulti: Who[] = ['fjordManager', 'fjordLearner'];

export const english = () =>
  once('english', async () => {
    const [row] = await t.db
      .select()
      .from(languages)
      .where(and(eq(languages.tenant_id, demo.tenantId), eq(languages.code, 'en')));
    return row;
  });

/** A built course's English variant. */
export const variantOf = (code: CourseKey) =>
  once(`variant:${code}`, async () => {
    const [row] = await t.db
      .select()
      .from(courseVariants)
      .where(
        and(
          eq(courseVariants.course_id, world.courses[code].id),
          eq(courseVariants.language_id, (await english()).id),
        ),
      );
    return row;
  });

/** The first block with questions in a course's English variant, with its lesson and links. */
export const quizOf = (code: CourseKey) =>
  once(`quiz:${code}`, async () => {
    const variant = await variantOf(code);
    const [found] = await t.db
      .select({ blockLesson: blockLessons, variantLesson: courseVariantLessons, question: blockQuestions })
      .from(blockQuestions)
      .innerJoin(blockLessons, eq(blockLessons.block_id, blockQuestions.block_id))
      .innerJoin(courseVariantLessons, eq(courseVariantLessons.lesson_id, blockLessons.lesson_id))
      .where(eq(courseVariantLessons.course_variant_id, variant.id))
      .orderBy(
        asc(courseVariantLessons.sort_order),
        asc(blockLessons.sort_order),
        asc(blockQuestions.sort_order),
      )
      .limit(1);
    const [lesson] = await t.db.select().from(lessons).where(eq(lessons.id, found.variantLesson.lesson_id));
    return { variant, lesson, ...found };
  });

/** The shared course's block Fjord's people would read, closed by a passport to Nordlys only. */
export const closedBlock = () =>
  once('closed-block', async () => {
    const quiz = await quizOf('shared');
    const [passport] = await t.db
      .insert(passports)
      .values({
        tenant_id: demo.tenantId,
        block_id: quiz.blockLesson.block_id,
        grantable_type: 'company',
        grantable_id: demo.nordlys.id,
      })
      .returning();
    return { ...quiz, passport };
  });

export const blockRef = async (blockId: number) => {
  const [row] = await t.db.select().from(blocks).where(eq(blocks.id, blockId));
  return ref(row);
};

/** The handbook (English) and its first chapter; Nordlys holds it through a company-book. */
export const handbook = async () => world.handbook;

/** learner@'s personal enrollment in the private course, in Nordlys. */
export const personalEnrollment = async () => world.personal.enrollment;

/** A folder of the media library and an image in it that nothing uses (the demo has neither). */
export const libraryFolder = () =>
  once('library-folder', async () => {
    const [row] = await t.db
      .insert(directories)
      .values({ tenant_id: demo.tenantId, name: 'Nordlys campaign' })
      .returning();
    return row;
  });
export const libraryMedia = () =>
  once('library-media', async () => {
    const [row] = await t.db
      .insert(media)
      .values({
        tenant_id: demo.tenantId,
        title: 'Nordlys campaign poster',
        mime: 'image/png',
        size: 1200,
        directory_id: (await libraryFolder()).id,
      })
      .returning();
    return row;
  });

// ---- the content the matrix points at, built here -------------------------------------------------------

/**
 * `private`: enrolled only for learner@ (personally, in Nordlys) and sold in the shop. `shared`: enrolled for
 * Nordlys as a whole and for fjord.learner@ in Fjord; its second lesson's block links to the handbook's chapter
 * (which names the block). `related`: enrolled for Nordlys's Sales and for multi@ in Fjord. Each enrollment with its access pass.
 */
export type CourseKey = 'private' | 'shared' | 'related';
type Course = Awaited<ReturnType<typeof buildCourse>>['course'];
export let world: {
  courses: Record<CourseKey, Course>;
  personal: Awaited<ReturnType<typeof buildEnrollmentWithPass>>;
  nordlysWhole: Awaited<ReturnType<typeof buildEnrollmentWithPass>>;
  product: typeof products.$inferSelect;
  handbook: { book: typeof books.$inferSelect; chapter: typeof books.$inferSelect };
  reminder: typeof notifications.$inferSelect;
};

async function buildWorld(): Promise<typeof world> {
  const tenantId = demo.tenantId;
  const built = {
    private: await buildCourse(t.db, tenantId, { name: 'Private course', lessons: 2 }),
    shared: await buildCourse(t.db, tenantId, { name: 'Shared course', lessons: 2 }),
    related: await buildCourse(t.db, tenantId, { name: 'Related course', lessons: 2 }),
  };
  const courses = {
    private: built.private.course,
    shared: built.shared.course,
    related: built.related.course,
  };
  const enroll = (
    course: Course,
    company: { id: number },
    enrollable: { type: 'user' | 'department' | 'company'; id: number },
  ) => buildEnrollmentWithPass(t.db, tenantId, { courseId: course.id, companyId: company.id, enrollable });
  const personal = await enroll(courses.private, demo.nordlys, { type: 'user', id: demo.user('learner').id });
  const nordlysWhole = await enroll(courses.shared, demo.nordlys, { type: 'company', id: demo.nordlys.id });
  await enroll(courses.shared, demo.fjord, { type: 'user', id: demo.user('fjordLearner').id });
  await enroll(courses.related, demo.nordlys, { type: 'department', id: demo.sales.id });
  await enroll(courses.related, demo.fjord, { type: 'user', id: demo.user('multi').id });

  const [product] = await t.db
    .insert(products)
    .values({ tenant_id: tenantId, name: 'Isolation bundle', is_active: true })
    .returning();
  await t.db
    .insert(productCourses)
    .values({ tenant_id: tenantId, product_id: product.id, course_id: courses.private.id });

  const language = await english();
  // The second lesson's block: the first one's is closed by a passport to Nordlys (closedBlock).
  const sharedBlock = built.shared.variants[0].lessons[1].block;
  const [book] = await t.db
    .insert(books)
    .values({ tenant_id: tenantId, name: 'Isolation handbook', language_id: language.id, sort_order: 1 })
    .returning();
  const [chapter] = await t.db
    .insert(books)
    .values({
      tenant_id: tenantId,
      name: 'Isolation chapter',
      description: '<p>What the chapter says.</p>',
      parent_id: book.id,
      language_id: language.id,
      block_id: sharedBlock.id,
      sort_order: 1,
    })
    .returning();
  await t.db
    .insert(blockKnowledgeBase)
    .values({ tenant_id: tenantId, block_id: sharedBlock.id, book_id: chapter.id, sort_order: 1 });
  await t.db
    .insert(companyBooks)
    .values({ tenant_id: tenantId, company_id: demo.nordlys.id, book_id: book.id });

  const reminder = await buildNotification(t.db, tenantId, {
    userId: demo.user('learner').id,
    companyId: demo.nordlys.id,
    courseId: courses.private.id,
    type: 'enrollment.reminder',
    subjectKey: 'notifications.reminder_subject',
    messageKey: 'notifications.reminder_message',
    args: { en: [courses.private.name, 30] },
  });
  return { courses, personal, nordlysWhole, product, handbook: { book, chapter }, reminder };
}

/** A link from the private course's quiz block to the handbook's chapter (built links only the shared block). */
export const cs301KnowledgeLink = () =>
  once('cs301-knowledge-link', async () => {
    const [row] = await t.db
      .insert(blockKnowledgeBase)
      .values({
        tenant_id: demo.tenantId,
        block_id: (await quizOf('private')).blockLesson.block_id,
        book_id: (await handbook()).chapter.id,
      })
      .returning();
    return row;
  });

/** The entries of one module, typed (each module's `<module>.isolation.ts` exports them as `isolation`). */
export const isolationEntries = (entries: IsolationEntry[]): readonly IsolationEntry[] => entries;

/** Builds the app, reads the demo and builds the content the entries point at; the runner's first step. */
export async function setUpIsolationWorld(): Promise<TestApp> {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
  world = await buildWorld();
  return t;
}
