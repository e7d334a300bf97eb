import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockLessons, blocks, lessons } from '../../db/schema/content.ts';
import { examinationQuestions, examinations } from '../../db/schema/learning.ts';
import { companies } from '../../db/schema/tenancy.ts';
import { buildTestApp, createTestClock, type TestApp } from '../../test/build-test-app.ts';
import { buildBlock, buildMultipleChoiceQuestion } from '../../test/catalogue-factories.ts';
import { buildCourse, buildEnrollment } from '../../test/content-factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';
import { answerKey, quiz, takeLesson } from '../learning/learning-test-support.ts';

let t: TestApp;
let tokens: Record<DemoRole, string>;
let http: ReturnType<typeof quiz>;
const clock = createTestClock();

type BuiltCourse = Awaited<ReturnType<typeof buildCourse>>;
/**
 * The courses these quizzes are drawn from. `service` (English and Norwegian, two lessons) is for learner@
 * alone; its first English lesson holds a question with several correct alternatives beside single-answer
 * ones. `drawn` (English) is for all of Nordlys: its first lesson has a block of 4 questions that draws 2, its
 * second draws 2 of its 4 blocks at random.
 */
let service: BuiltCourse;
let drawn: BuiltCourse;
let limitedBlockId: number;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  tokens = await demoTokens(t.db);
  http = quiz(t);
  const demo = await demoRows(t.db);
  const tenantId = demo.tenantId;
  service = await buildCourse(t.db, tenantId, { languages: ['en', 'nb'] });
  const serviceFirst = service.variants[0].lessons[0];
  await buildMultipleChoiceQuestion(t.db, tenantId, {
    languageId: serviceFirst.lesson.language_id,
    blockId: serviceFirst.block.id,
    sortOrder: serviceFirst.questions.length,
  });
  await buildEnrollment(t.db, tenantId, {
    courseId: service.course.id,
    companyId: demo.nordlys.id,
    enrollable: { type: 'user', id: demo.user('learner').id },
  });

  drawn = await buildCourse(t.db, tenantId, { lessons: 2 });
  const [first, second] = drawn.variants[0].lessons.map((entry) => entry.lesson);
  const languageId = first.language_id;
  limitedBlockId = (
    await buildBlock(t.db, tenantId, {
      languageId,
      lessonId: first.id,
      sortOrder: 1,
      questions: 4,
      questionsLimit: 2,
    })
  ).block.id;
  for (let index = 1; index <= 3; index += 1)
    await buildBlock(t.db, tenantId, { languageId, lessonId: second.id, sortOrder: index, questions: 1 });
  await t.db
    .update(lessons)
    .set({ blocks_at_random: true, blocks_limit: 2 })
    .where(eq(lessons.id, second.id));
  await buildEnrollment(t.db, tenantId, {
    courseId: drawn.course.id,
    companyId: demo.nordlys.id,
    enrollable: { type: 'company', id: demo.nordlys.id },
  });
});
afterAll(() => t.close());

/** A built course's variant in a language with its lessons as they are now stored, in order. */
async function variantWithLessons(built: BuiltCourse, language: 'en' | 'nb') {
  const { variant, lessons: entries } = built.variants.find((entry) => entry.language.code === language)!;
  const rows = [];
  for (const entry of entries)
    rows.push((await t.db.select().from(lessons).where(eq(lessons.id, entry.lesson.id)))[0]);
  return { variant, lessons: rows };
}

describe('starting an examination', () => {
  it('draws the lesson’s questions, shows them without the correct answers, and knows the neighbours', async () => {
    const cs = await variantWithLessons(service, 'en');
    const response = await http.start(tokens.learner, cs.lessons[0].uuid, cs.variant.uuid);
    expect(response.statusCode).toBe(201);
    const item = response.json().data.item;
    expect(item).toMatchObject({
      state: 'open',
      header: cs.lessons[0].title,
      pass_mark: cs.lessons[0].pass_mark,
      success: null,
      ended_at: null,
      previous_lesson: null,
      next_lesson: { id: cs.lessons[1].id, title: cs.lessons[1].title },
      abilities: { view: true, answer: true, submit: true },
    });
    expect(new Date(item.expires_at).getTime() - new Date(item.begun_at).getTime()).toBe(
      cs.lessons[0].time_limit_minutes * 60_000,
    );
    expect(item.questions.length).toBeGreaterThan(0);
    for (const question of item.questions) {
      expect(question.alternatives.length).toBeGreaterThan(1);
      expect(typeof question.multiple_correct_alternatives).toBe('boolean');
      expect(question.selected_alternative_ids).toEqual([]);
    }
    // Correct answers never reach the browser before submission.
    expect(response.body).not.toContain('is_correct');
    expect(response.body).not.toContain('correctIds');
    const again = await http.get(tokens.learner, item.uuid);
    expect(again.statusCode).toBe(200);
    expect(again.body).not.toContain('is_correct');
    expect(again.json().data.item.questions).toHaveLength(item.questions.length);
  });

  it('respects a block’s questions_limit and a lesson’s blocks_limit, drawing at random', async () => {
    const ws = await variantWithLessons(drawn, 'en');
    // Lesson 1 has a block with more questions than its limit.
    const limited = await t.db
      .select({ id: blocks.id, limit: blocks.questions_limit })
      .from(blockLessons)
      .innerJoin(blocks, eq(blocks.id, blockLessons.block_id))
      .where(eq(blockLessons.lesson_id, ws.lessons[0].id));
    const limitedBlock = limited.find((block) => block.limit !== null)!;
    expect(limitedBlock).toEqual({ id: limitedBlockId, limit: 2 });
    // Lesson 2 draws 2 of its blocks at random.
    expect(ws.lessons[1]).toMatchObject({ blocks_at_random: true, blocks_limit: 2 });
    const lessonTwoBlocks = await t.db
      .select({ id: blockLessons.block_id })
      .from(blockLessons)
      .where(eq(blockLessons.lesson_id, ws.lessons[1].id));
    expect(lessonTwoBlocks.length).toBeGreaterThan(2);

    const firstDraws = new Set<string>();
    const blockDraws = new Set<string>();
    for (let round = 0; round < 8; round++) {
      const one = (await http.start(tokens.learner, ws.lessons[0].id, ws.variant.id)).json().data.item;
      const ofLimited = one.questions.filter(
        (question: { block_id: number }) => question.block_id === limitedBlock.id,
      );
      expect(ofLimited).toHaveLength(2);
      firstDraws.add(ofLimited.map((question: { id: number }) => question.id).join(','));
      const two = (await http.start(tokens.learner, ws.lessons[1].id, ws.variant.id)).json().data.item;
      const drawnBlocks = new Set(two.questions.map((question: { block_id: number }) => question.block_id));
      expect(drawnBlocks.size).toBe(2);
      blockDraws.add([...drawnBlocks].sort().join(','));
    }
    // Different draws happen (8 rounds make a single repeated draw vanishingly unlikely).
    expect(firstDraws.size).toBeGreaterThan(1);
    expect(blockDraws.size).toBeGreaterThan(1);
  });

  it('refuses a learner who is not enrolled, a lesson of another variant and another learner’s examination', async () => {
    const cs = await variantWithLessons(service, 'en');
    const refused = await http.start(tokens.fjordLearner, cs.lessons[0].id, cs.variant.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toMatch(/not enrolled|ikke påmeldt/);
    const ws = await variantWithLessons(drawn, 'en');
    const wrongLesson = await http.start(tokens.learner, ws.lessons[0].id, cs.variant.id);
    expect(wrongLesson.statusCode).toBe(422);
    expect(wrongLesson.json().errors.lesson).toBeDefined();

    const own = (await http.start(tokens.learner, cs.lessons[0].id, cs.variant.id)).json().data.item;
    expect((await http.get(tokens.fjordLearner, own.uuid)).statusCode).toBe(404);
    expect((await http.answer(tokens.multi, own.uuid, own.questions[0].id, [])).statusCode).toBe(404);
    expect((await http.submit(tokens.multi, own.uuid)).statusCode).toBe(404);
    expect((await http.results(tokens.fjordLearner, own.uuid)).statusCode).toBe(404);
    // A manager of the company may read it (reports), but without the questions.
    const asManager = await http.get(tokens.manager, own.uuid);
    expect(asManager.statusCode).toBe(200);
    expect(asManager.json().data.item.questions).toBeNull();
  });

  it('sends the several-answers note only when the company asks for it', async () => {
    const demo = await demoRows(t.db);
    const cs = await variantWithLessons(service, 'en');
    await t.db
      .update(companies)
      .set({ settings: { ...demo.nordlys.settings, show_multiple_correct_hint: false } })
      .where(eq(companies.id, demo.nordlys.id));
    const item = (await http.start(tokens.learner, cs.lessons[0].id, cs.variant.id)).json().data.item;
    for (const question of item.questions)
      expect(question).not.toHaveProperty('multiple_correct_alternatives');
    await t.db
      .update(companies)
      .set({ settings: demo.nordlys.settings })
      .where(eq(companies.id, demo.nordlys.id));
  });
});

describe('answering and grading', () => {
  it('saves answers, grades single and multiple correct questions (a partial selection is wrong)', async () => {
    const cs = await variantWithLessons(service, 'en');
    const item = (await http.start(tokens.learner, cs.lessons[0].id, cs.variant.id)).json().data.item;
    const key = await answerKey(t.db, item.uuid);
    const single = key.find((question) => question.correct.length === 1)!;
    const multiple = key.find((question) => question.correct.length > 1)!;
    expect(single && multiple).toBeTruthy();
    const saved = await http.answer(tokens.learner, item.uuid, single.question_id, single.correct);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.item).toEqual({
      question_id: single.question_id,
      selected_alternative_ids: single.correct,
    });
    // Replaced, with POST as well as PUT.
    expect(
      (
        await http.answer(
          tokens.learner,
          item.uuid,
          multiple.question_id,
          multiple.correct.slice(0, 1),
          'POST',
        )
      ).statusCode,
    ).toBe(200);
    const reread = (await http.get(tokens.learner, item.uuid)).json().data.item;
    const rereadSingle = reread.questions.find(
      (question: { id: number }) => question.id === single.question_id,
    );
    expect(rereadSingle.selected_alternative_ids).toEqual(single.correct);
    expect(
      reread.questions.find((question: { id: number }) => question.id === multiple.question_id)
        .multiple_correct_alternatives,
    ).toBe(true);

    const submitted = await http.submit(tokens.learner, item.uuid);
    expect(submitted.statusCode).toBe(200);
    const results = submitted.json().data.item;
    const byId = new Map(
      results.questions.map((question: { id: number; correct: boolean }) => [question.id, question.correct]),
    );
    expect(byId.get(single.question_id)).toBe(true);
    expect(byId.get(multiple.question_id)).toBe(false);
    expect(results.total).toBe(key.length);
    expect(results.correct).toBe(1);
    expect(results.score).toBe(Math.round(100 / key.length));
    expect(results.success).toBe(false);
    expect(results.course_completed).toBe(false);
    expect(submitted.body).not.toContain('is_correct');
    const stored = (await t.db.select().from(examinations).where(eq(examinations.uuid, item.uuid)))[0];
    expect(stored).toMatchObject({ score: results.score, success: false });
    expect(stored.ended_at).not.toBeNull();
  });

  it('passes at exactly the pass mark and fails one below', async () => {
    const cs = await variantWithLessons(service, 'en');
    for (const [offset, success] of [
      [0, true],
      [1, false],
    ] as const) {
      const item = (await http.start(tokens.learner, cs.lessons[1].id, cs.variant.id)).json().data.item;
      const key = await answerKey(t.db, item.uuid);
      const rightOnes = key.length - 1;
      const score = Math.round((100 * rightOnes) / key.length);
      await t.db
        .update(examinations)
        .set({ pass_mark: score + offset })
        .where(eq(examinations.uuid, item.uuid));
      const answers = key.map((question, index) => ({
        question_id: question.question_id,
        alternative_ids: index === 0 ? question.wrong.slice(0, 1) : question.correct,
      }));
      const results = (await http.submit(tokens.learner, item.uuid, answers)).json().data.item;
      expect(results).toMatchObject({ score, pass_mark: score + offset, success });
    }
  });

  it('refuses a second submission, answers after it, foreign questions and alternatives', async () => {
    const cs = await variantWithLessons(service, 'en');
    const first = (await http.start(tokens.learner, cs.lessons[0].id, cs.variant.id)).json().data.item;
    const second = (await http.start(tokens.learner, cs.lessons[1].id, cs.variant.id)).json().data.item;
    const firstKey = await answerKey(t.db, first.uuid);
    const secondKey = await answerKey(t.db, second.uuid);
    // A question of another examination.
    const foreign = await http.answer(
      tokens.learner,
      first.uuid,
      secondKey[0].question_id,
      secondKey[0].correct,
    );
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.question_id).toBeDefined();
    // An alternative of another question.
    const wrongAlternative = await http.answer(
      tokens.learner,
      first.uuid,
      firstKey[0].question_id,
      firstKey[1].correct,
    );
    expect(wrongAlternative.statusCode).toBe(422);
    expect(wrongAlternative.json().errors.alternative_ids).toBeDefined();
    // Bad body.
    expect((await http.answer(tokens.learner, first.uuid, -1, [])).statusCode).toBe(422);

    expect((await http.results(tokens.learner, first.uuid)).statusCode).toBe(409);
    expect((await http.submit(tokens.learner, first.uuid)).statusCode).toBe(200);
    const twice = await http.submit(tokens.learner, first.uuid);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/already been submitted/);
    const late = await http.answer(tokens.learner, first.uuid, firstKey[0].question_id, firstKey[0].correct);
    expect(late.statusCode).toBe(409);
    const reread = (await http.get(tokens.learner, first.uuid)).json().data.item;
    expect(reread).toMatchObject({ state: 'submitted', abilities: { answer: false, submit: false } });
    expect(reread.report).toMatchObject({ total: firstKey.length });
    const results = await http.results(tokens.learner, first.uuid);
    expect(results.statusCode).toBe(200);
    expect(results.json().data.item).toMatchObject({
      lesson: { id: cs.lessons[0].id },
      next_lesson: { id: cs.lessons[1].id },
    });
  });

  it('closes an examination past its time limit as failed', async () => {
    const cs = await variantWithLessons(service, 'en');
    const item = (await http.start(tokens.learner, cs.lessons[0].id, cs.variant.id)).json().data.item;
    const key = await answerKey(t.db, item.uuid);
    await http.submit(tokens.learner, item.uuid, []); // nothing: just to prove a fresh one is open
    const open = (await http.start(tokens.learner, cs.lessons[0].id, cs.variant.id)).json().data.item;
    const openKey = await answerKey(t.db, open.uuid);
    for (const question of openKey)
      await http.answer(tokens.learner, open.uuid, question.question_id, question.correct);
    const minutes = (await t.db.select().from(lessons).where(eq(lessons.id, cs.lessons[0].id)))[0]
      .time_limit_minutes;
    clock.set(new Date(clock.now().getTime() + (minutes + 1) * 60_000));
    try {
      expect((await http.get(tokens.learner, open.uuid)).json().data.item.state).toBe('expired');
      const late = await http.answer(tokens.learner, open.uuid, openKey[0].question_id, openKey[0].correct);
      expect(late.statusCode).toBe(422);
      expect(late.json().message).toMatch(/time limit/);
      const submitted = await http.submit(tokens.learner, open.uuid);
      expect(submitted.statusCode).toBe(422);
      const [stored] = await t.db.select().from(examinations).where(eq(examinations.uuid, open.uuid));
      expect(stored).toMatchObject({ success: false, score: 100 });
      expect(new Date(stored.ended_at!).getTime()).toBe(new Date(stored.expires_at).getTime());
      const results = (await http.results(tokens.learner, open.uuid)).json().data.item;
      expect(results).toMatchObject({ expired: true, success: false });
      expect((await http.submit(tokens.learner, open.uuid)).statusCode).toBe(409);
    } finally {
      clock.set(new Date());
    }
    expect(key.length).toBeGreaterThan(0);
  });

  it('keeps retakes unlimited and stores the drawn questions in order', async () => {
    const cs = await variantWithLessons(service, 'nb');
    const { uuid, submitted } = await takeLesson(t, tokens.learner, cs.lessons[0].id, cs.variant.id, false);
    expect(submitted.json().data.item.success).toBe(false);
    const retake = await takeLesson(t, tokens.learner, cs.lessons[0].id, cs.variant.id, true);
    expect(retake.submitted.json().data.item).toMatchObject({ success: true, score: 100 });
    const [row] = await t.db.select().from(examinations).where(eq(examinations.uuid, uuid));
    const drawn = await t.db
      .select()
      .from(examinationQuestions)
      .where(eq(examinationQuestions.examination_id, row.id));
    expect(drawn.map((question) => question.sort_order).sort((a, b) => a - b)).toEqual(
      drawn.map((_, index) => index + 1),
    );
  });
});
