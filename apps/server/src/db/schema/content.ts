import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { entityColumns, timestampColumn } from './columns.ts';
import { languages } from './tenancy.ts';

/** Media manager folders. */
export const directories = pgTable(
  'directories',
  {
    ...entityColumns(),
    name: varchar({ length: 255 }).notNull(),
    parent_id: integer(),
    sort_order: integer().notNull().default(0),
    processing: boolean().notNull().default(false),
  },
  (t) => [
    index('directories_parent_idx').on(t.tenant_id, t.parent_id),
    foreignKey({ columns: [t.parent_id], foreignColumns: [t.id] }).onDelete('cascade'),
  ],
);

export type MediaMeta = { width?: number; height?: number; duration?: number };

/** See `media.purpose`. */
export const mediaPurposes = ['library', 'video_poster', 'logo'] as const;
export type MediaPurpose = (typeof mediaPurposes)[number];

export const media = pgTable(
  'media',
  {
    ...entityColumns(),
    title: varchar({ length: 255 }).notNull(),
    subtitles: text(),
    description: text(),
    directory_id: integer().references(() => directories.id, { onDelete: 'set null' }),
    size: bigint({ mode: 'number' }),
    mime: varchar({ length: 100 }),
    meta: jsonb().$type<MediaMeta>().notNull().default({}),
    poster_image_id: integer(),
    /** Path of the HLS playlist once the video has been transcoded. */
    hls: text(),
    is_being_replaced: boolean().notNull().default(false),
    /** Where the file is in its pipeline: `processing` (variants or HLS being made), `ready` or `failed`. */
    processing_status: varchar({ length: 20 }).notNull().default('ready'),
    /** Percent done while processing (a video transcode reports it as it goes). */
    processing_progress: integer().notNull().default(0),
    /** Why processing failed, for the media manager. */
    processing_error: text(),
    /**
     * What the item is for: `library` (the media manager's own items), or media the product made for one use —
     * `video_poster` (the frame the transcoder took) and `logo` (a company's or tenant's uploaded logo). Only
     * `library` items are listed; the others are served where they are used (issue 22).
     */
    purpose: varchar({ length: 20 }).$type<MediaPurpose>().notNull().default('library'),
  },
  (t) => [
    index('media_directory_idx').on(t.tenant_id, t.directory_id),
    index('media_title_idx').on(t.tenant_id, t.title),
    foreignKey({ columns: [t.poster_image_id], foreignColumns: [t.id] }).onDelete('set null'),
  ],
);

export const files = pgTable('files', {
  ...entityColumns(),
  media_id: integer()
    .notNull()
    .references(() => media.id, { onDelete: 'cascade' }),
  name: varchar({ length: 255 }).notNull(),
  path: text().notNull(),
  s3_url: text(),
});

export const fileVariants = pgTable(
  'file_variants',
  {
    ...entityColumns(),
    file_id: integer()
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    variant_name: varchar({ length: 50 }).notNull(),
    path: text().notNull(),
    size: bigint({ mode: 'number' }),
    mime: varchar({ length: 100 }),
  },
  (t) => [unique().on(t.file_id, t.variant_name)],
);

/** Which media an entity uses (block, lesson, course variant, course, product, book); at most one each. */
export const mediaAttachments = pgTable(
  'media_attachments',
  {
    ...entityColumns(),
    media_id: integer()
      .notNull()
      .references(() => media.id, { onDelete: 'restrict' }),
    attachment_type: varchar({ length: 50 }).notNull(),
    attachment_id: integer().notNull(),
    assignment: varchar({ length: 50 }).notNull().default('media'),
  },
  (t) => [
    unique().on(t.attachment_type, t.attachment_id, t.assignment),
    index('media_attachments_media_idx').on(t.media_id),
  ],
);

/** FilePond upload records (spec §3 File upload record). */
export const fileUploads = pgTable(
  'file_uploads',
  {
    ...entityColumns(),
    filename: varchar({ length: 255 }).notNull(),
    status: varchar({ length: 20 }).notNull().default('pending'),
    encrypted_id: varchar({ length: 200 }).notNull().unique(),
    directory_name: varchar({ length: 255 }),
    path: text(),
    user_id: integer(),
    time: timestampColumn(),
    /** Bytes received and the type sniffed from them (never the type the client declared). */
    size: bigint({ mode: 'number' }),
    mime: varchar({ length: 100 }),
    /**
     * What the upload is for (logo, image, video), fixed when it starts: its limit and allowed types, so a
     * chunked upload's later requests cannot change them.
     */
    kind: varchar({ length: 10 }),
  },
  // Each user's open uploads are summed for the upload quota (intake/upload-quota.ts).
  (t) => [index('file_uploads_user_status_idx').on(t.user_id, t.status)],
);

export const questions = pgTable(
  'questions',
  {
    ...entityColumns(),
    text: text().notNull(),
    hint: text(),
    language_id: integer().references(() => languages.id, { onDelete: 'set null' }),
  },
  (t) => [index('questions_language_idx').on(t.tenant_id, t.language_id)],
);

export const questionAlternatives = pgTable(
  'question_alternatives',
  {
    ...entityColumns(),
    question_id: integer()
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    sort_order: integer().notNull().default(0),
    /** 1 when correct, 0 otherwise (the spec's "is_correct (number)"). */
    is_correct: integer().notNull().default(0),
  },
  (t) => [index('question_alternatives_question_idx').on(t.question_id, t.sort_order)],
);

export const blocks = pgTable(
  'blocks',
  {
    ...entityColumns(),
    title: varchar({ length: 255 }).notNull(),
    body: text(),
    media_id: integer().references(() => media.id, { onDelete: 'set null' }),
    language_id: integer().references(() => languages.id, { onDelete: 'set null' }),
    /** How many of the block's questions an examination draws; null means all. */
    questions_limit: integer(),
    is_active: boolean().notNull().default(true),
  },
  (t) => [
    index('blocks_tenant_title_idx').on(t.tenant_id, t.title),
    index('blocks_language_idx').on(t.language_id),
  ],
);

/** A block's questions, in order. */
export const blockQuestions = pgTable(
  'block_questions',
  {
    ...entityColumns(),
    block_id: integer()
      .notNull()
      .references(() => blocks.id, { onDelete: 'cascade' }),
    question_id: integer()
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    sort_order: integer().notNull().default(0),
  },
  (t) => [unique().on(t.block_id, t.question_id), index('block_questions_question_idx').on(t.question_id)],
);

/** Access control of a block (blocks-passports): who may see it; a block without passports is open to all. */
export const passports = pgTable(
  'passports',
  {
    ...entityColumns(),
    block_id: integer()
      .notNull()
      .references(() => blocks.id, { onDelete: 'cascade' }),
    grantable_type: varchar({ length: 20 }).$type<'company' | 'department' | 'user'>().notNull(),
    grantable_id: integer().notNull(),
  },
  (t) => [unique().on(t.block_id, t.grantable_type, t.grantable_id)],
);

export const lessons = pgTable(
  'lessons',
  {
    ...entityColumns(),
    title: varchar({ length: 255 }).notNull(),
    body: text(),
    /** Minimum score in percent to pass the lesson's quiz. */
    pass_mark: integer().notNull().default(80),
    media_id: integer().references(() => media.id, { onDelete: 'set null' }),
    language_id: integer().references(() => languages.id, { onDelete: 'set null' }),
    blocks_limit: integer(),
    blocks_at_random: boolean().notNull().default(false),
    is_active: boolean().notNull().default(true),
    /** Minutes a started examination stays open. */
    time_limit_minutes: integer().notNull().default(120),
    meta: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('lessons_tenant_title_idx').on(t.tenant_id, t.title),
    index('lessons_language_idx').on(t.language_id),
  ],
);

export const blockLessons = pgTable(
  'block_lessons',
  {
    ...entityColumns(),
    block_id: integer()
      .notNull()
      .references(() => blocks.id, { onDelete: 'cascade' }),
    lesson_id: integer()
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    sort_order: integer().notNull().default(0),
  },
  (t) => [
    unique().on(t.block_id, t.lesson_id),
    index('block_lessons_lesson_idx').on(t.lesson_id, t.sort_order),
  ],
);

export const courses = pgTable(
  'courses',
  {
    ...entityColumns(),
    name: varchar({ length: 255 }).notNull(),
    ingress: text(),
    body: text(),
    code: varchar({ length: 50 }),
    is_public: boolean().notNull().default(false),
    is_active: boolean().notNull().default(true),
    image_id: integer().references(() => media.id, { onDelete: 'set null' }),
    /** Expected time to complete, in minutes. */
    duration: integer(),
    /** How long a certificate stays valid, in days; null means it never expires. */
    certificate_valid_days: integer(),
  },
  (t) => [index('courses_tenant_name_idx').on(t.tenant_id, t.name), unique().on(t.tenant_id, t.code)],
);

export const courseRelated = pgTable(
  'course_related',
  {
    ...entityColumns(),
    course_id: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    related_course_id: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
  },
  (t) => [unique().on(t.course_id, t.related_course_id)],
);

export const courseVariants = pgTable(
  'course_variants',
  {
    ...entityColumns(),
    course_id: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    language_id: integer()
      .notNull()
      .references(() => languages.id),
    image_id: integer().references(() => media.id, { onDelete: 'set null' }),
    title: varchar({ length: 255 }).notNull(),
    summary: text(),
    short_description: text(),
    body: text(),
    duration: integer(),
    internal_notes: text(),
    is_active: boolean().notNull().default(true),
    status: varchar({ length: 20 })
      .$type<'draft' | 'published' | 'archived'>()
      .notNull()
      .default('published'),
  },
  (t) => [unique().on(t.course_id, t.language_id), index('course_variants_language_idx').on(t.language_id)],
);

export const courseVariantLessons = pgTable(
  'course_variant_lessons',
  {
    ...entityColumns(),
    course_variant_id: integer()
      .notNull()
      .references(() => courseVariants.id, { onDelete: 'cascade' }),
    lesson_id: integer()
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    sort_order: integer().notNull().default(0),
  },
  (t) => [
    unique().on(t.course_variant_id, t.lesson_id),
    index('course_variant_lessons_lesson_idx').on(t.lesson_id),
  ],
);

/** Knowledge base: a book; a book with a parent is a chapter. */
export const books = pgTable(
  'books',
  {
    ...entityColumns(),
    name: varchar({ length: 255 }).notNull(),
    description: text(),
    media_id: integer().references(() => media.id, { onDelete: 'set null' }),
    parent_id: integer(),
    language_id: integer().references(() => languages.id, { onDelete: 'set null' }),
    block_id: integer().references(() => blocks.id, { onDelete: 'set null' }),
    sort_order: integer().notNull().default(0),
    is_active: boolean().notNull().default(true),
  },
  (t) => [
    index('books_parent_idx').on(t.tenant_id, t.parent_id, t.sort_order),
    foreignKey({ columns: [t.parent_id], foreignColumns: [t.id] }).onDelete('cascade'),
  ],
);

/** block-knowledge-base: blocks linked to knowledge-base chapters. */
export const blockKnowledgeBase = pgTable(
  'block_knowledge_base',
  {
    ...entityColumns(),
    block_id: integer()
      .notNull()
      .references(() => blocks.id, { onDelete: 'cascade' }),
    book_id: integer()
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    sort_order: integer().notNull().default(0),
  },
  (t) => [unique().on(t.block_id, t.book_id)],
);
