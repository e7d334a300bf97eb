import {
  choose,
  confirmDelete,
  deleteRefused,
  openAdminList,
  settled,
  submitRefused,
  type TakenQuiz,
  takeFirstQuiz,
} from '../../support/admin-screens.ts';
import { expect, test, users } from '../../support/fixtures.ts';
import { ownServer } from '../../support/server.ts';
import { expectSnackbar } from '../../support/snackbars.ts';

/**
 * Issue 13, the question screens as admin@ in English: the list shows the demo questions; create
 * (the server's 422 "Language is required" on its field), alternatives added, marked correct, reordered and
 * saved through the bulk update, the learner's preview, update, clone with a changed text, delete, and the
 * refusal for a question a learner's quiz drew; axe on each screen. In Norsk the same screens' texts and
 * messages (see the nb test). On a server of its own, since it writes.
 */
test.describe.configure({ mode: 'default', timeout: 300_000 });

const server = ownServer();
let taken: TakenQuiz | null = null;

const text = {
  questions: 'Questions',
  demo: 'What is the first step in a risk assessment?',
  text: 'Which signs mark an escape route?',
  changed: 'Which signs mark the escape routes?',
  language: 'Language',
  languageSearch: 'Eng',
  languageOption: /English/,
  languageRequired: 'Language is required.',
  textRequired: 'Text is required.',
  created: 'Question created.',
  saved: 'Question saved.',
  copied: 'Question copied.',
  deleted: 'Question deleted.',
  alternativesCreated: 'Alternative created.',
  alternatives: ['Green signs with a running figure', 'Red signs with a flame', 'Lit signs above doors'],
  correct: (number: number) => `Correct (alternative ${number})`,
  moveUp: (number: number) => `Move alternative ${number} up`,
  remove: (number: number) => `Remove alternative ${number}`,
  several: 'Several answers are correct',
  note: 'Several answers are correct. Select all that apply.',
  preview: 'Preview',
  questionTab: 'Question',
  copy: '(copy)',
  word: 'DELETE',
  inUse: 'This item was changed or is in use; the change was not saved.',
} as const;

test.beforeAll(async ({ request }) => {
  taken = await takeFirstQuiz(request, server.baseURL, users.learner, 'CS-301');
});

test(`questions: list, create, alternatives, preview, update, clone, delete, in use (en)`, async ({
  page,
  request,
  axe,
}) => {
  const base = server.baseURL;
  const table = await openAdminList(page, request, base, 'en', '/admin/questions', text.questions);
  await expect(table.getByRole('link', { name: text.demo, exact: true })).toBeVisible();
  await axe();

  await test.step('create: the server asks for the language on its field', async () => {
    await page.getByTestId('create').click();
    await expect(page).toHaveURL(/\/admin\/questions\/create$/);
    await submitRefused(page, text.textRequired);
    await page.getByTestId('field-text').fill(text.text);
    await submitRefused(page, text.languageRequired, 'language_id');
    await axe();
    await choose(page, text.language, text.languageSearch, text.languageOption);
    await page.getByTestId('form-submit').click();
    await expectSnackbar(page, text.created);
    await expect(page).toHaveURL(/\/admin\/questions\/\d+$/);
    await expect(page.getByTestId('resource-page-title')).toHaveText(text.text);
  });

  await test.step('alternatives: added, one left empty, marked correct, moved, saved in one go', async () => {
    const editor = page.getByTestId('alternatives-editor');
    await expect(editor.getByTestId('alternatives-empty')).toBeVisible();
    for (const alternative of text.alternatives) {
      await editor.getByTestId('alternative-add').click();
      await editor.getByTestId('alternative-text').last().fill(alternative);
    }
    await editor.getByTestId('alternative-add').click();
    await editor.getByTestId('alternatives-save').click();
    await expect(editor.getByText(text.textRequired)).toBeVisible();
    await axe();
    await editor.getByRole('button', { name: text.remove(4) }).click();
    await editor.getByRole('checkbox', { name: text.correct(1) }).check();
    await editor.getByRole('checkbox', { name: text.correct(3) }).check();
    await editor.getByRole('button', { name: text.moveUp(3) }).click();
    await editor.getByTestId('alternatives-save').click();
    await expectSnackbar(page, text.alternativesCreated);
    await expect(editor.getByTestId('multiple-correct')).toHaveText(text.several);
    await page.reload();
    await expect(page.getByTestId('alternative-text')).toHaveCount(3);
    const saved = await page
      .getByTestId('alternative-text')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(saved).toEqual([text.alternatives[0], text.alternatives[2], text.alternatives[1]]);
    await expect(page.getByRole('checkbox', { name: text.correct(2) })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: text.correct(3) })).not.toBeChecked();
    await axe();
  });

  await test.step('preview: the question as learners meet it', async () => {
    await page.getByRole('tab', { name: text.preview }).click();
    await expect(page).toHaveURL(/\/admin\/questions\/\d+\/preview$/);
    const card = page.getByTestId('question-card');
    await expect(card.getByTestId('question-text')).toHaveText(text.text);
    await expect(card.getByRole('checkbox')).toHaveCount(3);
    await expect(card.getByTestId('multiple-note')).toHaveText(text.note);
    await card.getByLabel(text.alternatives[0]).check();
    await axe();
    await page.getByRole('tab', { name: text.questionTab, exact: true }).click();
  });

  await test.step('update: a new text is saved and shown', async () => {
    await page.getByTestId('field-text').fill(text.changed);
    await page.getByTestId('form-submit').click();
    await expectSnackbar(page, text.saved);
    await expect(page.getByTestId('resource-page-title')).toHaveText(text.changed);
  });

  const original = page.url();
  await test.step('clone: the copy gets its own page with the alternatives', async () => {
    await page.getByTestId('clone').click();
    await settled(page, '.mantine-Modal-content');
    const form = page.getByTestId('clone-form');
    await expect(form.getByTestId('field-text')).toHaveValue(`${text.changed} ${text.copy}`);
    await axe();
    await form.getByTestId('form-submit').click();
    await expectSnackbar(page, text.copied);
    await expect(page.getByTestId('resource-page-title')).toHaveText(`${text.changed} ${text.copy}`);
    expect(page.url()).not.toBe(original);
    await expect(page.getByTestId('alternative-text')).toHaveCount(3);
  });

  await test.step('delete: the copy goes, the list no longer has it', async () => {
    await page.getByTestId('delete').click();
    await confirmDelete(page, text.word);
    await expect(page).toHaveURL(/\/admin\/questions$/);
    await expectSnackbar(page, text.deleted);
    await page.getByTestId('table-search').fill(text.changed);
    await expect(table.getByRole('link', { name: text.changed, exact: true })).toBeVisible();
    await expect(table.getByRole('link', { name: `${text.changed} ${text.copy}`, exact: true })).toHaveCount(
      0,
    );
  });

  await test.step('a question a learner’s quiz drew is not deleted: the modal says why', async () => {
    await page.goto(`${base}/admin/questions/${taken!.questionIds[0]}`);
    await deleteRefused(page, page.getByTestId('delete'), text.word, text.inUse);
    await axe();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('resource-page-title')).toBeVisible();
  });
});

/**
 * In Norsk, on the same screens: the list's title and a demo question's Norwegian text, the required text and
 * language on their fields, the alternatives' labels, buttons, saved snackbar and "several correct" note, the
 * preview's note and the clone's title, with axe on the list, the form and the alternatives. Ordering, updating,
 * deleting and the in-use refusal do not depend on the language and are the English test's.
 */
test('questions: the Norwegian texts of the list, the form, the alternatives, the preview and the clone (nb)', async ({
  page,
  request,
  axe,
}) => {
  await openAdminList(page, request, server.baseURL, 'nb', '/admin/questions', 'Spørsmål');
  await expect(
    page
      .getByTestId('resource-table')
      .getByRole('link', { name: 'Hva er første steg i en risikovurdering?', exact: true }),
  ).toBeVisible();
  await axe();

  await page.getByTestId('create').click();
  await submitRefused(page, 'Tekst er påkrevd.');
  await page.getByTestId('field-text').fill('Hvilke skilt viser en rømningsvei?');
  await submitRefused(page, 'Språk er påkrevd.');
  await axe();
  await choose(page, 'Språk', 'Norsk', /Norsk bokmål/);
  await page.getByTestId('form-submit').click();
  await expectSnackbar(page, 'Spørsmål opprettet.');

  const editor = page.getByTestId('alternatives-editor');
  for (const alternative of ['Grønne skilt med en løpende figur', 'Opplyste skilt over dører']) {
    await editor.getByTestId('alternative-add').click();
    await editor.getByTestId('alternative-text').last().fill(alternative);
  }
  await editor.getByRole('checkbox', { name: 'Riktig (svaralternativ 1)' }).check();
  await editor.getByRole('checkbox', { name: 'Riktig (svaralternativ 2)' }).check();
  await expect(editor.getByRole('button', { name: 'Flytt svaralternativ 2 opp' })).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Fjern svaralternativ 2' })).toBeVisible();
  await editor.getByTestId('alternatives-save').click();
  await expectSnackbar(page, 'Svaralternativ opprettet.');
  await expect(editor.getByTestId('multiple-correct')).toHaveText('Flere svar er riktige');
  await axe();

  await page.getByRole('tab', { name: 'Forhåndsvisning' }).click();
  await expect(page.getByTestId('question-card').getByTestId('multiple-note')).toHaveText(
    'Flere svar er riktige. Velg alle som passer.',
  );
  await page.getByRole('tab', { name: 'Spørsmål', exact: true }).click();
  await page.getByTestId('clone').click();
  await expect(page.getByTestId('clone-form').getByTestId('field-text')).toHaveValue(
    'Hvilke skilt viser en rømningsvei? (kopi)',
  );
});
