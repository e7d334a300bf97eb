import { createBlocks, linkBlockLessons } from '../modules/blocks/index.ts';
import { createCourses, createCourseVariants, linkVariantLessons } from '../modules/courses/index.ts';
import { createLessons } from '../modules/lessons/index.ts';
import {
  createQuestionAlternatives,
  createQuestions,
  linkBlockQuestions,
} from '../modules/questions/index.ts';
import { demoCourses } from './content-courses.ts';
import { type DemoLanguageCode, demoLanguages } from './content-types.ts';
import type { SeedContext } from './seed-support.ts';

export type CatalogueIds = {
  courseIdByCode: Map<string, number>;
  /** Keyed by blockKey(key, language): each language has its own copy of a block. */
  blockIdByKey: Map<string, number>;
  /** The first lesson of each course's variants, by course code (the lessons that show the demo image). */
  firstLessonIdsByCode: Map<string, number[]>;
};

export const blockKey = (key: string, language: DemoLanguageCode) => `${key}/${language}`;

/**
 * The course tree: courses → one variant per language → lessons → blocks → questions → alternatives, plus the
 * ordered links between them. The tree is flattened one level at a time, so each table takes one call and
 * each row knows its parent by position in the level above.
 */
export async function insertCourses(context: SeedContext): Promise<CatalogueIds> {
  const { tx, tenantId, languageIds } = context;

  const courseIds = await createCourses(
    tx,
    tenantId,
    demoCourses.map((course) => ({
      name: course.name,
      ingress: course.ingress,
      body: course.body,
      code: course.code,
      is_public: true,
      duration: course.durationMinutes,
      certificate_valid_days: course.certificateValidDays,
    })),
  );

  const variantPlans = demoCourses.flatMap((course, courseIndex) =>
    demoLanguages.map(({ code: language }) => ({ course, courseIndex, language })),
  );
  const variantIds = await createCourseVariants(
    tx,
    tenantId,
    variantPlans.map(({ course, courseIndex, language }) => ({
      course_id: courseIds[courseIndex],
      language_id: languageIds[language],
      title: course.variant.title[language],
      summary: course.variant.summary[language],
      short_description: course.variant.shortDescription[language],
      body: course.variant.body[language],
      duration: course.durationMinutes,
      status: 'published' as const,
    })),
  );

  const lessonPlans = variantPlans.flatMap(({ course, language }, variantIndex) =>
    course.lessons.map((lesson, position) => ({ lesson, language, variantIndex, position })),
  );
  const lessonIds = await createLessons(
    tx,
    tenantId,
    lessonPlans.map(({ lesson, language }) => ({
      title: lesson.title[language],
      body: lesson.body[language],
      pass_mark: lesson.passMark,
      language_id: languageIds[language],
      blocks_at_random: lesson.blocksAtRandom ?? false,
      blocks_limit: lesson.blocksLimit ?? null,
    })),
  );

  const blockPlans = lessonPlans.flatMap(({ lesson, language }, lessonIndex) =>
    lesson.blocks.map((block, position) => ({ block, language, lessonIndex, position })),
  );
  const blockIds = await createBlocks(
    tx,
    tenantId,
    blockPlans.map(({ block, language }) => ({
      title: block.title[language],
      body: block.body[language],
      language_id: languageIds[language],
      questions_limit: block.questionsLimit ?? null,
    })),
  );

  const questionPlans = blockPlans.flatMap(({ block, language }, blockIndex) =>
    block.questions.map((question, position) => ({ question, language, blockIndex, position })),
  );
  const questionIds = await createQuestions(
    tx,
    tenantId,
    questionPlans.map(({ question, language }) => ({
      text: question.text[language],
      hint: question.hint?.[language] ?? null,
      language_id: languageIds[language],
    })),
  );

  // Sort orders count from 1.
  await createQuestionAlternatives(
    tx,
    tenantId,
    questionPlans.flatMap(({ question, language }, questionIndex) =>
      question.alternatives.map((alternative, position) => ({
        question_id: questionIds[questionIndex],
        text: alternative.text[language],
        sort_order: position + 1,
        is_correct: alternative.correct ? 1 : 0,
      })),
    ),
  );
  await linkBlockQuestions(
    tx,
    tenantId,
    questionPlans.map(({ blockIndex, position }, questionIndex) => ({
      block_id: blockIds[blockIndex],
      question_id: questionIds[questionIndex],
      sort_order: position + 1,
    })),
  );
  await linkBlockLessons(
    tx,
    tenantId,
    blockPlans.map(({ lessonIndex, position }, blockIndex) => ({
      block_id: blockIds[blockIndex],
      lesson_id: lessonIds[lessonIndex],
      sort_order: position + 1,
    })),
  );
  await linkVariantLessons(
    tx,
    tenantId,
    lessonPlans.map(({ variantIndex, position }, lessonIndex) => ({
      course_variant_id: variantIds[variantIndex],
      lesson_id: lessonIds[lessonIndex],
      sort_order: position + 1,
    })),
  );

  const firstLessonIdsByCode = new Map<string, number[]>();
  lessonPlans.forEach(({ variantIndex, position }, lessonIndex) => {
    if (position !== 0) return;
    const code = variantPlans[variantIndex].course.code;
    firstLessonIdsByCode.set(code, [...(firstLessonIdsByCode.get(code) ?? []), lessonIds[lessonIndex]]);
  });

  return {
    courseIdByCode: new Map(demoCourses.map((course, index) => [course.code, courseIds[index]])),
    blockIdByKey: new Map(
      blockPlans.flatMap(({ block, language }, index): [string, number][] =>
        block.key ? [[blockKey(block.key, language), blockIds[index]]] : [],
      ),
    ),
    firstLessonIdsByCode,
  };
}
