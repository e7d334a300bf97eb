import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  blockLessons,
  blockQuestions,
  blocks,
  courses,
  courseVariantLessons,
  courseVariants,
  lessons,
  questionAlternatives,
  questions,
} from '../db/schema/content.ts';
import { certificates, enrollments, qualifications } from '../db/schema/learning.ts';
import { languages } from '../db/schema/tenancy.ts';

/**
 * Content a test builds for itself instead of reading the demo's texts: a language, a course with a variant
 * per language, each variant with lessons, each lesson with a block of questions (one correct alternative
 * each), enrollments and certificates. Every field has a default and can be given; each returns its rows.
 */

const unique = () => randomUUID().slice(0, 8);

/** The tenant's language with this code, made when it does not exist yet (codes are unique per tenant). */
export async function buildLanguage(db: Database, tenantId: number, code = 'en', name = code.toUpperCase()) {
  const [found] = await db
    .select()
    .from(languages)
    .where(and(eq(languages.tenant_id, tenantId), eq(languages.code, code)));
  if (found) return found;
  const [language] = await db.insert(languages).values({ tenant_id: tenantId, code, name }).returning();
  return language;
}

/** A question with its alternatives; the first is the correct one unless `correct` says otherwise. */
export async function buildQuestion(
  db: Database,
  tenantId: number,
  options: { text?: string; alternatives?: string[]; correct?: number; languageId?: number } = {},
) {
  const [question] = await db
    .insert(questions)
    .values({
      tenant_id: tenantId,
      text: options.text ?? `Question ${unique()}?`,
      language_id: options.languageId ?? null,
    })
    .returning();
  const texts = options.alternatives ?? ['Right', 'Wrong', 'Also wrong'];
  const alternatives = await db
    .insert(questionAlternatives)
    .values(
      texts.map((text, index) => ({
        tenant_id: tenantId,
        question_id: question.id,
        text,
        sort_order: index,
        is_correct: index === (options.correct ?? 0) ? 1 : 0,
      })),
    )
    .returning();
  return { question, alternatives };
}

/** A lesson (in a language) with one block of `questions` questions. */
export async function buildLesson(
  db: Database,
  tenantId: number,
  options: { title?: string; languageId?: number; questions?: number; passMark?: number } = {},
) {
  const [lesson] = await db
    .insert(lessons)
    .values({
      tenant_id: tenantId,
      title: options.title ?? `Lesson ${unique()}`,
      body: '<p>What the lesson teaches.</p>',
      language_id: options.languageId ?? null,
      pass_mark: options.passMark ?? 80,
    })
    .returning();
  const [block] = await db
    .insert(blocks)
    .values({ tenant_id: tenantId, title: `${lesson.title} block`, language_id: options.languageId ?? null })
    .returning();
  await db.insert(blockLessons).values({ tenant_id: tenantId, block_id: block.id, lesson_id: lesson.id });
  const built = [];
  for (let index = 0; index < (options.questions ?? 2); index += 1) {
    const question = await buildQuestion(db, tenantId, { languageId: options.languageId });
    await db.insert(blockQuestions).values({
      tenant_id: tenantId,
      block_id: block.id,
      question_id: question.question.id,
      sort_order: index,
    });
    built.push(question);
  }
  return { lesson, block, questions: built };
}

/**
 * A course with a published variant per language code (default English only), each with `lessons` lessons.
 * The variant's title is the course name, with the language code after it for languages other than English.
 */
export async function buildCourse(
  db: Database,
  tenantId: number,
  options: {
    name?: string;
    code?: string;
    languages?: string[];
    lessons?: number;
    isPublic?: boolean;
    certificateValidDays?: number | null;
  } = {},
) {
  const name = options.name ?? `Course ${unique()}`;
  const [course] = await db
    .insert(courses)
    .values({
      tenant_id: tenantId,
      name,
      code: options.code ?? `T-${unique()}`,
      is_public: options.isPublic ?? false,
      certificate_valid_days: options.certificateValidDays ?? 365,
    })
    .returning();
  const variants = [];
  for (const code of options.languages ?? ['en']) {
    const language = await buildLanguage(db, tenantId, code);
    const title = code === 'en' ? name : `${name} (${code})`;
    const [variant] = await db
      .insert(courseVariants)
      .values({ tenant_id: tenantId, course_id: course.id, language_id: language.id, title })
      .returning();
    const built = [];
    for (let index = 0; index < (options.lessons ?? 2); index += 1) {
      const lesson = await buildLesson(db, tenantId, {
        title: `${title}: lesson ${index + 1}`,
        languageId: language.id,
      });
      await db.insert(courseVariantLessons).values({
        tenant_id: tenantId,
        course_variant_id: variant.id,
        lesson_id: lesson.lesson.id,
        sort_order: index,
      });
      built.push(lesson);
    }
    variants.push({ variant, language, lessons: built });
  }
  return { course, variants };
}

/** A calendar date (YYYY-MM-DD, UTC) the given number of days from today; negative is in the past. */
export const dateFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An enrollment of a user, department or company in a course, from today (UTC) unless given. */
export async function buildEnrollment(
  db: Database,
  tenantId: number,
  input: {
    courseId: number;
    companyId: number;
    enrollable: { type: 'user' | 'department' | 'company'; id: number };
    startDate?: string;
    endDate?: string | null;
    revoked?: boolean;
    /** Makes the enrollment recurring: a new one starts this many days after it ends. */
    recurAfterDays?: number;
  },
) {
  const [enrollment] = await db
    .insert(enrollments)
    .values({
      tenant_id: tenantId,
      course_id: input.courseId,
      company_id: input.companyId,
      enrollable_type: input.enrollable.type,
      enrollable_id: input.enrollable.id,
      start_date: input.startDate ?? new Date().toISOString().slice(0, 10),
      end_date: input.endDate ?? null,
      revoked_at: input.revoked ? new Date().toISOString() : null,
      is_recurring: input.recurAfterDays !== undefined,
      recur_after_days: input.recurAfterDays ?? null,
    })
    .returning();
  return enrollment;
}

/** A certificate of a user for a course, issued now and valid a year unless given. */
export async function buildCertificate(
  db: Database,
  tenantId: number,
  input: {
    userId: number;
    courseId: number;
    companyId?: number | null;
    title?: string;
    issuedAt?: Date;
    expiresAt?: Date | null;
  },
) {
  const issuedAt = input.issuedAt ?? new Date();
  const expiresAt =
    input.expiresAt === undefined ? new Date(issuedAt.getTime() + 365 * 86_400_000) : input.expiresAt;
  const [certificate] = await db
    .insert(certificates)
    .values({
      tenant_id: tenantId,
      user_id: input.userId,
      course_id: input.courseId,
      company_id: input.companyId ?? null,
      title: input.title ?? 'Certificate',
      issued_at: issuedAt.toISOString(),
      expires_at: expiresAt?.toISOString() ?? null,
    })
    .returning();
  return certificate;
}

/**
 * A learner's qualification (standing) in a course within a company: in progress unless given; a completed one
 * names its certificate. Written directly, as the examination flow would leave it.
 */
export async function buildQualification(
  db: Database,
  tenantId: number,
  input: {
    userId: number;
    courseId: number;
    companyId: number | null;
    status?: 'not_started' | 'in_progress' | 'completed' | 'expired';
    score?: number | null;
    courseVariantId?: number | null;
    certificateId?: number | null;
    completedAt?: Date | null;
    lastActiveAt?: Date | null;
  },
) {
  const [qualification] = await db
    .insert(qualifications)
    .values({
      tenant_id: tenantId,
      user_id: input.userId,
      course_id: input.courseId,
      company_id: input.companyId,
      status: input.status ?? 'in_progress',
      score: input.score ?? null,
      course_variant_id: input.courseVariantId ?? null,
      certificate_id: input.certificateId ?? null,
      completed_at: input.completedAt?.toISOString() ?? null,
      last_active_at: (input.lastActiveAt ?? input.completedAt ?? new Date()).toISOString(),
    })
    .returning();
  return qualification;
}
