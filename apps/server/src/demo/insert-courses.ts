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
} from '../db/schema/index.ts';
import { demoCourses } from './content-courses.ts';
import { type DemoLanguageCode, demoLanguages } from './content-types.ts';
import { idsInPlanOrder, type SeedContext, withUuids } from './seed-support.ts';

export type CatalogueIds = {
  courseIdByCode: Map<string, number>;
  /** Keyed by blockKey(key, language): each language has its own copy of a block. */
  blockIdByKey: Map<string, number>;
};

export const blockKey = (key: string, language: DemoLanguageCode) => `${key}/${language}`;

/**
 * The course tree: courses → one variant per language → lessons → blocks → questions → alternatives, plus the
 * ordered links between them. The tree is flattened one level at a time, so each table takes one insert and
 * each row knows its parent by position in the level above.
 */
export async function insertCourses(context: SeedContext): Promise<CatalogueIds> {
  const { tx, tenantId, languageIds } = context;

  const coursePlans = withUuids(demoCourses.map((course) => ({ course })));
  const courseIds = idsInPlanOrder(
    coursePlans,
    await tx
      .insert(courses)
      .values(
        coursePlans.map(({ uuid, course }) => ({
          uuid,
          tenant_id: tenantId,
          name: course.name,
          ingress: course.ingress,
          body: course.body,
          code: course.code,
          is_public: true,
          duration: course.durationMinutes,
          certificate_valid_days: course.certificateValidDays,
        })),
      )
      .returning({ id: courses.id, uuid: courses.uuid }),
  );

  const variantPlans = withUuids(
    coursePlans.flatMap(({ course }, courseIndex) =>
      demoLanguages.map(({ code: language }) => ({ course, courseIndex, language })),
    ),
  );
  const variantIds = idsInPlanOrder(
    variantPlans,
    await tx
      .insert(courseVariants)
      .values(
        variantPlans.map(({ uuid, course, courseIndex, language }) => ({
          uuid,
          tenant_id: tenantId,
          course_id: courseIds[courseIndex],
          language_id: languageIds[language],
          title: course.variant.title[language],
          summary: course.variant.summary[language],
          short_description: course.variant.shortDescription[language],
          body: course.variant.body[language],
          duration: course.durationMinutes,
          status: 'published' as const,
        })),
      )
      .returning({ id: courseVariants.id, uuid: courseVariants.uuid }),
  );

  const lessonPlans = withUuids(
    variantPlans.flatMap(({ course, language }, variantIndex) =>
      course.lessons.map((lesson, position) => ({ lesson, language, variantIndex, position })),
    ),
  );
  const lessonIds = idsInPlanOrder(
    lessonPlans,
    await tx
      .insert(lessons)
      .values(
        lessonPlans.map(({ uuid, lesson, language }) => ({
          uuid,
          tenant_id: tenantId,
          title: lesson.title[language],
          body: lesson.body[language],
          pass_mark: lesson.passMark,
          language_id: languageIds[language],
          blocks_at_random: lesson.blocksAtRandom ?? false,
          blocks_limit: lesson.blocksLimit ?? null,
        })),
      )
      .returning({ id: lessons.id, uuid: lessons.uuid }),
  );

  const blockPlans = withUuids(
    lessonPlans.flatMap(({ lesson, language }, lessonIndex) =>
      lesson.blocks.map((block, position) => ({ block, language, lessonIndex, position })),
    ),
  );
  const blockIds = idsInPlanOrder(
    blockPlans,
    await tx
      .insert(blocks)
      .values(
        blockPlans.map(({ uuid, block, language }) => ({
          uuid,
          tenant_id: tenantId,
          title: block.title[language],
          body: block.body[language],
          language_id: languageIds[language],
          questions_limit: block.questionsLimit ?? null,
        })),
      )
      .returning({ id: blocks.id, uuid: blocks.uuid }),
  );

  const questionPlans = withUuids(
    blockPlans.flatMap(({ block, language }, blockIndex) =>
      block.questions.map((question, position) => ({ question, language, blockIndex, position })),
    ),
  );
  const questionIds = idsInPlanOrder(
    questionPlans,
    await tx
      .insert(questions)
      .values(
        questionPlans.map(({ uuid, question, language }) => ({
          uuid,
          tenant_id: tenantId,
          text: question.text[language],
          hint: question.hint?.[language] ?? null,
          language_id: languageIds[language],
        })),
      )
      .returning({ id: questions.id, uuid: questions.uuid }),
  );

  // Nothing refers to the rows below, so they need no ids back. Sort orders count from 1.
  await tx.insert(questionAlternatives).values(
    questionPlans.flatMap(({ question, language }, questionIndex) =>
      question.alternatives.map((alternative, position) => ({
        tenant_id: tenantId,
        question_id: questionIds[questionIndex],
        text: alternative.text[language],
        sort_order: position + 1,
        is_correct: alternative.correct ? 1 : 0,
      })),
    ),
  );
  await tx.insert(blockQuestions).values(
    questionPlans.map(({ blockIndex, position }, questionIndex) => ({
      tenant_id: tenantId,
      block_id: blockIds[blockIndex],
      question_id: questionIds[questionIndex],
      sort_order: position + 1,
    })),
  );
  await tx.insert(blockLessons).values(
    blockPlans.map(({ lessonIndex, position }, blockIndex) => ({
      tenant_id: tenantId,
      block_id: blockIds[blockIndex],
      lesson_id: lessonIds[lessonIndex],
      sort_order: position + 1,
    })),
  );
  await tx.insert(courseVariantLessons).values(
    lessonPlans.map(({ variantIndex, position }, lessonIndex) => ({
      tenant_id: tenantId,
      course_variant_id: variantIds[variantIndex],
      lesson_id: lessonIds[lessonIndex],
      sort_order: position + 1,
    })),
  );

  return {
    courseIdByCode: new Map(coursePlans.map(({ course }, index) => [course.code, courseIds[index]])),
    blockIdByKey: new Map(
      blockPlans.flatMap(({ block, language }, index): [string, number][] =>
        block.key ? [[blockKey(block.key, language), blockIds[index]]] : [],
      ),
    ),
  };
}
