import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, lessons, questions } from '../../db/schema/content.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildBlock } from '../../test/catalogue-factories.ts';
import { buildCourse, buildEnrollment } from '../../test/content-factories.ts';
import { demoRows } from '../enrollments/learning-test-support.ts';
import { demoTokens, type Role, requests } from './content-test-support.ts';

let t: TestApp;
let tokens: Record<Role, string>;
let http: ReturnType<typeof requests>;
let course: Awaited<ReturnType<typeof buildCourse>>;

const variant = (code: 'en' | 'nb') => course.variants.find((entry) => entry.language.code === code)!;

/**
 * A course in English and Norwegian whose Norwegian variant still holds English content: its second lesson is
 * English, its first lesson has an English block with one question, one of the first lesson's own Norwegian
 * questions was left in English, and a block without a language (neutral, not listed).
 */
beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t);
  http = requests(t);
  const { tenantId, nordlys } = await demoRows(t.db);
  course = await buildCourse(t.db, tenantId, { languages: ['en', 'nb'] });
  // Nordlys' people (learner@, manager@) read the course, so they are shown the variant itself.
  await buildEnrollment(t.db, tenantId, {
    courseId: course.course.id,
    companyId: nordlys.id,
    enrollable: { type: 'company', id: nordlys.id },
  });
  const english = variant('en').language;
  const [first, second] = variant('nb').lessons;
  await t.db.update(lessons).set({ language_id: english.id }).where(eq(lessons.id, second.lesson.id));
  await t.db
    .update(questions)
    .set({ language_id: english.id })
    .where(eq(questions.id, first.questions[1].question.id));
  await buildBlock(t.db, tenantId, {
    lessonId: first.lesson.id,
    sortOrder: 1,
    languageId: english.id,
    questions: 1,
  });
  await buildBlock(t.db, tenantId, { lessonId: first.lesson.id, sortOrder: 2, languageId: null });
});
afterAll(() => t.close());

const gapsOf = async (token: string, id: number) => {
  const response = await http.get(token, `/api/v1/course-variants/${id}?with=language_gaps`);
  expect(response.statusCode).toBe(200);
  return response.json().data.item.language_gaps;
};

describe('course-variants with=language_gaps', () => {
  it('lists the lessons, blocks and questions in another language than the variant, in reading order', async () => {
    const [first, second] = variant('nb').lessons;
    const englishBlock = (
      await t.db
        .select()
        .from(blocks)
        .where(eq(blocks.language_id, variant('en').language.id))
    ).find((block) => block.title.startsWith('Block '))!;
    const gaps = await gapsOf(tokens.admin, variant('nb').variant.id);
    expect(gaps.count).toBe(4);
    expect(gaps.items.map((item: { kind: string; id: number }) => [item.kind, item.id])).toEqual([
      ['question', first.questions[1].question.id],
      ['block', englishBlock.id],
      ['question', expect.any(Number)],
      ['lesson', second.lesson.id],
    ]);
    expect(gaps.items[0]).toMatchObject({
      lesson_id: first.lesson.id,
      block_id: first.block.id,
      label: first.questions[1].question.text,
      language: { code: 'en', name: variant('en').language.name },
    });
    expect(gaps.items[1]).toMatchObject({
      lesson_id: first.lesson.id,
      block_id: null,
      label: englishBlock.title,
    });
    expect(gaps.items[3]).toMatchObject({ lesson_id: second.lesson.id, block_id: null });
    // The English variant holds only English content.
    expect(await gapsOf(tokens.admin, variant('en').variant.id)).toEqual({ count: 0, items: [] });
  });

  it('is for authors only: readers of the variant get null', async () => {
    for (const role of ['manager', 'learner'] as const)
      expect(await gapsOf(tokens[role], variant('nb').variant.id)).toBeNull();
  });
});
