import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockQuestions, questionAlternatives, questions } from '../../db/schema/content.ts';
import { abilitiesFor } from '../../platform/policy/define-policy.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildMultipleChoiceQuestion } from '../../test/catalogue-factories.ts';
import { buildCourse, buildEnrollment } from '../../test/content-factories.ts';
import { actorFor, demoTokens, itemsOf, type Role, requests } from '../courses/content-test-support.ts';
import { demoRows } from '../enrollments/learning-test-support.ts';
import { questionAlternativePolicy, questionPolicy } from './questions.policy.ts';

let t: TestApp;
let tokens: Record<Role, string>;
let http: ReturnType<typeof requests>;

/**
 * A course of the test's own for learner@: one lesson with one block, whose questions are single-answer ones
 * and one with several correct alternatives (with a hint).
 */
let built: Awaited<ReturnType<typeof buildCourse>>;
let multipleId: number;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t);
  http = requests(t);
  const demo = await demoRows(t.db);
  built = await buildCourse(t.db, demo.tenantId, { lessons: 1 });
  const [{ lesson, block, questions: singles }] = built.variants[0].lessons;
  const multiple = await buildMultipleChoiceQuestion(t.db, demo.tenantId, {
    text: 'Which of these are safe?',
    languageId: lesson.language_id,
    blockId: block.id,
    sortOrder: singles.length,
  });
  multipleId = multiple.question.id;
  await t.db.update(questions).set({ hint: 'More than one.' }).where(eq(questions.id, multipleId));
  await buildEnrollment(t.db, demo.tenantId, {
    courseId: built.course.id,
    companyId: demo.nordlys.id,
    enrollable: { type: 'user', id: demo.user('learner').id },
  });
});
afterAll(() => t.close());

/** The built question with more than one correct alternative, and one with exactly one, as now stored. */
async function builtQuestions() {
  const singleId = built.variants[0].lessons[0].questions[0].question.id;
  const rows = await t.db
    .select()
    .from(questions)
    .where(inArray(questions.id, [multipleId, singleId]));
  return {
    multiple: rows.find((row) => row.id === multipleId)!,
    single: rows.find((row) => row.id === singleId)!,
  };
}

async function alternativesOf(questionId: number) {
  return t.db
    .select()
    .from(questionAlternatives)
    .where(eq(questionAlternatives.question_id, questionId))
    .orderBy(asc(questionAlternatives.sort_order));
}

describe('questions: administrators only', () => {
  it('gives each role the ability map its role allows', async () => {
    const { single } = await builtQuestions();
    const none = { view: false, update: false, delete: false, clone: false };
    const all = { view: true, update: true, delete: true, clone: true };
    for (const role of ['learner', 'manager', 'fjord.manager'] as const) {
      // Not even the list: questions hold the answers.
      expect((await http.get(tokens[role], '/api/v1/questions')).statusCode).toBe(403);
      expect((await http.get(tokens[role], `/api/v1/questions/${single.uuid}`)).statusCode).toBe(404);
      expect((await http.get(tokens[role], '/api/v1/question_alternatives')).statusCode).toBe(403);
      const actor = await actorFor(t, tokens[role]);
      expect(abilitiesFor(questionPolicy, actor, single as never)).toEqual(none);
      expect(abilitiesFor(questionAlternativePolicy, actor, single as never)).toEqual(none);
    }
    for (const role of ['admin', 'super'] as const) {
      expect(
        (await http.get(tokens[role], `/api/v1/questions/${single.uuid}`)).json().data.item.abilities,
      ).toEqual(all);
    }
  });

  it('never lets a learner receive is_correct, wherever they look', async () => {
    const { course, variants } = built;
    const [{ variant, lessons: builtLessons }] = variants;
    const [{ lesson, block }] = builtLessons;
    const lessons = itemsOf(
      await http.get(tokens.learner, `/api/v1/lessons?per_page=100&with=blocks,course_variants`),
    );
    expect(lessons.map((entry) => entry.uuid)).toContain(lesson.uuid);
    const blocks = await http.get(
      tokens.learner,
      '/api/v1/blocks?per_page=100&with=questions,passports,lessons,knowledge_base',
    );
    expect(itemsOf(blocks).map((entry) => entry.uuid)).toContain(block.uuid);
    const urls = [
      `/api/v1/courses/${course.uuid}?with=variants,related`,
      `/api/v1/course-variants/${variant.uuid}?with=lessons`,
      `/api/v1/lessons/${lesson.uuid}?with=blocks`,
      `/api/v1/blocks/${block.uuid}?with=questions`,
      '/api/v1/block-lessons?per_page=100',
      '/api/v1/questions',
      '/api/v1/question_alternatives',
    ];
    expect(blocks.body).not.toContain('is_correct');
    for (const url of urls) {
      const response = await http.get(tokens.learner, url);
      expect(response.body, url).not.toContain('is_correct');
    }
  });

  it('shows admins questions with their alternatives and whether several are correct', async () => {
    const { multiple, single } = await builtQuestions();
    const many = (await http.get(tokens.admin, `/api/v1/questions/${multiple.id}?with=blocks`)).json().data
      .item;
    expect(many).toMatchObject({
      text: multiple.text,
      multiple_correct_alternatives: true,
      alternatives_count: many.alternatives.length,
    });
    expect(many.alternatives.map((alternative: { id: number }) => alternative.id)).toEqual(
      (await alternativesOf(multiple.id)).map((row) => row.id),
    );
    expect(many.alternatives[0]).toHaveProperty('is_correct');
    expect(many.blocks.length).toBeGreaterThan(0);
    expect(many).not.toHaveProperty('correct_alternatives_count');
    const one = (await http.get(tokens.admin, `/api/v1/questions/${single.uuid}`)).json().data.item;
    expect(one.multiple_correct_alternatives).toBe(false);
  });
});

describe('questions: authoring', () => {
  it('creates a question with alternatives inside a block, updates and deletes it', async () => {
    const link = { block_id: built.variants[0].lessons[0].block.id };
    const created = await http.send(tokens.admin, 'POST', '/api/v1/questions', {
      text: 'Which are fruits?',
      hint: 'Trees grow them.',
      block_id: link.block_id,
      alternatives: [
        { text: 'Apple', is_correct: true },
        { text: 'Pear', is_correct: 1 },
        { text: 'Stone', is_correct: false },
      ],
    });
    expect(created.statusCode).toBe(201);
    const item = created.json().data.item;
    expect(item).toMatchObject({
      text: 'Which are fruits?',
      hint: 'Trees grow them.',
      alternatives_count: 3,
      multiple_correct_alternatives: true,
    });
    expect((await alternativesOf(item.id)).map((row) => [row.text, row.sort_order, row.is_correct])).toEqual([
      ['Apple', 1, 1],
      ['Pear', 2, 1],
      ['Stone', 3, 0],
    ]);
    const links = await t.db
      .select()
      .from(blockQuestions)
      .where(eq(blockQuestions.block_id, link.block_id))
      .orderBy(asc(blockQuestions.sort_order));
    expect(links.at(-1)?.question_id).toBe(item.id);

    const updated = await http.send(tokens.admin, 'PATCH', `/api/v1/questions/${item.uuid}`, {
      text: 'Which are fruit?',
      hint: null,
    });
    expect(updated.json().data.item).toMatchObject({ text: 'Which are fruit?', hint: null });
    const [row] = await t.db.select().from(questions).where(eq(questions.id, item.id));
    expect(row).toMatchObject({ text: 'Which are fruit?', hint: null });

    expect((await http.send(tokens.admin, 'DELETE', `/api/v1/questions/${item.uuid}`)).statusCode).toBe(200);
    expect(await t.db.select().from(questions).where(eq(questions.id, item.id))).toHaveLength(0);
    expect(await alternativesOf(item.id)).toHaveLength(0);
  });

  it('refuses non-admins and bad input without writing', async () => {
    const before = (await t.db.select().from(questions)).length;
    expect(
      (await http.send(tokens.learner, 'POST', '/api/v1/questions', { text: 'Q?', language_id: 'en' }))
        .statusCode,
    ).toBe(403);
    const missing = await http.send(tokens.admin, 'POST', '/api/v1/questions', {
      text: '',
      language_id: 'en',
      answer: 'x',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      text: ['Text is required.'],
      answer: ['This field is not allowed.'],
    });
    const badAlternative = await http.send(tokens.admin, 'POST', '/api/v1/questions', {
      text: 'Q?',
      language_id: 'en',
      alternatives: [{ text: '' }],
    });
    expect(badAlternative.json().errors).toEqual({ 'alternatives.0.text': ['Text is required.'] });
    const noLanguage = await http.send(tokens.admin, 'POST', '/api/v1/questions', { text: 'Q?' });
    expect(noLanguage.json().errors).toEqual({ language_id: ['Language is required.'] });
    expect((await t.db.select().from(questions)).length).toBe(before);
  });

  it('clones a question with copies of its alternatives', async () => {
    const { multiple } = await builtQuestions();
    const cloned = await http.send(tokens.admin, 'POST', `/api/v1/questions/${multiple.id}/clone`, {
      change_attributes: { text: 'Copied question' },
    });
    expect(cloned.statusCode).toBe(201);
    const copy = cloned.json().data.item;
    expect(copy).toMatchObject({
      text: 'Copied question',
      hint: multiple.hint,
      language_id: multiple.language_id,
      multiple_correct_alternatives: true,
    });
    const original = await alternativesOf(multiple.id);
    const copied = await alternativesOf(copy.id);
    expect(copied.map((row) => [row.text, row.sort_order, row.is_correct])).toEqual(
      original.map((row) => [row.text, row.sort_order, row.is_correct]),
    );
    expect(copied.map((row) => row.id)).not.toEqual(original.map((row) => row.id));
    expect(cloned.json().data.meta.message).toBe('Question copied.');
  });
});

describe('question alternatives', () => {
  it('lets an admin create, update, clone and delete an alternative', async () => {
    const { single } = await builtQuestions();
    const existing = await alternativesOf(single.id);
    const created = await http.send(tokens.admin, 'POST', '/api/v1/question_alternatives', {
      question_id: single.uuid,
      text: 'Also right',
      is_correct: '1',
    });
    expect(created.statusCode).toBe(201);
    const item = created.json().data.item;
    expect(item).toMatchObject({
      question_id: single.id,
      text: 'Also right',
      is_correct: 1,
      sort_order: Math.max(...existing.map((row) => row.sort_order)) + 1,
      question: { uuid: single.uuid },
    });
    expect(
      (await http.get(tokens.admin, `/api/v1/questions/${single.id}`)).json().data.item
        .multiple_correct_alternatives,
    ).toBe(true);

    const updated = await http.send(tokens.admin, 'PATCH', `/api/v1/question_alternatives/${item.id}`, {
      is_correct: false,
      text: 'Wrong after all',
    });
    expect(updated.json().data.item).toMatchObject({ is_correct: 0, text: 'Wrong after all' });

    const cloned = await http.send(tokens.admin, 'POST', `/api/v1/question_alternatives/${item.uuid}/clone`, {
      change_attributes: { text: 'Copy' },
    });
    expect(cloned.statusCode).toBe(201);
    expect(cloned.json().data.item).toMatchObject({
      question_id: single.id,
      text: 'Copy',
      is_correct: 0,
      sort_order: item.sort_order + 1,
    });

    const listed = itemsOf(
      await http.get(tokens.admin, `/api/v1/question_alternatives?filter[question]=${single.uuid}`),
    );
    expect(listed.map((row) => row.text)).toEqual([
      ...existing.map((row) => row.text),
      'Wrong after all',
      'Copy',
    ]);

    expect(
      (await http.send(tokens.admin, 'DELETE', `/api/v1/question_alternatives/${item.uuid}`)).statusCode,
    ).toBe(200);
    expect(
      await t.db.select().from(questionAlternatives).where(eq(questionAlternatives.id, item.id)),
    ).toHaveLength(0);
    expect(
      (
        await http.send(tokens.learner, 'PATCH', `/api/v1/question_alternatives/${existing[0].id}`, {
          text: 'Hacked',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('updates several alternatives at once, all or nothing', async () => {
    const { single } = await builtQuestions();
    const alternatives = await alternativesOf(single.id);
    const ids = alternatives.map((row) => row.id);
    const snapshot = async () =>
      (await t.db.select().from(questionAlternatives).where(inArray(questionAlternatives.id, ids)))
        .map((row) => [row.id, row.text, row.sort_order, row.is_correct])
        .sort();
    const before = await snapshot();
    const patch = (token: string, path: string, body: unknown) =>
      http.send(token, 'PATCH', `/api/v1/question_alternatives/${path}`, body);

    // One bad item: nothing changes.
    const invalid = await patch(
      tokens.admin,
      ids.join(','),
      alternatives.map((row, index) => ({ id: row.id, text: index === 1 ? '' : `Changed ${index}` })),
    );
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ '1.text': ['Text is required.'] });
    // Ids in the path that the body does not name.
    const mismatch = await patch(tokens.admin, ids.join(','), [{ id: ids[0], text: 'Changed' }]);
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ ids: ['The items sent do not match the ids in the address.'] });
    // An id of nothing in the tenant.
    const unknown = await patch(tokens.admin, `${ids[0]},999999`, [
      { id: ids[0], text: 'Changed' },
      { id: 999999, text: 'Ghost' },
    ]);
    expect(unknown.statusCode).toBe(404);
    const unknownField = await patch(tokens.admin, `${ids[0]},${ids[1]}`, [
      { id: ids[0], colour: 'red' },
      { id: ids[1] },
    ]);
    expect(unknownField.json().errors).toEqual({ '0.colour': ['This field is not allowed.'] });
    expect(
      (
        await patch(tokens.learner, `${ids[0]},${ids[1]}`, [
          { id: ids[0], text: 'x' },
          { id: ids[1], text: 'y' },
        ])
      ).statusCode,
    ).toBe(403);
    expect(await snapshot()).toEqual(before);

    // Reverse the order and make the last one the correct answer.
    const items = alternatives.map((row, index) => ({
      id: row.id,
      sort_order: alternatives.length - index,
      is_correct: index === alternatives.length - 1 ? 1 : 0,
    }));
    const response = await patch(tokens.admin, ids.join(','), items);
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .data.items.map((item: { id: number; sort_order: number }) => [item.id, item.sort_order]),
    ).toEqual(items.map((item) => [item.id, item.sort_order]));
    expect(response.json().data.meta.relations).toEqual(['question_alternatives', 'questions']);
    const after = await alternativesOf(single.id);
    expect(after.map((row) => row.id)).toEqual([...ids].reverse());
    expect(after.map((row) => row.is_correct)).toEqual([1, ...Array(ids.length - 1).fill(0)]);
  });
});
