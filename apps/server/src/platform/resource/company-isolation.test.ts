import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-sql.ts';
import {
  blockKnowledgeBase,
  blockLessons,
  blockQuestions,
  blocks,
  books,
  courseRelated,
  courseVariantLessons,
  courseVariants,
  directories,
  lessons,
  media,
  mediaAttachments,
  passports,
  questionAlternatives,
  questions,
} from '../../db/schema/content.ts';
import {
  certificates,
  companyBooks,
  companyCourses,
  companyReports,
  examinations,
  type notifications,
  productCourses,
  products,
  qualifications,
  userBooks,
} from '../../db/schema/learning.ts';
import { departmentUsers, incidentArchive, incidents, languages } from '../../db/schema/tenancy.ts';
import { tenants } from '../../db/schema/tenants.ts';
import { buildApiKey } from '../../modules/api-keys/api-key-test-support.ts';
import { type DemoRole, demoRows, demoTokens } from '../../modules/enrollments/learning-test-support.ts';
// The list the app serves, so the matrix can be checked against every resource in it.
import { resources } from '../../modules/resources.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildCourse } from '../../test/content-factories.ts';
import { buildEnrollmentWithPass } from '../../test/enrolled-company.ts';
import { auth } from '../../test/factories.ts';
import { buildNotification } from '../../test/notification-factories.ts';
import { guestActor } from '../auth/actor.ts';
import { unawaitedWorkSettled } from '../auth/unawaited-work.ts';
import type { AnyResource, EntityRow, LinkDefinition } from './define-resource.ts';

/**
 * Company isolation across the whole generic resource API (spec §6, DESIGN §4–§5): for every registered
 * resource, a row that belongs to Nordlys AS alone is neither read nor changed by the people of Fjord
 * Logistics — its manager, its learner, and multi@ (a member of both) while acting in Fjord. Every read
 * and write route of the engine is tried on the row; the database must be exactly as before. The owner
 * side reads the same row, so a row nobody can read would not pass for isolation.
 */

let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;

type Ref = { id: number; uuid: string };

/** Who makes a request: a demo account, acting in a chosen company (Context-Scope) where that matters. */
const people = {
  fjordManager: { role: 'fjordManager' },
  fjordLearner: { role: 'fjordLearner' },
  multiInFjord: { role: 'multi', scope: 'fjord' },
  multiInNordlys: { role: 'multi', scope: 'nordlys' },
  manager: { role: 'manager' },
  learner: { role: 'learner' },
  admin: { role: 'admin' },
} as const satisfies Record<string, { role: DemoRole; scope?: 'nordlys' | 'fjord' }>;
type Who = keyof typeof people;

const fjordPeople: Who[] = ['fjordManager', 'fjordLearner', 'multiInFjord'];

type Entry = {
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
const once = <T>(key: string, make: () => Promise<T>): Promise<T> => {
  if (!cached.has(key)) cached.set(key, make());
  return cached.get(key) as Promise<T>;
};
const ref = (row: { id: number; uuid: string }): Ref => ({ id: row.id, uuid: row.uuid });
const today = () => new Date().toISOString().slice(0, 10);

const english = () =>
  once('english', async () => {
    const [row] = await t.db
      .select()
      .from(languages)
      .where(and(eq(languages.tenant_id, demo.tenantId), eq(languages.code, 'en')));
    return row;
  });

/** A built course's English variant. */
const variantOf = (code: CourseKey) =>
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
const quizOf = (code: CourseKey) =>
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
const closedBlock = () =>
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

const blockRef = async (blockId: number) => {
  const [row] = await t.db.select().from(blocks).where(eq(blocks.id, blockId));
  return ref(row);
};

/** The handbook (English) and its first chapter; Nordlys holds it through a company-book. */
const handbook = async () => world.handbook;

/** learner@'s personal enrollment in the private course, in Nordlys. */
const personalEnrollment = async () => world.personal.enrollment;

/** A folder of the media library and an image in it that nothing uses (the demo has neither). */
const libraryFolder = () =>
  once('library-folder', async () => {
    const [row] = await t.db
      .insert(directories)
      .values({ tenant_id: demo.tenantId, name: 'Nordlys campaign' })
      .returning();
    return row;
  });
const libraryMedia = () =>
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
type CourseKey = 'private' | 'shared' | 'related';
type Course = Awaited<ReturnType<typeof buildCourse>>['course'];
let world: {
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

// ---- the matrix: one entry (or more) for every registered resource --------------------------------------

const matrix: Entry[] = [
  {
    segment: 'certificates',
    row: "learner@'s certificate of the private course, earned in Nordlys",
    why: 'Read by its holder and by the managers of the company it was earned in; written by admins only.',
    owner: 'learner',
    async privateRow() {
      const [row] = await t.db
        .insert(certificates)
        .values({
          tenant_id: demo.tenantId,
          user_id: demo.user('learner').id,
          course_id: world.courses.private.id,
          company_id: demo.nordlys.id,
          title: world.courses.private.name,
        })
        .returning();
      return ref(row);
    },
    patch: { title: 'Forged' },
    crossCreates: async () => [
      {
        payload: {
          user_id: demo.user('learner').id,
          course_id: world.courses.private.id,
          company_id: demo.nordlys.id,
          title: 'Forged',
        },
      },
    ],
  },
  {
    segment: 'lessons',
    row: 'a lesson of the private course (English)',
    why: 'The private course is enrolled only for learner@ in Nordlys, so its lessons reach nobody in Fjord.',
    owner: 'learner',
    privateRow: async () => ref((await quizOf('private')).lesson),
    patch: { title: 'Hijacked' },
  },
  {
    segment: 'enrollments',
    row: "learner@'s personal enrollment in the private course, in Nordlys",
    why: "A company's enrollments are its managers' business and the business of those they apply to.",
    owner: 'manager',
    privateRow: async () => ref(await personalEnrollment()),
    patch: { revoked: true },
    crossCreates: async () => {
      const base = { course_id: world.courses.shared.id, start_date: today() };
      return [
        {
          payload: { ...base, enrollable_type: 'company', enrollable_id: demo.nordlys.id },
          field: 'enrollable_id',
        },
        {
          payload: { ...base, enrollable_type: 'department', enrollable_id: demo.sales.id },
          field: 'enrollable_id',
        },
        {
          payload: { ...base, enrollable_type: 'user', enrollable_id: demo.user('learner').uuid },
          field: 'enrollable_id',
        },
        // multi@ is Fjord's too, but the enrollment would be Nordlys's.
        {
          payload: {
            ...base,
            enrollable_type: 'user',
            enrollable_id: demo.user('multi').id,
            company_id: demo.nordlys.id,
          },
          field: 'company_id',
        },
        // Fjord's own company, in the course only Nordlys has.
        {
          payload: {
            course_id: world.courses.private.id,
            start_date: today(),
            enrollable_type: 'company',
            enrollable_id: demo.fjord.id,
          },
          field: 'course_id',
        },
      ];
    },
  },
  {
    segment: 'enrollments',
    row: "Nordlys's whole-company enrollment in the shared course",
    why: 'It applies to multi@ only while acting in Nordlys; in Fjord it is another company’s enrollment.',
    owner: 'multiInNordlys',
    privateRow: async () => ref(world.nordlysWhole.enrollment),
    patch: { end_date: null },
  },
  {
    segment: 'company-courses',
    row: 'the private course given to Nordlys (its seat pool)',
    why: 'A company’s courses and seats are read by its managers and heads; given and changed by admins.',
    owner: 'manager',
    async privateRow() {
      const [row] = await t.db
        .select()
        .from(companyCourses)
        .where(
          and(
            eq(companyCourses.company_id, demo.nordlys.id),
            eq(companyCourses.course_id, world.courses.private.id),
          ),
        );
      return ref(row);
    },
    patch: { seats: 1 },
  },
  {
    segment: 'access-passes',
    row: "the access pass learner@'s private-course enrollment issued (Nordlys)",
    why: 'Access passes are read and changed by the managers of the issuing company only.',
    owner: 'manager',
    privateRow: async () => ref(world.personal.pass),
    patch: { certificate_valid_for: 1 },
    crossCreates: async () => [
      {
        payload: {
          course_ids: [world.courses.shared.id],
          grantable_type: 'company',
          grantable_id: demo.nordlys.id,
        },
        field: 'grantable_id',
      },
      {
        payload: {
          course_ids: [world.courses.shared.id],
          grantable_type: 'user',
          grantable_id: demo.user('multi').id,
          company_id: demo.nordlys.id,
        },
        field: 'company_id',
      },
      {
        payload: {
          course_ids: [world.courses.private.id],
          grantable_type: 'company',
          grantable_id: demo.fjord.id,
        },
        field: 'course_ids',
      },
    ],
  },
  {
    segment: 'companies',
    row: 'Nordlys AS',
    why: 'Members see their own companies; only its managers change it.',
    owner: 'manager',
    // multi@ is a member of Nordlys: the company list is where a member chooses the company to act in.
    strangers: ['fjordManager', 'fjordLearner'],
    privateRow: async () => ref(demo.nordlys),
    patch: { name: 'Hijacked AS' },
    crossLinks: async () => [{ owner: ref(demo.fjord), name: 'users', target: ref(demo.user('learner')) }],
  },
  {
    segment: 'users',
    row: 'learner@ (Nordlys only)',
    why: 'A manager sees the learners of the companies they manage; a learner only themselves.',
    owner: 'manager',
    privateRow: async () => ref(demo.user('learner')),
    patch: { first_name: 'Hijacked' },
    crossCreates: async () => [
      {
        payload: {
          first_name: 'Spy',
          last_name: 'One',
          email: 'spy-one@example.test',
          company_id: demo.nordlys.id,
        },
        field: 'company_id',
      },
      {
        payload: {
          first_name: 'Spy',
          last_name: 'Two',
          email: 'spy-two@example.test',
          company_id: demo.fjord.id,
          department_ids: [demo.sales.id],
        },
        field: 'department_ids',
      },
    ],
  },
  {
    segment: 'api-keys',
    row: 'an API key of Nordlys',
    why: "A company's keys are its managers' (and administrators'); another company neither sees nor revokes them.",
    owner: 'manager',
    privateRow: async () =>
      ref(
        (
          await buildApiKey(t.db, {
            tenantId: demo.tenantId,
            companyId: demo.nordlys.id,
            permissions: ['users.read'],
            name: 'Nordlys sync',
          })
        ).row,
      ),
    extraWrites: async (row) => [{ method: 'POST', url: `/api/v1/api-keys/${row.uuid}/revoke`, payload: {} }],
    // POST /api/v1/api-keys is the named create (it answers the key once), at the generic create's address.
    crossCreates: async () => [
      {
        payload: { name: 'Spy', permissions: ['users.read'], company_id: demo.nordlys.id },
        field: 'company_id',
      },
    ],
  },
  {
    segment: 'incidents',
    row: 'an audit incident of learner@ in Nordlys',
    why: 'The audit trail is for administrators only.',
    owner: 'admin',
    async privateRow() {
      const [row] = await t.db
        .insert(incidents)
        .values({
          tenant_id: demo.tenantId,
          event: 'isolation.probe',
          user_id: demo.user('learner').id,
          company_id: demo.nordlys.id,
          target: `users:${demo.user('learner').uuid}|user`,
        })
        .returning();
      return ref(row);
    },
  },
  {
    segment: 'archived-incidents',
    row: 'an archived audit incident of learner@ in Nordlys',
    why: 'The archive of the audit trail (the changelog’s historic view) is for administrators only.',
    owner: 'admin',
    async privateRow() {
      const [row] = await t.db
        .insert(incidentArchive)
        .values({
          tenant_id: demo.tenantId,
          event: 'isolation.probe',
          user_id: demo.user('learner').id,
          company_id: demo.nordlys.id,
          target: `users:${demo.user('learner').uuid}|user`,
          created_at: '2020-01-01T00:00:00Z',
        })
        .returning();
      return ref(row);
    },
  },
  {
    segment: 'notifications',
    row: "learner@'s unread reminder of the private course",
    why: 'A notification is read only by the person it was sent to.',
    owner: 'learner',
    privateRow: async () => ref(world.reminder),
    patch: { read_at: '2020-01-01T00:00:00Z' },
  },
  {
    segment: 'course-variants',
    row: 'the English variant of the private course',
    why: 'The private course is enrolled only in Nordlys.',
    owner: 'learner',
    privateRow: async () => ref(await variantOf('private')),
    patch: { title: 'Hijacked' },
  },
  {
    segment: 'courses',
    row: 'the private course, with a related course',
    why: 'The private course is enrolled only in Nordlys; the related link gives detach and sync something to remove.',
    owner: 'learner',
    catalogued: {
      why: 'The private course is sold in the shop: every product names the courses it includes.',
    },
    async privateRow() {
      await t.db.insert(courseRelated).values({
        tenant_id: demo.tenantId,
        course_id: world.courses.private.id,
        related_course_id: world.courses.related.id,
      });
      return ref(world.courses.private);
    },
    patch: { name: 'Hijacked' },
  },
  {
    segment: 'course-variant-lessons',
    row: "a lesson's place in the private course's English variant",
    why: 'Part of the private course, enrolled only in Nordlys.',
    owner: 'learner',
    privateRow: async () => ref((await quizOf('private')).variantLesson),
    patch: { sort_order: 99 },
    crossCreates: async () => {
      const quiz = await quizOf('private');
      return [
        { payload: { course_variant_id: quiz.variant.id, lesson_id: (await quizOf('shared')).lesson.id } },
      ];
    },
  },
  {
    segment: 'languages',
    row: 'English',
    why: 'Tenant-wide reference data, not any company’s: everyone reads it, only administrators change it.',
    owner: 'admin',
    tenantWide: true,
    privateRow: async () => ref(await english()),
    patch: { name: 'Hijacked' },
  },
  {
    segment: 'qualifications',
    row: "learner@'s qualification in the private course, in Nordlys",
    why: 'Read by its holder and the managers of its company; nobody writes it through the API.',
    owner: 'learner',
    async privateRow() {
      const [row] = await t.db
        .insert(qualifications)
        .values({
          tenant_id: demo.tenantId,
          user_id: demo.user('learner').id,
          course_id: world.courses.private.id,
          company_id: demo.nordlys.id,
          status: 'in_progress',
          score: 50,
        })
        .returning();
      return ref(row);
    },
  },
  {
    segment: 'blocks',
    row: 'a block of the private course with questions and a knowledge-base link',
    why: 'Part of the private course, enrolled only in Nordlys.',
    owner: 'learner',
    privateRow: async () => blockRef((await cs301KnowledgeLink()).block_id),
    patch: { title: 'Hijacked' },
  },
  {
    segment: 'blocks',
    row: 'a block of the shared course closed by a passport to Nordlys',
    why: 'Fjord reads the shared course, but this block is granted to Nordlys alone (and multi@ in Fjord is not Nordlys).',
    owner: 'learner',
    privateRow: async () => blockRef((await closedBlock()).blockLesson.block_id),
    patch: { title: 'Hijacked' },
  },
  {
    segment: 'blocks-passports',
    row: 'the passport granting Nordlys the closed block of the shared course',
    why: 'Passports are administrators’ business.',
    owner: 'admin',
    privateRow: async () => ref((await closedBlock()).passport),
    crossCreates: async () => [
      {
        payload: {
          block_id: (await closedBlock()).blockLesson.block_id,
          grantable_type: 'company',
          grantable_id: demo.fjord.id,
        },
      },
    ],
  },
  {
    segment: 'block-lessons',
    row: "a private-course block's place in its lesson",
    why: 'Part of the private course, enrolled only in Nordlys.',
    owner: 'learner',
    privateRow: async () => ref((await quizOf('private')).blockLesson),
    patch: { sort_order: 99 },
    crossCreates: async () => [
      {
        payload: {
          block_id: (await quizOf('private')).blockLesson.block_id,
          lesson_id: (await quizOf('shared')).lesson.id,
        },
      },
    ],
  },
  {
    segment: 'block-lessons',
    row: "the closed shared-course block's place in its lesson",
    why: 'The lesson is Fjord’s too, but the block in it is Nordlys’s alone.',
    owner: 'learner',
    privateRow: async () => ref((await closedBlock()).blockLesson),
    patch: { sort_order: 99 },
  },
  {
    segment: 'block-knowledge-base',
    row: 'a link from a block of the private course to the handbook',
    why: 'Part of the private course, enrolled only in Nordlys.',
    owner: 'learner',
    privateRow: async () => ref(await cs301KnowledgeLink()),
    patch: { sort_order: 99 },
    crossCreates: async () => [
      {
        payload: {
          block_id: (await quizOf('private')).blockLesson.block_id,
          book_id: (await handbook()).chapter.id,
        },
      },
    ],
  },
  {
    segment: 'departments',
    row: 'Nordlys / Sales',
    why: 'Departments are seen by their company’s managers and their own members (multi@ is in Operations).',
    owner: 'manager',
    privateRow: async () => ref(demo.sales),
    patch: { name: 'Hijacked' },
    crossCreates: async () => [
      { payload: { name: 'Intruders', company_id: demo.nordlys.uuid }, field: 'company_id' },
    ],
    crossLinks: async () => [{ owner: ref(demo.drivers), name: 'users', target: ref(demo.user('learner')) }],
  },
  {
    segment: 'departments',
    row: 'Nordlys / Operations, where multi@ (also of Fjord) is a member',
    why: 'Fjord’s manager manages multi@, but not multi@’s department in another company.',
    owner: 'manager',
    // multi@ is a member of this department.
    strangers: ['fjordManager', 'fjordLearner'],
    privateRow: async () => ref(demo.operations),
    patch: { name: 'Hijacked' },
  },
  {
    segment: 'department-users',
    row: "learner@'s membership of Nordlys / Sales",
    why: 'Memberships are seen by the member and the managers of the department’s company.',
    owner: 'manager',
    async privateRow() {
      const [row] = await t.db
        .select()
        .from(departmentUsers)
        .where(
          and(
            eq(departmentUsers.department_id, demo.sales.id),
            eq(departmentUsers.user_id, demo.user('learner').id),
          ),
        );
      return ref(row);
    },
    patch: { is_head: true },
    crossCreates: async () => [
      {
        payload: { department_id: demo.sales.id, user_id: demo.user('fjordLearner').id },
        field: 'department_id',
      },
      { payload: { department_id: demo.drivers.id, user_id: demo.user('learner').id }, field: 'user_id' },
    ],
  },
  {
    segment: 'products',
    row: 'an active shop product',
    why: 'The shop catalogue is the tenant’s, not a company’s: everyone reads it, only administrators change it.',
    owner: 'admin',
    tenantWide: true,
    privateRow: async () => ref(world.product),
    patch: { name: 'Hijacked' },
  },
  {
    segment: 'tenants',
    row: 'the Academy tenant',
    why: 'The tenant itself, shared by every company: everyone reads it, only administrators change it.',
    owner: 'admin',
    tenantWide: true,
    async privateRow() {
      const [row] = await t.db.select().from(tenants).where(eq(tenants.id, demo.tenantId));
      return ref(row);
    },
    patch: { name: 'Hijacked' },
  },
  {
    segment: 'examinations',
    row: "learner@'s open examination in the private course, in Nordlys",
    why: 'Read by its owner and the managers of its company; changed only through its owner’s quiz routes.',
    owner: 'learner',
    async privateRow() {
      const quiz = await quizOf('private');
      const [row] = await t.db
        .insert(examinations)
        .values({
          tenant_id: demo.tenantId,
          user_id: demo.user('learner').id,
          company_id: demo.nordlys.id,
          course_variant_id: quiz.variant.id,
          lesson_id: quiz.lesson.id,
          enrollment_id: (await personalEnrollment()).id,
          expires_at: new Date(Date.now() + 3_600_000).toISOString(),
          pass_mark: quiz.lesson.pass_mark,
        })
        .returning();
      return ref(row);
    },
  },
  {
    segment: 'questions',
    row: 'a question of a block of the private course',
    why: 'Questions hold the answers: administrators only, whatever company’s course uses them.',
    owner: 'admin',
    async privateRow() {
      const [row] = await t.db
        .select()
        .from(questions)
        .where(eq(questions.id, (await quizOf('private')).question.question_id));
      return ref(row);
    },
    patch: { text: 'Hijacked?' },
  },
  {
    segment: 'question_alternatives',
    row: 'an alternative of that question',
    why: 'Alternatives say which answer is correct: administrators only.',
    owner: 'admin',
    async privateRow() {
      const [row] = await t.db
        .select()
        .from(questionAlternatives)
        .where(eq(questionAlternatives.question_id, (await quizOf('private')).question.question_id))
        .orderBy(asc(questionAlternatives.sort_order))
        .limit(1);
      return ref(row);
    },
    patch: { text: 'Hijacked' },
    // The bulk update (spec §7) is its own route; it must refuse the same people.
    extraWrites: async (row) => {
      const [, other] = await t.db
        .select()
        .from(questionAlternatives)
        .where(eq(questionAlternatives.question_id, (await quizOf('private')).question.question_id))
        .orderBy(asc(questionAlternatives.sort_order));
      return [
        {
          method: 'PATCH',
          url: `/api/v1/question_alternatives/${row.id},${other.id}`,
          payload: [
            { id: row.id, is_correct: 1 },
            { id: other.id, is_correct: 1 },
          ],
        },
      ];
    },
  },
  {
    segment: 'company-reports',
    row: 'a report Nordlys’s manager asked for',
    why: 'Reports are for the managers of the company they describe.',
    owner: 'manager',
    async privateRow() {
      const [row] = await t.db
        .insert(companyReports)
        .values({
          tenant_id: demo.tenantId,
          company_id: demo.nordlys.id,
          user_id: demo.user('manager').id,
          name: 'Nordlys progress',
          format: 'xlsx',
        })
        .returning();
      return ref(row);
    },
    crossCreates: async () => [
      { payload: { company_id: demo.nordlys.id, name: 'Spy report', format: 'csv' }, field: 'company_id' },
    ],
  },
  {
    segment: 'company-books',
    row: "Nordlys's handbook (English)",
    why: 'A company’s books are read by its members acting in it and its managers; granted by admins.',
    owner: 'multiInNordlys',
    async privateRow() {
      const [row] = await t.db
        .select()
        .from(companyBooks)
        .where(
          and(
            eq(companyBooks.company_id, demo.nordlys.id),
            eq(companyBooks.book_id, (await handbook()).book.id),
          ),
        );
      return ref(row);
    },
    patch: { end_date: '2000-01-01' },
    crossCreates: async () => [
      { payload: { company_id: demo.fjord.id, book_id: (await handbook()).book.id } },
    ],
  },
  {
    segment: 'books',
    row: 'a chapter of the handbook',
    why: 'A chapter is readable only by those who hold its book: Nordlys holds it, Fjord does not.',
    owner: 'multiInNordlys',
    // Not catalogued: a book's children and a block's knowledge-base links name a chapter only to those who
    // may open it (issue 9 point 7), so its uuid must appear nowhere Fjord reads.
    privateRow: async () => ref((await handbook()).chapter),
    patch: { name: 'Hijacked' },
  },
  {
    segment: 'books',
    row: 'the handbook itself (the catalogue entry)',
    why: 'Top-level books are the tenant’s catalogue: everyone reads them, only administrators change them.',
    owner: 'admin',
    tenantWide: true,
    privateRow: async () => ref((await handbook()).book),
    patch: { name: 'Hijacked' },
  },
  {
    segment: 'directories',
    row: 'a folder of the media library',
    why: 'The media library is the tenant’s content, managed by administrators only (spec §2, §6).',
    owner: 'admin',
    privateRow: async () => ref(await libraryFolder()),
    patch: { name: 'Hijacked' },
    extraWrites: async (row) => [
      { method: 'POST', url: `/api/v1/directories/${row.uuid}/detach-children`, payload: {} },
    ],
  },
  {
    segment: 'media',
    row: 'a media item of the library that no content uses',
    why: 'Others read media only through content they may read (content-visibility); the library is the admins’.',
    owner: 'admin',
    privateRow: async () => ref(await libraryMedia()),
    patch: { title: 'Hijacked' },
    extraWrites: async (row) => [{ method: 'POST', url: `/api/v1/media/${row.uuid}/replace`, payload: {} }],
  },
  {
    segment: 'media-attachments',
    row: 'the library item attached to a lesson of the private course (Nordlys only)',
    why: 'Which media content uses is written and read by administrators, who manage content.',
    owner: 'admin',
    async privateRow() {
      const [row] = await t.db
        .insert(mediaAttachments)
        .values({
          tenant_id: demo.tenantId,
          media_id: (await libraryMedia()).id,
          attachment_type: 'lesson',
          attachment_id: (await quizOf('private')).lesson.id,
          assignment: 'handout',
        })
        .returning();
      return ref(row);
    },
    crossCreates: async () => [
      {
        payload: {
          media_id: (await libraryMedia()).id,
          attachment_type: 'lesson',
          attachment_id: (await quizOf('shared')).lesson.id,
          assignment: 'extra',
        },
      },
    ],
  },
  {
    segment: 'user-books',
    row: "learner@'s personal copy of the handbook",
    why: 'A personal purchase is read by its owner and managed by admins only.',
    owner: 'learner',
    async privateRow() {
      const [row] = await t.db
        .insert(userBooks)
        .values({
          tenant_id: demo.tenantId,
          user_id: demo.user('learner').id,
          book_id: (await handbook()).book.id,
        })
        .returning();
      return ref(row);
    },
    patch: { end_date: '2000-01-01' },
    crossCreates: async () => [
      { payload: { user_id: demo.user('learner').id, book_id: (await handbook()).chapter.id } },
    ],
  },
];

/** A link from the private course's quiz block to the handbook's chapter (built links only the shared block). */
const cs301KnowledgeLink = () =>
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

// ---- requests and database state ----------------------------------------------------------------------

type Answer = {
  status: number;
  body: string;
  json: () => { data?: unknown; errors?: Record<string, string[]> };
};

async function call(who: Who, method: string, url: string, payload?: unknown): Promise<Answer> {
  const person = people[who] as { role: DemoRole; scope?: 'nordlys' | 'fjord' };
  const scope = person.scope
    ? { 'context-scope': `companies:${demo[person.scope].uuid}|company` }
    : undefined;
  const response = await t.app.inject({
    method: method as InjectOptions['method'],
    url,
    headers: auth(tokens[person.role], scope),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.body, json: () => response.json() };
}

/** A refusal: one of the expected statuses and no `data` at all (an error body). */
function expectRefused(answer: Answer, statuses: number[], what: string) {
  expect(statuses, `${what} answered ${answer.status}: ${answer.body.slice(0, 300)}`).toContain(
    answer.status,
  );
  expect(answer.json().data, what).toBeUndefined();
}

/** Every id of a list, page by page; null when the list itself is refused (403). */
async function listedIds(who: Who, segment: string): Promise<number[] | null> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const answer = await call(who, 'GET', `/api/v1/${segment}?per_page=100&page=${page}`);
    if (answer.status === 403 && page === 1) return null;
    expect(answer.status, `${who} lists ${segment}: ${answer.body.slice(0, 300)}`).toBe(200);
    const { items, meta } = answer.json().data as {
      items: { id: number }[];
      meta: { pagination: { total: number; last_page: number } };
    };
    ids.push(...items.map((item) => item.id));
    if (page >= meta.pagination.last_page) {
      expect(ids).toHaveLength(meta.pagination.total);
      return ids;
    }
  }
}

/** The row, its link rows and the table's size: what any write would have to change. */
async function stateOf(definition: AnyResource, id: number) {
  const [row] = await t.db.select().from(definition.table).where(eq(definition.table.id, id));
  const [{ total }] = await t.db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(definition.table);
  const links: Record<string, unknown[]> = {};
  for (const [name, link] of Object.entries(definition.links ?? {})) {
    links[name] = await t.db.select().from(link.table).where(eq(link.ownerColumn, id)).orderBy(sql`1`);
  }
  return { row: row as EntityRow, total, links };
}

/** Ids to attach (one not linked yet, that the link would accept) and to detach (the linked ones). */
async function linkKeys(link: LinkDefinition, owner: EntityRow) {
  const linked = (
    await t.db.select({ id: link.targetColumn }).from(link.table).where(eq(link.ownerColumn, owner.id))
  ).map((row) => Number(row.id));
  const target = link.targetTable;
  const [spare] = await t.db
    .select({ id: target.id })
    .from(target)
    .where(
      and(
        eq(target.tenant_id!, demo.tenantId),
        notInArray(target.id, [...linked, -1]),
        link.targetVisible?.(guestActor(demo.tenantId), owner),
      ),
    )
    .orderBy(asc(target.id))
    .limit(1);
  const attach = spare ? [Number(spare.id)] : linked.slice(0, 1);
  return { attach, detach: linked.length ? linked : attach };
}

/** Every list a person can read, all pages, with every relation loaded: all they could ever learn. */
async function everythingReadable(who: Who): Promise<{ url: string; status: number; body: string }[]> {
  const answers: { url: string; status: number; body: string }[] = [];
  for (const definition of resources) {
    const relations = Object.keys(definition.relations ?? {}).join(',');
    for (let page = 1; ; page++) {
      const url = `/api/v1/${definition.segment}?per_page=100&page=${page}&with=${relations}`;
      const answer = await call(who, 'GET', url);
      answers.push({ url, status: answer.status, body: answer.body });
      const data = answer.json().data as { meta: { pagination: { last_page: number } } } | undefined;
      if (answer.status !== 200 || !data || page >= data.meta.pagination.last_page) break;
    }
  }
  return answers;
}

async function tableSize(definition: AnyResource) {
  const [{ total }] = await t.db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(definition.table);
  return total;
}

// ---- the tests ----------------------------------------------------------------------------------------

const privateRows = new Map<Entry, Ref>();

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
  world = await buildWorld();
  // One after the other: entries share fixtures, and the test database takes one writer at a time.
  for (const entry of matrix) privateRows.set(entry, await entry.privateRow());
});
afterAll(() => t.close());

it('has an entry for every registered resource and none for a resource that does not exist', () => {
  const registered = resources.map((definition) => definition.segment);
  expect(registered.length).toBeGreaterThan(0);
  expect(registered.filter((segment) => !matrix.some((entry) => entry.segment === segment))).toEqual([]);
  expect(matrix.map((entry) => entry.segment).filter((segment) => !registered.includes(segment))).toEqual([]);
});

for (const definition of resources) {
  const entries = matrix.filter((entry) => entry.segment === definition.segment);
  const base = `/api/v1/${definition.segment}`;

  describe(definition.segment, () => {
    if (entries.length === 0) {
      it('has an entry in the company isolation matrix', () => {
        expect.fail(`${definition.segment} is registered but has no entry in company-isolation.test.ts`);
      });
    }

    for (const entry of entries) {
      const strangers = entry.strangers ?? fjordPeople;

      describe(entry.row, () => {
        it(`is readable by ${entry.owner}, who may (so the refusals below mean something)`, async () => {
          const row = privateRows.get(entry)!;
          const answer = await call(entry.owner, 'GET', `${base}/${row.uuid}`);
          expect(answer.status, answer.body.slice(0, 300)).toBe(200);
          expect(answer.json().data).toMatchObject({ item: { id: row.id, uuid: row.uuid } });
          expect(await listedIds(entry.owner, definition.segment)).toContain(row.id);
          const secret = await entry.catalogued?.secret?.();
          if (secret) expect(answer.body).toContain(secret);
        });

        for (const who of strangers) {
          it(`is ${entry.tenantWide ? 'not changed' : 'neither read nor changed'} by ${who}`, async () => {
            const row = privateRows.get(entry)!;
            const before = await stateOf(definition, row.id);

            // Someone who may use the resource learns nothing of another company's row: it is not found, like
            // a row that does not exist. A 403 is only right for a row they may see (tenant-wide reference data)
            // or for a resource they may not use at all.
            let refusals = [403, 404];
            if (!entry.tenantWide) {
              const listed = await listedIds(who, definition.segment);
              if (listed) {
                expect(listed).not.toContain(row.id);
                refusals = [404];
              }
              for (const key of [row.id, row.uuid]) {
                expectRefused(await call(who, 'GET', `${base}/${key}`), refusals, `GET ${key}`);
              }
            }

            // A resource without updates answers 405 before it looks for the row: nothing to leak there.
            const updateRefusals = definition.update ? refusals : [...refusals, 405];
            const patch = entry.patch ?? {};
            expectRefused(await call(who, 'PATCH', `${base}/${row.uuid}`, patch), updateRefusals, 'PATCH');
            expectRefused(
              await call(who, 'POST', `${base}/${row.id}`, { ...patch, _method: 'PATCH' }),
              updateRefusals,
              'POST _method=PATCH',
            );
            expectRefused(
              await call(who, 'POST', `${base}/${row.uuid}`, { _method: 'DELETE' }),
              refusals,
              'POST _method=DELETE',
            );
            expectRefused(await call(who, 'DELETE', `${base}/${row.uuid}`), refusals, 'DELETE');
            if (definition.clone) {
              expectRefused(
                await call(who, 'POST', `${base}/${row.id}/clone`, { change_attributes: {} }),
                refusals,
                'clone',
              );
            }
            for (const [name, link] of Object.entries(definition.links ?? {})) {
              const keys = await linkKeys(link, before.row);
              const at = `${base}/${row.uuid}`;
              for (const [operation, query] of [
                ['attach', `attachable=${keys.attach.join(',')}`],
                ['detach', `detachable=${keys.detach.join(',')}`],
                ['sync', `synchronizables=${keys.attach.join(',')}`],
              ]) {
                expectRefused(
                  await call(who, 'POST', `${at}/${operation}/${name}?${query}`),
                  refusals,
                  `${operation} ${name}`,
                );
              }
            }
            for (const write of (await entry.extraWrites?.(row)) ?? []) {
              expectRefused(await call(who, write.method, write.url, write.payload), refusals, write.url);
            }

            expect(await stateOf(definition, row.id)).toEqual(before);
          });
        }

        const crossCreates = entry.crossCreates;
        if (crossCreates) {
          it('is not reached by a create naming it or its company, and nothing is written', async () => {
            for (const { payload, field } of await crossCreates()) {
              for (const who of strangers) {
                const size = await tableSize(definition);
                const answer = await call(who, 'POST', base, payload);
                const what = `${who} creates ${JSON.stringify(payload)}`;
                expectRefused(answer, [403, 404, 422], what);
                if (answer.status === 422 && field)
                  expect(Object.keys(answer.json().errors ?? {}), what).toContain(field);
                expect(await tableSize(definition), what).toBe(size);
              }
            }
          });
        }

        const crossLinks = entry.crossLinks;
        if (crossLinks) {
          it("is not joined to Fjord's own rows through attach, detach or sync", async () => {
            for (const { owner, name, target } of await crossLinks()) {
              const link = definition.links![name];
              const rowsOfTarget = () =>
                t.db.select().from(link.table).where(eq(link.targetColumn, target.id)).orderBy(sql`1`);
              const before = await rowsOfTarget();
              const at = `${base}/${owner.uuid}`;
              for (const [operation, field] of [
                ['attach', 'attachable'],
                ['sync', 'synchronizables'],
              ]) {
                const answer = await call(
                  'fjordManager',
                  'POST',
                  `${at}/${operation}/${name}?${field}=${target.id}`,
                );
                expectRefused(answer, [403, 404, 422], `${operation} ${name}`);
              }
              // Detaching someone who is not linked answers like an id that does not exist: it neither touches
              // Nordlys nor tells whether the person exists.
              const detach = await call(
                'fjordManager',
                'POST',
                `${at}/detach/${name}?detachable=${target.id}`,
              );
              const unknown = await call('fjordManager', 'POST', `${at}/detach/${name}?detachable=999999`);
              expect(detach.status).toBe(422);
              expect(detach.body).toBe(unknown.body);
              expect(detach.body).not.toContain(target.uuid);
              expect(await rowsOfTarget()).toEqual(before);
            }
          });
        }
      });
    }
  });
}

// multi@ belongs to Nordlys as well: its own company's answers name Nordlys's people and departments, so
// only the per-row checks above apply to it. People of Fjord alone may find no Nordlys row anywhere.
describe('everything a person of Fjord alone can read', () => {
  for (const who of ['fjordManager', 'fjordLearner'] as const) {
    it(`names no private Nordlys row, read by ${who} with every relation loaded`, async () => {
      const answers = await everythingReadable(who);
      // The scan reads real data: the person's own company is in it.
      expect(answers.some((answer) => answer.body.includes(demo.fjord.uuid))).toBe(true);
      for (const entry of matrix) {
        if (entry.tenantWide || !(entry.strangers ?? fjordPeople).includes(who)) continue;
        const needle = entry.catalogued ? await entry.catalogued.secret?.() : privateRows.get(entry)!.uuid;
        if (!needle) continue;
        const foundIn = answers.filter((answer) => answer.body.includes(needle)).map((answer) => answer.url);
        expect(foundIn, `${entry.segment}: ${entry.row}, named in ${foundIn.join(' ')}`).toEqual([]);
      }
    });
  }
});

// Issue 9 point 1: multi@ belongs to Nordlys and Fjord, so the managers of both see and manage the user — but
// neither may change the person in every company (sign-in address, password, active flag, name): that needs
// authority over all of the user's companies, or an administrator.
describe('the person-wide fields of a user shared by two companies (multi@)', () => {
  const personWide: Record<string, unknown> = {
    email: 'taken.over@example.test',
    password: 'a-brand-new-password',
    is_active: false,
    first_name: 'Taken',
    last_name: 'Over',
  };
  const person = async (id: number) => {
    const result = await t.db.execute(
      sql`select email, password_hash, is_active, first_name, last_name, updated_at,
        (select count(*) from user_tokens where user_id = ${id} and purpose = 'email_update') as email_links
      from users where id = ${id}`,
    );
    return (result as unknown as { rows: Record<string, unknown>[] }).rows;
  };

  for (const who of ['fjordManager', 'manager'] as const) {
    it(`are not changed by ${who}, who manages only one of the user's companies`, async () => {
      const multi = demo.user('multi');
      const before = await person(multi.id);
      for (const [field, value] of Object.entries(personWide)) {
        const asPatch = await call(who, 'PATCH', `/api/v1/users/${multi.uuid}`, { [field]: value });
        expectRefused(asPatch, [403], `PATCH ${field}`);
        const asPost = await call(who, 'POST', `/api/v1/users/${multi.id}`, {
          [field]: value,
          _method: 'PATCH',
        });
        expectRefused(asPost, [403], `POST _method=PATCH ${field}`);
      }
      expect(await person(multi.id)).toEqual(before);
    });
  }

  it('are open to an administrator (so the refusals above mean something)', async () => {
    const multi = demo.user('multi');
    const answer = await call('admin', 'PATCH', `/api/v1/users/${multi.uuid}`, {
      first_name: multi.first_name,
    });
    expect(answer.status, answer.body.slice(0, 300)).toBe(200);
  });
});

// ---- relations: a `with` names only what its own item route would show (issue 9 point 7) -----------------

/**
 * For every registered resource, every relation it declares is loaded (`with=` all of them) over everything a
 * person of one company can list, and every item a relation names (anything with an fqmi of a registered
 * resource) is opened through its own item route by the same person: it must answer 200. People of Fjord
 * alone face Nordlys's data and people of Nordlys face Fjord's (a book and chapter only Fjord holds, linked
 * from a block both companies read). The relations come from the registry, so a new one is covered the day
 * it is declared. Only a relation declared `catalogue` (the shop names what a product includes) may name
 * more, and then only in short form.
 */
describe('relations of every resource', () => {
  const readers = ['fjordManager', 'fjordLearner', 'manager', 'learner'] as const satisfies Who[];
  const shortForm = new Set(['id', 'uuid', 'fqmi', 'header', 'code', 'pivot']);
  const registered = () => new Set(resources.map((definition) => definition.segment));
  let fjordBook: { book: Ref & { name: string }; chapter: Ref & { name: string } };

  beforeAll(async () => {
    // Fjord's own book, its chapter linked from the shared course's block (which Nordlys reads as well).
    const language = await english();
    const [book] = await t.db
      .insert(books)
      .values({ tenant_id: demo.tenantId, name: 'Fjord loading manual', language_id: language.id })
      .returning();
    const [chapter] = await t.db
      .insert(books)
      .values({
        tenant_id: demo.tenantId,
        name: 'Fjord securing loads',
        parent_id: book.id,
        language_id: language.id,
        description: '<p>Strap every pallet twice.</p>',
      })
      .returning();
    await t.db
      .insert(companyBooks)
      .values({ tenant_id: demo.tenantId, company_id: demo.fjord.id, book_id: book.id });
    const [fireChapter] = await t.db
      .select()
      .from(books)
      .where(eq(books.id, (await handbook()).chapter.id));
    await t.db.insert(blockKnowledgeBase).values({
      tenant_id: demo.tenantId,
      block_id: fireChapter.block_id!,
      book_id: chapter.id,
      sort_order: 50,
    });
    fjordBook = { book: { ...ref(book), name: book.name }, chapter: { ...ref(chapter), name: chapter.name } };
  });

  /** Every object with an fqmi inside a relation's value (summaries, and full items such as a variant). */
  function named(value: unknown, found: { fqmi: string; keys: string[] }[] = []) {
    if (Array.isArray(value)) for (const one of value) named(one, found);
    else if (value && typeof value === 'object') {
      const object = value as Record<string, unknown>;
      if (typeof object.fqmi === 'string') found.push({ fqmi: object.fqmi, keys: Object.keys(object) });
      for (const inner of Object.values(object)) named(inner, found);
    }
    return found;
  }

  for (const who of readers) {
    it(`names to ${who} only items ${who} may open, through every relation of every resource`, async () => {
      const segments = registered();
      const opened = new Map<string, number>();
      const checked: string[] = [];
      const problems: string[] = [];
      for (const definition of resources) {
        const relations = definition.relations ?? {};
        for (let page = 1; ; page++) {
          const url = `/api/v1/${definition.segment}?per_page=100&page=${page}&with=${Object.keys(relations).join(',')}`;
          const answer = await call(who, 'GET', url);
          if (answer.status !== 200) break;
          const data = answer.json().data as {
            items: Record<string, unknown>[];
            meta: { pagination: { last_page: number } };
          };
          for (const item of data.items) {
            for (const [name, loader] of Object.entries(relations)) {
              for (const { fqmi, keys } of named(item[name])) {
                const [segment, rest] = fqmi.split(':');
                const uuid = rest?.split('|')[0];
                if (!segments.has(segment)) continue;
                const where = `${definition.segment}#${item.id}.${name} → ${fqmi}`;
                if (loader.catalogue) {
                  const extra = keys.filter((key) => !shortForm.has(key));
                  if (extra.length) problems.push(`${where}: catalogue relation shows ${extra.join(', ')}`);
                  continue;
                }
                if (!opened.has(fqmi))
                  opened.set(fqmi, (await call(who, 'GET', `/api/v1/${segment}/${uuid}`)).status);
                checked.push(`${definition.segment}.${name}`);
                if (opened.get(fqmi) !== 200)
                  problems.push(`${where}: its own route answers ${opened.get(fqmi)}`);
              }
            }
          }
          if (page >= data.meta.pagination.last_page) break;
        }
      }
      expect(problems).toEqual([]);
      // The scan met real relations (not an empty walk): at least the shared block's knowledge base and the
      // people, courses and companies of the person's own rows.
      expect(new Set(checked).size, [...new Set(checked)].join(' ')).toBeGreaterThan(5);
      expect(checked).toContain('block-knowledge-base.block');
    });
  }

  it("names Fjord's own chapter to Fjord's people and to nobody of Nordlys", async () => {
    const scan = async (who: Who) =>
      (await everythingReadable(who)).filter((answer) => answer.body.includes(fjordBook.chapter.uuid));
    // Fjord's people hold the book: its chapter reaches them through the book and the block's link.
    const ours = (await scan('fjordLearner')).map((answer) => answer.url.split('?')[0]);
    expect(ours).toEqual(expect.arrayContaining(['/api/v1/books', '/api/v1/block-knowledge-base']));
    for (const who of ['manager', 'learner'] as const) {
      const found = (await everythingReadable(who)).filter(
        (answer) =>
          answer.body.includes(fjordBook.chapter.uuid) || answer.body.includes(fjordBook.chapter.name),
      );
      expect(
        found.map((answer) => answer.url),
        who,
      ).toEqual([]);
    }
  });
});

// ---- routes beyond the generic ones: report files, the users export, insights (issue 14) -------------------

describe('report files, the users export and insights across companies', () => {
  /**
   * People of Nordlys alone, as an answer quotes them (CSV and JSON quote every text, so learner@ does not match
   * fjord.learner@): no answer a person of Fjord gets may name them.
   */
  const nordlysOnly = () =>
    ['learner', 'manager', 'head'].map((role) => `"${demo.user(role as DemoRole).email}"`);
  let reportUuid: string;

  beforeAll(async () => {
    await t.db.insert(qualifications).values({
      tenant_id: demo.tenantId,
      user_id: demo.user('head').id,
      course_id: world.courses.shared.id,
      company_id: demo.nordlys.id,
      status: 'in_progress',
    });
    const created = await call('manager', 'POST', '/api/v1/company-reports', {
      name: 'Nordlys file',
      format: 'csv',
    });
    expect(created.status, created.body).toBe(201);
    reportUuid = (created.json().data as { item: { uuid: string } }).item.uuid;
    await unawaitedWorkSettled();
  });

  it("serves Nordlys's report file to its manager and to nobody of Fjord", async () => {
    const own = await call('manager', 'GET', `/api/v1/company-reports/${reportUuid}/download`);
    expect(own.status).toBe(200);
    expect(own.body).toContain(`"${demo.user('head').email}"`);
    for (const who of fjordPeople) {
      const answer = await call(who, 'GET', `/api/v1/company-reports/${reportUuid}/download`);
      expectRefused(answer, [403, 404], `${who} downloads`);
      for (const email of nordlysOnly()) expect(answer.body).not.toContain(email);
    }
  });

  it('exports to people of Fjord only people their users list shows, none of Nordlys alone', async () => {
    for (const who of fjordPeople) {
      for (const format of ['csv', 'xlsx']) {
        const answer = await call(who, 'GET', `/api/v1/users/export?format=${format}&per_page=1`);
        expect(answer.status, answer.body.slice(0, 300)).toBe(200);
        if (format === 'csv') {
          for (const email of nordlysOnly()) expect(answer.body, `${who} ${format}`).not.toContain(email);
          const listed = await call(who, 'GET', '/api/v1/users?per_page=100');
          const lines = answer.body.trim().split('\r\n').length - 1;
          expect(lines).toBe((listed.json().data as { items: unknown[] }).items.length);
        }
      }
    }
  });

  it("keeps Nordlys's insights from Fjord's people and Nordlys's people out of Fjord's", async () => {
    const course = world.courses.shared;
    for (const who of fjordPeople) {
      for (const url of [
        `/api/v1/companies/${demo.nordlys.uuid}/insights`,
        `/api/v1/companies/${demo.nordlys.id}/insights/courses/${course.uuid}/learners`,
      ])
        expectRefused(await call(who, 'GET', url), [403, 404], `${who} GET ${url}`);
    }
    const own = await call('fjordManager', 'GET', `/api/v1/companies/${demo.fjord.id}/insights`);
    expect(own.status).toBe(200);
    const fjordLearners = await call(
      'fjordManager',
      'GET',
      `/api/v1/companies/${demo.fjord.id}/insights/courses/${course.id}/learners?per_page=100`,
    );
    expect(fjordLearners.status).toBe(200);
    for (const email of nordlysOnly()) expect(fjordLearners.body).not.toContain(email);
    // The owner side reads its own: the head's standing in the shared course is there for Nordlys's manager.
    const nordlysLearners = await call(
      'manager',
      'GET',
      `/api/v1/companies/${demo.nordlys.id}/insights/courses/${course.id}/learners?per_page=100`,
    );
    expect(nordlysLearners.body).toContain(`"${demo.user('head').email}"`);
  });
});

describe('the reminder and mail routes of a company (issue 14), beside the generic resources', () => {
  /** What any of these routes would write: log entries, mails, tokens. */
  const written = async () =>
    (
      await queryRows(
        t.db,
        sql`select (select count(*) from reminder_deliveries) as deliveries, (select count(*) from mail_outbox) as mails, (select count(*) from user_tokens) as tokens`,
      )
    )[0];
  const learnerLog = () =>
    `/api/v1/companies/${demo.nordlys.uuid}/users/${demo.user('learner').uuid}/reminder-deliveries`;
  const remind = (companyUuid: string) => ({
    url: `/api/v1/companies/${companyUuid}/reminders`,
    payload: { course_id: world.courses.shared.id, user_ids: [demo.user('learner').id] },
  });

  for (const who of fjordPeople) {
    it(`lets ${who} neither read a Nordlys learner's reminder log nor remind or reset them, writing nothing`, async () => {
      const before = await written();
      expectRefused(await call(who, 'GET', learnerLog()), [403, 404], `${who} reads the log`);
      const inNordlys = remind(demo.nordlys.uuid);
      expectRefused(await call(who, 'POST', inNordlys.url, inNordlys.payload), [403, 404], `${who} reminds`);
      // Through their own company's address the Nordlys learner is nobody (422 as an unknown id).
      const inFjord = remind(demo.fjord.uuid);
      expectRefused(
        await call(who, 'POST', inFjord.url, inFjord.payload),
        [403, 422],
        `${who} reminds via Fjord`,
      );
      const reset = `/api/v1/users/${demo.user('learner').uuid}/password-reset-mail`;
      expectRefused(await call(who, 'POST', reset), [403, 404], `${who} sends a reset`);
      expect(await written()).toEqual(before);
    });
  }

  it('are open to the Nordlys manager (so the refusals above mean something)', async () => {
    expect((await call('manager', 'GET', learnerLog())).status).toBe(200);
    const inNordlys = remind(demo.nordlys.uuid);
    const sent = await call('manager', 'POST', inNordlys.url, inNordlys.payload);
    expect(sent.status, sent.body.slice(0, 300)).toBe(200);
  });
});
