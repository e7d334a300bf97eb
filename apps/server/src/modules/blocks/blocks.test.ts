import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blockKnowledgeBase,
  blockLessons,
  blockQuestions,
  blocks,
  passports,
  questionAlternatives,
  questions,
} from '../../db/schema/content.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildBlock, buildBook } from '../../test/catalogue-factories.ts';
import { buildCourse, buildEnrollment } from '../../test/content-factories.ts';
import { demoCompany } from '../../test/factories.ts';
import { demoTokens, itemsOf, type Role, requests } from '../courses/content-test-support.ts';
import { demoRows } from '../enrollments/learning-test-support.ts';

let t: TestApp;
let tokens: Record<Role, string>;
let http: ReturnType<typeof requests>;

type BuiltCourse = Awaited<ReturnType<typeof buildCourse>>;
/**
 * The courses whose blocks these tests read, each in English and Norwegian: `safety` for all of Nordlys and
 * for fjord.learner in Fjord, `service` for learner@ alone (its first English lesson has two blocks),
 * `security` for Nordlys' Sales. The first Norwegian safety block has a body and a questions limit to clone.
 */
let built: Record<'safety' | 'service' | 'security', BuiltCourse>;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t);
  http = requests(t);
  const demo = await demoRows(t.db);
  const tenantId = demo.tenantId;
  const course = () => buildCourse(t.db, tenantId, { languages: ['en', 'nb'] });
  built = { safety: await course(), service: await course(), security: await course() };
  const enroll = (courseId: number, companyId: number, type: 'user' | 'department' | 'company', id: number) =>
    buildEnrollment(t.db, tenantId, { courseId, companyId, enrollable: { type, id } });
  await enroll(built.safety.course.id, demo.nordlys.id, 'company', demo.nordlys.id);
  await enroll(built.safety.course.id, demo.fjord.id, 'user', demo.user('fjordLearner').id);
  await enroll(built.service.course.id, demo.nordlys.id, 'user', demo.user('learner').id);
  await enroll(built.security.course.id, demo.nordlys.id, 'department', demo.sales.id);
  const serviceFirst = variantOf('service', 'en').lessons[0].lesson;
  await buildBlock(t.db, tenantId, {
    languageId: serviceFirst.language_id,
    lessonId: serviceFirst.id,
    sortOrder: 1,
    questions: 1,
  });
  await t.db
    .update(blocks)
    .set({ body: '<p>Kjør forsiktig.</p>', questions_limit: 1 })
    .where(eq(blocks.id, variantOf('safety', 'nb').lessons[0].block.id));
});
afterAll(() => t.close());

const variantOf = (key: keyof typeof built, language: 'en' | 'nb') =>
  built[key].variants.find((entry) => entry.language.code === language)!;

/** The first lesson of a built variant and its blocks as now stored, in order. */
async function firstLesson(key: keyof typeof built, language: 'en' | 'nb') {
  const lessonId = variantOf(key, language).lessons[0].lesson.id;
  const rows = await t.db
    .select({ block: blocks })
    .from(blockLessons)
    .innerJoin(blocks, eq(blocks.id, blockLessons.block_id))
    .where(eq(blockLessons.lesson_id, lessonId))
    .orderBy(asc(blockLessons.sort_order));
  return { lessonId, blocks: rows.map((row) => row.block) };
}

async function questionIdsOf(blockId: number) {
  const rows = await t.db
    .select()
    .from(blockQuestions)
    .where(eq(blockQuestions.block_id, blockId))
    .orderBy(asc(blockQuestions.sort_order));
  return rows.map((row) => row.question_id);
}

describe('blocks: who reads what', () => {
  it('gives each role the ability map its role allows', async () => {
    const {
      blocks: [block],
    } = await firstLesson('safety', 'en');
    const abilities = async (role: Role) =>
      (await http.get(tokens[role], `/api/v1/blocks/${block.uuid}`)).json().data.item.abilities;
    const reader = { view: true, update: false, delete: false, clone: false };
    expect(await abilities('learner')).toEqual(reader);
    expect(await abilities('manager')).toEqual(reader);
    expect(await abilities('fjord.manager')).toEqual(reader);
    expect(await abilities('admin')).toEqual({ view: true, update: true, delete: true, clone: true });
    expect(await abilities('super')).toEqual({ view: true, update: true, delete: true, clone: true });
  });

  it('shows a learner a block of their lesson but never its questions or access control', async () => {
    const {
      blocks: [block],
    } = await firstLesson('service', 'en');
    const response = await http.get(
      tokens.learner,
      `/api/v1/blocks/${block.uuid}?with=questions,passports,lessons`,
    );
    expect(response.statusCode).toBe(200);
    const item = response.json().data.item;
    expect(item).toMatchObject({
      title: block.title,
      questions: null,
      passports: null,
      language: { code: 'en' },
    });
    expect(item.questions_count).toBe((await questionIdsOf(block.id)).length);
    expect(item.lessons.length).toBeGreaterThan(0);

    const asAdmin = (
      await http.get(tokens.admin, `/api/v1/blocks/${block.uuid}?with=questions,passports`)
    ).json().data.item;
    expect(asAdmin.questions.map((question: { id: number }) => question.id)).toEqual(
      await questionIdsOf(block.id),
    );
    expect(asAdmin.passports).toEqual([]);
  });

  it('answers 404 to Fjord for a block of a Nordlys-only course', async () => {
    const {
      blocks: [block],
    } = await firstLesson('service', 'nb');
    expect((await http.get(tokens['fjord.learner'], `/api/v1/blocks/${block.uuid}`)).statusCode).toBe(404);
    expect((await http.get(tokens['fjord.manager'], `/api/v1/blocks/${block.id}`)).statusCode).toBe(404);
    const visible = itemsOf(await http.get(tokens['fjord.learner'], '/api/v1/blocks?per_page=100')).map(
      (item) => item.id,
    );
    expect(visible).not.toContain(block.id);
    expect(visible.length).toBeGreaterThan(0);
  });

  it('closes a block with passports to everyone they do not name', async () => {
    const {
      lessonId,
      blocks: [block],
    } = await firstLesson('safety', 'en');
    const fjord = await demoCompany(t.db, 'fjord');
    const granted = await http.send(tokens.admin, 'POST', '/api/v1/blocks-passports', {
      block_id: block.uuid,
      grantable_type: 'company',
      grantable_id: fjord.uuid,
    });
    expect(granted.statusCode).toBe(201);
    const passport = granted.json().data.item;
    expect(passport).toMatchObject({
      block_id: block.id,
      grantable_type: 'company',
      grantable_id: fjord.id,
      header: 'Fjord Logistics',
    });
    expect(passport.grantable).toEqual({
      id: fjord.id,
      uuid: fjord.uuid,
      fqmi: `companies:${fjord.uuid}|company`,
      header: 'Fjord Logistics',
    });
    expect(granted.body).not.toContain('grantable_header');

    expect((await http.get(tokens.learner, `/api/v1/blocks/${block.uuid}`)).statusCode).toBe(404);
    const lesson = (await http.get(tokens.learner, `/api/v1/lessons/${lessonId}?with=blocks`)).json().data
      .item;
    expect(lesson.blocks.map((entry: { id: number }) => entry.id)).not.toContain(block.id);
    expect((await http.get(tokens['fjord.learner'], `/api/v1/blocks/${block.uuid}`)).statusCode).toBe(200);
    const asAdmin = (await http.get(tokens.admin, `/api/v1/blocks/${block.uuid}?with=passports`)).json().data
      .item;
    expect(asAdmin.passports).toEqual([
      expect.objectContaining({
        id: passport.id,
        grantable: expect.objectContaining({ header: 'Fjord Logistics' }),
      }),
    ]);

    // Passports are administrators' business.
    expect((await http.get(tokens.learner, '/api/v1/blocks-passports')).statusCode).toBe(403);
    expect((await http.get(tokens.manager, `/api/v1/blocks-passports/${passport.uuid}`)).statusCode).toBe(
      404,
    );
    const again = await http.send(tokens.admin, 'POST', '/api/v1/blocks-passports', {
      block_id: block.id,
      grantable_type: 'company',
      grantable_id: fjord.id,
    });
    expect(again.json().errors.grantable_id).toEqual(['This item is already linked.']);
    const listed = itemsOf(
      await http.get(tokens.admin, `/api/v1/blocks-passports?filter[block]=${block.uuid}`),
    );
    expect(listed.map((entry) => entry.id)).toEqual([passport.id]);
    expect(listed[0].abilities).toEqual({ view: true, update: false, delete: true });

    expect(
      (await http.send(tokens.admin, 'DELETE', `/api/v1/blocks-passports/${passport.uuid}`)).statusCode,
    ).toBe(200);
    expect(await t.db.select().from(passports).where(eq(passports.id, passport.id))).toHaveLength(0);
    expect((await http.get(tokens.learner, `/api/v1/blocks/${block.uuid}`)).statusCode).toBe(200);
  });
});

describe('blocks: authoring', () => {
  it('lets an admin create a block in a lesson, update it and delete it', async () => {
    const { lessonId, blocks: existing } = await firstLesson('security', 'nb');
    const created = await http.send(tokens.admin, 'POST', '/api/v1/blocks', {
      title: 'Ny blokk',
      body: '<p>Tekst</p>',
      lesson_id: lessonId,
      questions_limit: 3,
    });
    expect(created.statusCode).toBe(201);
    const item = created.json().data.item;
    expect(item).toMatchObject({
      title: 'Ny blokk',
      body: '<p>Tekst</p>',
      questions_limit: 3,
      language: { code: 'nb' },
      questions_count: 0,
      is_active: true,
    });
    const order = await t.db
      .select()
      .from(blockLessons)
      .where(eq(blockLessons.lesson_id, lessonId))
      .orderBy(asc(blockLessons.sort_order));
    expect(order.map((link) => link.block_id)).toEqual([...existing.map((block) => block.id), item.id]);

    const updated = await http.send(tokens.admin, 'PATCH', `/api/v1/blocks/${item.uuid}`, {
      title: 'Ny blokk 2',
      questions_limit: null,
      media_id: [],
    });
    expect(updated.json().data.item).toMatchObject({
      title: 'Ny blokk 2',
      questions_limit: null,
      media_id: null,
    });
    const [row] = await t.db.select().from(blocks).where(eq(blocks.id, item.id));
    expect(row).toMatchObject({ title: 'Ny blokk 2', questions_limit: null });

    expect((await http.send(tokens.admin, 'DELETE', `/api/v1/blocks/${item.uuid}`)).statusCode).toBe(200);
    expect(await t.db.select().from(blocks).where(eq(blocks.id, item.id))).toHaveLength(0);
  });

  it('refuses learners and bad input without writing', async () => {
    const before = (await t.db.select().from(blocks)).length;
    expect(
      (await http.send(tokens.learner, 'POST', '/api/v1/blocks', { title: 'Nope', language_id: 'en' }))
        .statusCode,
    ).toBe(403);
    const bad = await http.send(tokens.admin, 'POST', '/api/v1/blocks', {
      title: '  ',
      language_id: 'en',
      extra: 1,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      title: ['Title is required.'],
      extra: ['This field is not allowed.'],
    });
    const tooLong = await http.send(tokens.admin, 'POST', '/api/v1/blocks', {
      title: 'b'.repeat(256),
      language_id: 'en',
    });
    expect(tooLong.json().errors).toEqual({ title: ['Cannot exceed 255 characters.'] });
    expect((await t.db.select().from(blocks)).length).toBe(before);
  });

  it('attaches questions at the end and clones a block with its questions and passports', async () => {
    const {
      blocks: [block],
    } = await firstLesson('safety', 'nb');
    const [question] = await t.db
      .insert(questions)
      .values({ tenant_id: block.tenant_id, text: 'Extra question?', language_id: block.language_id })
      .returning();
    const before = await questionIdsOf(block.id);
    const attached = await http.send(
      tokens.admin,
      'POST',
      `/api/v1/blocks/${block.uuid}/attach/questions?attachable=${question.id}`,
    );
    expect(attached.statusCode).toBe(200);
    expect(await questionIdsOf(block.id)).toEqual([...before, question.id]);
    const nordlys = await demoCompany(t.db, 'nordlys');
    await t.db.insert(passports).values({
      tenant_id: block.tenant_id,
      block_id: block.id,
      grantable_type: 'company',
      grantable_id: nordlys.id,
    });

    const cloned = await http.send(tokens.admin, 'POST', `/api/v1/blocks/${block.id}/clone`, {
      change_attributes: { title: 'Kopi av blokk' },
    });
    expect(cloned.statusCode).toBe(201);
    const copy = cloned.json().data.item;
    expect(copy).toMatchObject({
      title: 'Kopi av blokk',
      body: block.body,
      language_id: block.language_id,
      questions_limit: block.questions_limit,
    });
    expect(copy.id).not.toBe(block.id);
    expect(await questionIdsOf(copy.id)).toEqual(await questionIdsOf(block.id));
    const copiedPassports = await t.db.select().from(passports).where(eq(passports.block_id, copy.id));
    expect(copiedPassports.map((passport) => passport.grantable_id)).toEqual([nordlys.id]);
    expect(await t.db.select().from(blockLessons).where(eq(blockLessons.block_id, copy.id))).toHaveLength(0);

    const badClone = await http.send(tokens.admin, 'POST', `/api/v1/blocks/${block.id}/clone`, {
      change_attributes: { title: '' },
    });
    expect(badClone.statusCode).toBe(422);
    expect((await http.send(tokens.learner, 'POST', `/api/v1/blocks/${block.id}/clone`, {})).statusCode).toBe(
      403,
    );
  });
  it('copies the questions into the new language when a block is cloned into another language', async () => {
    const english = variantOf('service', 'en').lessons[0];
    const norwegian = variantOf('service', 'nb').language;
    const { block, questions: built } = await buildBlock(t.db, english.lesson.tenant_id, {
      languageId: english.lesson.language_id,
      questions: 2,
    });
    const originalIds = built.map((entry) => entry.question.id);

    const cloned = await http.send(tokens.admin, 'POST', `/api/v1/blocks/${block.uuid}/clone`, {
      change_attributes: { title: 'Sikkerhet', language_id: 'nb' },
    });
    expect(cloned.statusCode).toBe(201);
    const copy = cloned.json().data.item;
    expect(copy.language_id).toBe(norwegian.id);
    const copyIds = await questionIdsOf(copy.id);
    expect(copyIds).toHaveLength(2);
    expect(copyIds.some((id) => originalIds.includes(id))).toBe(false);
    const copies = await t.db.select().from(questions).where(inArray(questions.id, copyIds));
    for (const [index, id] of copyIds.entries()) {
      const original = built[index];
      const question = copies.find((row) => row.id === id)!;
      expect(question).toMatchObject({ text: original.question.text, language_id: norwegian.id });
      const alternatives = await t.db
        .select()
        .from(questionAlternatives)
        .where(eq(questionAlternatives.question_id, id))
        .orderBy(asc(questionAlternatives.sort_order));
      expect(
        alternatives.map(({ text, is_correct, sort_order }) => ({ text, is_correct, sort_order })),
      ).toEqual(
        original.alternatives.map(({ text, is_correct, sort_order }) => ({ text, is_correct, sort_order })),
      );
    }

    const edited = await http.send(tokens.admin, 'PATCH', `/api/v1/questions/${copyIds[0]}`, {
      text: 'Hva gjør du først?',
    });
    expect(edited.statusCode).toBe(200);
    const [original] = await t.db.select().from(questions).where(eq(questions.id, originalIds[0]));
    expect(original.text).toBe(built[0].question.text);
    expect(original.language_id).toBe(english.lesson.language_id);
    expect(await questionIdsOf(block.id)).toEqual(originalIds);
    const originalAlternatives = await t.db
      .select()
      .from(questionAlternatives)
      .where(eq(questionAlternatives.question_id, originalIds[0]));
    expect(originalAlternatives).toHaveLength(built[0].alternatives.length);

    // Only administrators clone, as before: a manager (who is not even shown a block in no lesson) gets a
    // 404 and nothing was copied.
    const questionCount = (await t.db.select().from(questions)).length;
    const refused = await http.send(tokens.manager, 'POST', `/api/v1/blocks/${block.uuid}/clone`, {
      change_attributes: { language_id: 'nb' },
    });
    expect(refused.statusCode).toBe(404);
    expect((await t.db.select().from(questions)).length).toBe(questionCount);
  });
});

describe('block-lessons and block-knowledge-base', () => {
  it('lets an admin place a block in a lesson, reorder and remove it; learners only read', async () => {
    const { lessonId, blocks: existing } = await firstLesson('service', 'en');
    const asLearner = itemsOf(
      await http.get(tokens.learner, `/api/v1/block-lessons?filter[lesson]=${lessonId}`),
    );
    expect(asLearner.map((link) => link.block_id)).toEqual(existing.map((block) => block.id));
    expect(asLearner[0]).toMatchObject({
      header: existing[0].title,
      abilities: { view: true, update: false, delete: false },
    });
    expect(
      itemsOf(await http.get(tokens['fjord.learner'], `/api/v1/block-lessons?filter[lesson]=${lessonId}`)),
    ).toEqual([]);

    const [block] = await t.db
      .insert(blocks)
      .values({ tenant_id: existing[0].tenant_id, title: 'Placed block' })
      .returning();
    const created = await http.send(tokens.admin, 'POST', '/api/v1/block-lessons', {
      block_id: block.uuid,
      lesson_id: lessonId,
    });
    expect(created.statusCode).toBe(201);
    const link = created.json().data.item;
    expect(link.sort_order).toBe(
      Math.max(
        ...(await t.db.select().from(blockLessons).where(eq(blockLessons.lesson_id, lessonId))).map(
          (row) => row.sort_order,
        ),
      ),
    );
    const moved = await http.send(tokens.admin, 'PATCH', `/api/v1/block-lessons/${link.id}`, {
      sort_order: 0,
    });
    expect(moved.json().data.item.sort_order).toBe(0);
    expect(
      (await http.send(tokens.learner, 'PATCH', `/api/v1/block-lessons/${link.id}`, { sort_order: 5 }))
        .statusCode,
    ).toBe(403);
    expect((await http.send(tokens.admin, 'DELETE', `/api/v1/block-lessons/${link.uuid}`)).statusCode).toBe(
      200,
    );
    expect(await t.db.select().from(blockLessons).where(eq(blockLessons.id, link.id))).toHaveLength(0);
  });

  it('links a block to a knowledge-base chapter', async () => {
    const {
      blocks: [block],
    } = await firstLesson('service', 'en');
    const {
      chapters: [chapter],
    } = await buildBook(t.db, block.tenant_id, { languageId: block.language_id });
    const created = await http.send(tokens.admin, 'POST', '/api/v1/block-knowledge-base', {
      block_id: block.id,
      book_id: chapter.uuid,
    });
    expect(created.statusCode).toBe(201);
    const link = created.json().data.item;
    expect(link).toMatchObject({
      block_id: block.id,
      book_id: chapter.id,
      header: chapter.name,
      book: { uuid: chapter.uuid },
    });
    expect(
      itemsOf(await http.get(tokens.learner, `/api/v1/block-knowledge-base?filter[block]=${block.uuid}`)).map(
        (entry) => entry.id,
      ),
    ).toContain(link.id);
    expect(
      (await http.get(tokens['fjord.learner'], `/api/v1/block-knowledge-base/${link.uuid}`)).statusCode,
    ).toBe(404);
    const withBooks = (
      await http.get(tokens.admin, `/api/v1/blocks/${block.uuid}?with=knowledge_base`)
    ).json().data.item;
    expect(withBooks.knowledge_base.map((book: { id: number }) => book.id)).toContain(chapter.id);
    expect(
      (await http.send(tokens.admin, 'DELETE', `/api/v1/block-knowledge-base/${link.uuid}`)).statusCode,
    ).toBe(200);
    expect(
      await t.db.select().from(blockKnowledgeBase).where(eq(blockKnowledgeBase.id, link.id)),
    ).toHaveLength(0);
  });
});
