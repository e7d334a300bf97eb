import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { entityColumns, timestampColumn } from './columns.ts';
import {
  blocks,
  books,
  courses,
  courseVariants,
  lessons,
  media,
  questionAlternatives,
  questions,
} from './content.ts';
import { companies, departments, users } from './tenancy.ts';

export const enrollableTypes = ['company', 'department', 'user'] as const;
export type EnrollableType = (typeof enrollableTypes)[number];

/** A company enrolls a user, a department or itself in a course for a period, optionally recurring. */
export const enrollments = pgTable(
  'enrollments',
  {
    ...entityColumns(),
    course_id: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** The company the enrollment belongs to; decides who may see and change it. */
    company_id: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    enrollable_type: varchar({ length: 20 }).$type<EnrollableType>().notNull(),
    enrollable_id: integer().notNull(),
    start_date: date({ mode: 'string' }).notNull(),
    end_date: date({ mode: 'string' }),
    is_recurring: boolean().notNull().default(false),
    recur_after_days: integer(),
    revoked_at: timestampColumn(),
    /** The enrollment this one continues when it was created by recurrence. */
    previous_enrollment_id: integer(),
  },
  (t) => [
    index('enrollments_enrollable_idx').on(t.enrollable_type, t.enrollable_id),
    index('enrollments_company_idx').on(t.tenant_id, t.company_id, t.course_id),
    // A company's department and company enrollments (who a course reaches through a group: enrollment-reach.ts),
    // without reading its every personal one (10,000 at the large size) to find the few.
    index('enrollments_company_groups_idx')
      .on(t.tenant_id, t.company_id, t.course_id)
      .where(sql`${t.enrollable_type} <> 'user'`),
    index('enrollments_end_date_idx').on(t.end_date),
    // Statistics and the timeline: enrollments starting in a period; the next period of a recurring one.
    index('enrollments_tenant_start_idx').on(t.tenant_id, t.start_date),
    index('enrollments_previous_idx').on(t.previous_enrollment_id),
    foreignKey({ columns: [t.previous_enrollment_id], foreignColumns: [t.id] }).onDelete('set null'),
  ],
);

/** Grants access to a course (to a company, department or user), with its certificate validity. */
export const accessPasses = pgTable(
  'access_passes',
  {
    ...entityColumns(),
    course_id: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    company_id: integer().references(() => companies.id, { onDelete: 'cascade' }),
    grantable_type: varchar({ length: 20 }).$type<EnrollableType>().notNull(),
    grantable_id: integer().notNull(),
    issued_by_type: varchar({ length: 20 }),
    issued_by_id: integer(),
    /** Days a certificate earned through this pass stays valid; overrides the course's validity. */
    certificate_valid_for: integer(),
    expires_at: timestampColumn(),
  },
  (t) => [
    // One pass per course and grantee within each issuing company: a user in two companies may get one from each.
    unique().on(t.course_id, t.grantable_type, t.grantable_id, t.company_id),
    index('access_passes_grantable_idx').on(t.grantable_type, t.grantable_id),
  ],
);

export type ExaminationReport = {
  questions: { question_id: number; correct: boolean; selected: number[] }[];
  correct: number;
  total: number;
};

export const examinations = pgTable(
  'examinations',
  {
    ...entityColumns(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    company_id: integer().references(() => companies.id, { onDelete: 'set null' }),
    course_variant_id: integer()
      .notNull()
      .references(() => courseVariants.id, { onDelete: 'cascade' }),
    lesson_id: integer()
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    enrollment_id: integer().references(() => enrollments.id, { onDelete: 'set null' }),
    begun_at: timestampColumn().notNull().defaultNow(),
    ended_at: timestampColumn(),
    expires_at: timestampColumn().notNull(),
    /** Percent of correct answers, set on submission. */
    score: integer(),
    pass_mark: integer().notNull(),
    success: boolean(),
    report: jsonb().$type<ExaminationReport>(),
  },
  (t) => [
    index('examinations_user_lesson_idx').on(t.user_id, t.lesson_id, t.begun_at),
    index('examinations_variant_idx').on(t.course_variant_id),
    // Statistics: the examinations of a period, in the tenant or in one company.
    index('examinations_tenant_begun_idx').on(t.tenant_id, t.begun_at),
    index('examinations_company_begun_idx').on(t.company_id, t.begun_at),
  ],
);

/** The questions drawn for one examination, in the order shown. */
export const examinationQuestions = pgTable(
  'examination_questions',
  {
    ...entityColumns(),
    examination_id: integer()
      .notNull()
      .references(() => examinations.id, { onDelete: 'cascade' }),
    block_id: integer()
      .notNull()
      .references(() => blocks.id, { onDelete: 'cascade' }),
    question_id: integer()
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    sort_order: integer().notNull().default(0),
  },
  (t) => [unique().on(t.examination_id, t.question_id)],
);

/** The alternatives a learner selected. */
export const examinationAnswers = pgTable(
  'examination_answers',
  {
    ...entityColumns(),
    examination_id: integer()
      .notNull()
      .references(() => examinations.id, { onDelete: 'cascade' }),
    question_id: integer()
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    alternative_id: integer()
      .notNull()
      .references(() => questionAlternatives.id, { onDelete: 'cascade' }),
  },
  (t) => [
    unique().on(t.examination_id, t.alternative_id),
    index('examination_answers_question_idx').on(t.examination_id, t.question_id),
  ],
);

export const certificates = pgTable(
  'certificates',
  {
    ...entityColumns(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    course_id: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    course_variant_id: integer().references(() => courseVariants.id, { onDelete: 'set null' }),
    company_id: integer().references(() => companies.id, { onDelete: 'set null' }),
    title: varchar({ length: 255 }).notNull(),
    path: text(),
    certifier: varchar({ length: 255 }),
    issued_at: timestampColumn().notNull().defaultNow(),
    expires_at: timestampColumn(),
  },
  (t) => [
    index('certificates_user_idx').on(t.user_id, t.course_id),
    index('certificates_company_idx').on(t.company_id),
    // Statistics: certificates issued, and expiring, in a period.
    index('certificates_tenant_issued_idx').on(t.tenant_id, t.issued_at),
    index('certificates_tenant_expires_idx').on(t.tenant_id, t.expires_at),
  ],
);

export const qualificationStatuses = ['not_started', 'in_progress', 'completed', 'expired'] as const;
export type QualificationStatus = (typeof qualificationStatuses)[number];

/** A learner's standing in a course (within a company): progress, completion, latest certificate. */
export const qualifications = pgTable(
  'qualifications',
  {
    ...entityColumns(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    course_id: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    company_id: integer().references(() => companies.id, { onDelete: 'cascade' }),
    course_variant_id: integer().references(() => courseVariants.id, { onDelete: 'set null' }),
    certificate_id: integer().references(() => certificates.id, { onDelete: 'set null' }),
    status: varchar({ length: 20 }).$type<QualificationStatus>().notNull().default('not_started'),
    score: integer(),
    completed_at: timestampColumn(),
    last_active_at: timestampColumn(),
    /** When the learner last restarted the course: passes before it no longer count (spec §4 restart). */
    restarted_at: timestampColumn(),
    is_active: boolean().notNull().default(true),
    /**
     * Its certificate's expiry, kept by the database's triggers (migration 0034) from `certificate_id` and the
     * certificate: a completed qualification past it reads expired (qualification-status.ts), and the status filter
     * and its count read it from the index below instead of probing a certificate per match.
     */
    certificate_expires_at: timestampColumn(),
  },
  (t) => [
    unique().on(t.user_id, t.course_id, t.company_id),
    // What a certificate's change of expiry (or its removal) updates.
    index('qualifications_certificate_idx').on(t.certificate_id),
    index('qualifications_company_idx').on(t.tenant_id, t.company_id, t.status),
    // The qualifications list (issue 26): its default order (-last_active_at, then id) read from an index stops at
    // the page's rows, and its status and completion filters, and their count, read the matches only.
    index('qualifications_tenant_last_active_idx').on(
      t.tenant_id,
      t.last_active_at.desc().nullsFirst(),
      t.id,
    ),
    index('qualifications_tenant_status_completed_idx').on(
      t.tenant_id,
      t.status,
      t.completed_at,
      t.certificate_expires_at,
    ),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    ...entityColumns(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    company_id: integer().references(() => companies.id, { onDelete: 'set null' }),
    course_id: integer().references(() => courses.id, { onDelete: 'set null' }),
    subject: varchar({ length: 255 }).notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    read_at: timestampColumn(),
  },
  (t) => [index('notifications_user_idx').on(t.user_id, t.read_at, t.created_at)],
);

export const products = pgTable(
  'products',
  {
    ...entityColumns(),
    name: varchar({ length: 255 }).notNull(),
    description: text(),
    image_id: integer().references(() => media.id, { onDelete: 'set null' }),
    paddle_product_id: varchar({ length: 100 }),
    /** Price in the smallest currency unit (øre / cents). */
    price: integer().notNull().default(0),
    currency: varchar({ length: 3 }).notNull().default('NOK'),
    number_of_days: integer().notNull().default(365),
    is_active: boolean().notNull().default(true),
    is_public: boolean().notNull().default(true),
  },
  (t) => [index('products_tenant_name_idx').on(t.tenant_id, t.name)],
);

export const productCourses = pgTable(
  'product_courses',
  {
    ...entityColumns(),
    product_id: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    course_id: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
  },
  (t) => [unique().on(t.product_id, t.course_id)],
);

export const productBooks = pgTable(
  'product_books',
  {
    ...entityColumns(),
    product_id: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    book_id: integer()
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
  },
  (t) => [unique().on(t.product_id, t.book_id)],
);

/** A completed purchase; `checkout_id` answers the receipt existence check. */
export const receipts = pgTable(
  'receipts',
  {
    ...entityColumns(),
    checkout_id: varchar({ length: 200 }).notNull(),
    provider: varchar({ length: 20 }).notNull().default('local'),
    product_id: integer().references(() => products.id, { onDelete: 'set null' }),
    user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    company_id: integer().references(() => companies.id, { onDelete: 'set null' }),
    amount: integer().notNull().default(0),
    currency: varchar({ length: 3 }).notNull().default('NOK'),
    status: varchar({ length: 20 }).notNull().default('completed'),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Seats bought for `company_id`; 1 for a personal purchase. */
    seats: integer().notNull().default(1),
    /** When an administrator asked the provider for a refund (Paddle confirms later, by webhook). */
    refund_requested_at: timestampColumn(),
    /** When the provider confirmed the refund or chargeback and what the receipt gave was taken back. */
    refunded_at: timestampColumn(),
  },
  (t) => [
    unique().on(t.provider, t.checkout_id),
    index('receipts_tenant_created_idx').on(t.tenant_id, t.created_at),
    index('receipts_company_idx').on(t.company_id),
    index('receipts_user_idx').on(t.user_id),
  ],
);

export const userBooks = pgTable(
  'user_books',
  {
    ...entityColumns(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    book_id: integer()
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    end_date: date({ mode: 'string' }),
  },
  (t) => [unique().on(t.user_id, t.book_id)],
);

export const companyBooks = pgTable(
  'company_books',
  {
    ...entityColumns(),
    company_id: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    book_id: integer()
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    end_date: date({ mode: 'string' }),
  },
  (t) => [unique().on(t.company_id, t.book_id)],
);

/**
 * A course given to a company: its managers may enroll the company's people in it, until end_date (null: no
 * end). The row is also the company's seat pool for the course — the lock enrollments take (seat-pool.ts) —
 * and the seats themselves are its grants'.
 */
export const companyCourses = pgTable(
  'company_courses',
  {
    ...entityColumns(),
    company_id: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    course_id: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    end_date: date({ mode: 'string' }),
    granted_by_id: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [unique().on(t.company_id, t.course_id), index('company_courses_course_idx').on(t.course_id)],
);

export const seatGrantSources = ['admin', 'purchase'] as const;
export type SeatGrantSource = (typeof seatGrantSources)[number];

/**
 * Seats added to a company course's pool: by an admin (one grant, changed in place) or, later, by each
 * purchase in the shop. seats null: no limit. A grant counts until its own end_date.
 */
export const companyCourseGrants = pgTable(
  'company_course_grants',
  {
    ...entityColumns(),
    company_course_id: integer()
      .notNull()
      .references(() => companyCourses.id, { onDelete: 'cascade' }),
    source: varchar({ length: 20 }).$type<SeatGrantSource>().notNull(),
    seats: integer(),
    end_date: date({ mode: 'string' }),
    granted_by_id: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('company_course_grants_pool_idx').on(t.company_course_id)],
);

export const companyReports = pgTable(
  'company_reports',
  {
    ...entityColumns(),
    company_id: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    name: varchar({ length: 255 }).notNull(),
    format: varchar({ length: 10 }).$type<'xlsx' | 'csv'>().notNull(),
    status: varchar({ length: 20 })
      .$type<'pending' | 'processing' | 'done' | 'failed'>()
      .notNull()
      .default('pending'),
    path: text(),
    /** The report's scope beyond its company (issue 14): a department, a course, a completion date range. */
    department_id: integer().references(() => departments.id, { onDelete: 'set null' }),
    course_id: integer().references(() => courses.id, { onDelete: 'set null' }),
    date_from: date({ mode: 'string' }),
    date_to: date({ mode: 'string' }),
    /**
     * What the report lists (issue 21): `status` one line per learner an enrollment reaches, `expiring` the
     * certificates expiring soon, `qualifications` the learners' standings as issue 14 made them.
     */
    kind: varchar({ length: 20 })
      .$type<'qualifications' | 'status' | 'expiring'>()
      .notNull()
      .default('qualifications'),
    /** A status report's statuses (null: all of them). */
    statuses: jsonb().$type<string[]>(),
    /** A status report: only lines due within this many days; an expiring report: certificates expiring within. */
    within_days: integer(),
    /** The language the file is written in: the requester's at the time of asking. */
    locale: varchar({ length: 5 }).$type<'en' | 'nb'>().notNull().default('en'),
    /** 0–100 while the job writes rows; rows_total is counted when it starts. */
    progress: integer().notNull().default(0),
    rows_total: integer(),
    rows_written: integer().notNull().default(0),
    /** Bytes of the finished file. */
    size: integer(),
    /** Why the job failed: a message key (packages/contracts messages.ts). */
    error: text(),
    started_at: timestampColumn(),
    finished_at: timestampColumn(),
  },
  (t) => [
    index('company_reports_company_idx').on(t.company_id, t.created_at),
    index('company_reports_department_idx').on(t.department_id),
  ],
);

/** SCORM packages a company dispatches into its own LMS. */
export const scormPackages = pgTable(
  'scorm_packages',
  {
    ...entityColumns(),
    company_id: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    course_id: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    version: varchar({ length: 10 }).$type<'1.2' | '2004'>().notNull().default('1.2'),
    /** How many learners may register through the package (null: no cap). */
    seat_cap: integer(),
    /** After this moment the package launches nobody (null: never). */
    expires_at: timestampColumn(),
    /** A revoked package launches nobody and its learners' sessions end (issue 25). */
    revoked_at: timestampColumn(),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  // One live package per company × course × version: a revoked one stays listed and a new one may replace it.
  (t) => [
    uniqueIndex('scorm_packages_live_unique')
      .on(t.company_id, t.course_id, t.version)
      .where(sql`${t.revoked_at} is null`),
  ],
);

/**
 * One person who came in through a company's SCORM package for a course (issue 25): one per company × course ×
 * LMS learner id, so a relaunch resumes the same registration (and the same progress). Counted against the
 * package's seat cap.
 */
export const scormRegistrations = pgTable(
  'scorm_registrations',
  {
    ...entityColumns(),
    company_id: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    course_id: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    package_id: integer()
      .notNull()
      .references(() => scormPackages.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scorm_learner_id: varchar({ length: 255 }).notNull(),
    last_launched_at: timestampColumn(),
  },
  (t) => [
    uniqueIndex('scorm_registrations_learner_unique').on(t.company_id, t.course_id, t.scorm_learner_id),
    index('scorm_registrations_package_idx').on(t.package_id),
  ],
);

/**
 * A launch the package's launch page asked for (issue 25): a short-lived, single-use token (stored hashed) for
 * one LMS learner id, exchanged for a session by POST /auth/login/scorm.
 */
export const scormLaunches = pgTable(
  'scorm_launches',
  {
    ...entityColumns(),
    package_id: integer()
      .notNull()
      .references(() => scormPackages.id, { onDelete: 'cascade' }),
    scorm_learner_id: varchar({ length: 255 }).notNull(),
    token_hash: varchar({ length: 64 }).notNull(),
    /** The origin of the company's LMS when the launch was asked for: where the academy posts results. */
    lms_origin: text().notNull(),
    expires_at: timestampColumn().notNull(),
    used_at: timestampColumn(),
  },
  (t) => [
    uniqueIndex('scorm_launches_token_unique').on(t.token_hash),
    index('scorm_launches_expiry_idx').on(t.expires_at),
  ],
);

/** Admin changelog entries (what changed in the product content, for the changelog screens). */
export const changelogEntries = pgTable('changelog_entries', {
  ...entityColumns(),
  title: varchar({ length: 255 }).notNull(),
  body: text(),
  published_at: timestampColumn(),
});
