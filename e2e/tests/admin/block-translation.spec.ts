import { blockContract } from '@academy/contracts/entities/block';
import { courseContract } from '@academy/contracts/entities/course';
import { courseVariantContract } from '@academy/contracts/entities/course-variant';
import { lessonContract } from '@academy/contracts/entities/lesson';
import { questionContract } from '@academy/contracts/entities/question';
import type { Page } from '@playwright/test';
import { openAsAdmin, settled } from '../../support/admin-screens.ts';
import { firstItem } from '../../support/api-call.ts';
import { apiToken } from '../../support/demo-courses.ts';
import { expect, test, users } from '../../support/fixtures.ts';
import { ownServer } from '../../support/server.ts';
import { expectSnackbar } from '../../support/snackbars.ts';

/**
 * Issue 22 §1, authoring in two languages as admin@ (in English, with a short Norwegian check): a block cloned
 * into Norwegian gets questions of its own, so translating its question leaves the English block's question
 * as it was; a block is created from a lesson's Blocks tab, and the variant marks it while it is still in
 * English. On a server of its own (both write); axe on each touched screen.
 */
test.describe.configure({ mode: 'default', timeout: 240_000 });

const server = ownServer();
const translated = 'Hvilken atferd viser aktiv lytting? (oversatt)';

/** Picks a language in the reference select of one form (the page behind a modal has a Language field too). */
async function chooseLanguage(page: Page, formTestId: string, search: string, option: RegExp) {
  const input = page.getByTestId(formTestId).getByRole('combobox', { name: 'Language', exact: true });
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

test('a block cloned into Norwegian gets its own questions: translating one leaves the English block as it was', async ({
  page,
  request,
  axe,
}) => {
  const base = server.baseURL;
  const admin = { request, baseURL: base, token: await apiToken(request, base, users.admin) };
  const block = await firstItem(admin, blockContract, { search: 'Active listening' });
  const question = await firstItem(admin, questionContract, { 'filter[block]': block.id });

  await openAsAdmin(page, request, base, 'en', `/admin/blocks/${block.uuid}`);
  await page.getByTestId('clone').click();
  await settled(page, '.mantine-Modal-content');
  await page.getByTestId('clone-form').getByTestId('field-title').fill('Aktiv lytting (oversatt)');
  await chooseLanguage(page, 'clone-form', 'Norsk', /Norsk bokmål/);
  await page.getByTestId('clone-form').getByTestId('form-submit').click();
  await expectSnackbar(page, 'Block copied.');
  await expect(page.getByTestId('resource-page-title')).toHaveText('Aktiv lytting (oversatt)');

  await page.getByRole('tab', { name: 'Questions', exact: true }).click();
  await page.getByTestId('block-questions').getByRole('link', { name: question.text }).click();
  await expect(page.getByTestId('block-question-title')).toHaveText(question.text);
  await page.getByTestId('field-text').fill(translated);
  await page.getByTestId('form-submit').first().click();
  await expect(page.getByTestId('block-question-title')).toHaveText(translated);
  await axe();

  // The English block still asks its own question, in English.
  await page.goto(`${base}/admin/blocks/${block.uuid}/questions`);
  const original = page.getByTestId('block-questions');
  await expect(original.getByRole('link', { name: question.text })).toBeVisible();
  await expect(original.getByRole('link', { name: translated })).toHaveCount(0);
  const after = await firstItem(admin, questionContract, { 'filter[block]': block.id });
  expect(after.text).toBe(question.text);
});

test('a block is created from a lesson’s Blocks tab, and the variant marks it while it is in English', async ({
  page,
  request,
  axe,
}) => {
  const base = server.baseURL;
  const admin = { request, baseURL: base, token: await apiToken(request, base, users.admin) };
  const course = await firstItem(admin, courseContract, { 'filter[code]': 'WS-101' });
  const variant = await firstItem(admin, courseVariantContract, {
    'filter[course]': course.id,
    'filter[language]': 'nb',
  });
  const lesson = await firstItem(admin, lessonContract, { 'filter[course_variant]': variant.uuid });

  await openAsAdmin(
    page,
    request,
    base,
    'en',
    `/admin/courses/${course.id}/variants/${variant.id}/lessons/${lesson.id}/blocks`,
  );
  await page.getByTestId('lesson-block-create').click();
  await settled(page, '.mantine-Modal-content');
  const form = page.getByTestId('lesson-block-form');
  // The language starts as the lesson's.
  await expect(form.getByRole('combobox', { name: 'Language', exact: true })).toHaveValue(/Norsk/);
  await axe();
  await form.getByTestId('field-title').fill('Fire drill (to translate)');
  await chooseLanguage(page, 'lesson-block-form', 'Eng', /English/);
  await form.getByTestId('form-submit').click();
  await expect(page.locator('.mantine-Modal-content')).toHaveCount(0);
  const listed = page.getByTestId('lesson-blocks').getByTestId('linked-item').last();
  await expect(listed).toContainText('Fire drill (to translate)');
  await expect(listed.getByTestId('language-gap-badge')).toHaveText('English');
  await expect(page.getByTestId('language-gaps-summary')).toHaveText('1 item is still in English');
  await axe();

  // The variant's lessons tab counts it too, in Norwegian.
  await openAsAdmin(page, request, base, 'nb', `/admin/course-variants/${variant.id}/lessons`);
  await expect(page.getByTestId('language-gaps-summary')).toHaveText('1 element er fortsatt på engelsk');
  await expect(page.getByTestId('language-gap')).toContainText(['Blokk']);
  await axe();
});
