import type { Page } from '@playwright/test';
import { choose, openAsAdmin } from '../../support/admin-screens.ts';
import { linkedNames } from '../../support/course-admin.ts';
import { expect, signIn, test } from '../../support/fixtures.ts';
import { waitForLink } from '../../support/mailbox.ts';
import { expectSnackbar } from '../../support/snackbars.ts';

/**
 * Issue 13 "Done when": an author builds a course in the browser only — a language, two questions with their
 * alternatives (one marked correct), a block holding them, a lesson holding the block, a course with an
 * English and a Norwegian variant each holding that lesson, both published — then creates a learner, enrolls
 * them, and the learner (choosing a password from the welcome mail) finds the course in their academy and
 * passes its quiz. No API call stands in for a step under test: the API only sets admin@'s language.
 *
 * In English; the same authoring screens run in Norsk in questions, blocks, lessons, courses and
 * course-variants specs (each loops over en and nb). On the run's shared server, so every name carries the
 * run's own suffix, and the learner belongs to a company made for the run (no demo company's head count changes).
 */
// About twenty screens, a password hash, a mail through the job queue and a graded quiz: the bound reflects
// that work on a busy two-core machine, not a speed the journey is expected to keep.
test.describe.configure({ timeout: 600_000 });

/** Letters only (language codes and names take no digits): a suffix no other run of this spec shares. */
function runSuffix(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let suffix = '';
  for (let index = 0; index < 6; index += 1) suffix += letters[Math.floor(Math.random() * letters.length)];
  return suffix;
}

const run = runSuffix();
const Run = run[0].toUpperCase() + run.slice(1);
/** The content each variant's language needs: the screens offer a variant only lessons, blocks and questions of its language. */
const content = {
  en: {
    label: 'English',
    search: 'Eng',
    questions: [
      {
        text: `Which extinguisher suits an electrical fire (${run})?`,
        alternatives: ['Carbon dioxide', 'Water', 'Foam'],
        correct: 0,
      },
      {
        text: `Who may reset a tripped fire alarm (${run})?`,
        alternatives: ['Anyone nearby', 'The fire warden'],
        correct: 1,
      },
    ],
    block: `Fire response ${run}`,
    lesson: `Responding to fire ${run}`,
    variant: `Fire Response ${Run}`,
  },
  nb: {
    label: 'Norsk bokmål',
    search: 'Norsk',
    questions: [
      {
        text: `Hvilket slokkemiddel passer til en elektrisk brann (${run})?`,
        alternatives: ['Karbondioksid', 'Vann', 'Skum'],
        correct: 0,
      },
    ],
    block: `Brannberedskap ${run}`,
    lesson: `Når det brenner ${run}`,
    variant: `Brannberedskap ${Run}`,
  },
} as const;

const names = {
  language: { name: `Davvisámegiella ${Run}`, code: `sme-${Run.slice(0, 4)}` },
  course: { name: `Fire Response ${Run}`, code: `FR-${run.toUpperCase()}` },
  drill: `Fire drill ${run}`,
  company: `Brannvakt ${Run} AS`,
  learner: {
    first: 'Tora',
    last: `Lind${run}`,
    email: `tora.${run}@example.test`,
    password: `quiz-${run}-pass`,
  },
};

/** A text as a literal part of a regular expression. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Picks an option of a plain select by its label. */
async function select(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an author builds a course in the browser, enrolls a learner, and the learner passes its quiz', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  const base = baseURL!;
  await openAsAdmin(page, request, base, 'en', '/admin/languages');
  await expect(page.getByRole('heading', { level: 1, name: 'Languages' })).toBeVisible();

  await test.step('a language', async () => {
    await page.getByTestId('create').click();
    await expect(page).toHaveURL(/\/admin\/languages\/create$/);
    await page.getByTestId('field-name').fill(names.language.name);
    await page.getByTestId('field-code').fill(names.language.code);
    await page.getByTestId('form-submit').click();
    await expectSnackbar(page, 'Language created.');
    await expect(page).toHaveURL(/\/admin\/languages\/\d+$/);
    await expect(page.getByTestId('resource-page-title')).toHaveText(names.language.name);
  });

  for (const language of ['en', 'nb'] as const) {
    const { label, search, questions, block, lesson } = content[language];
    for (const [index, question] of questions.entries()) {
      await test.step(`${label} question ${index + 1} with its alternatives, one marked correct`, async () => {
        await page.goto(`${base}/admin/questions`);
        await page.getByTestId('create').click();
        await expect(page).toHaveURL(/\/admin\/questions\/create$/);
        await page.getByTestId('field-text').fill(question.text);
        // The new language is offered to questions, though these are written in the course's languages.
        const languageField = page.getByRole('combobox', { name: 'Language', exact: true });
        await languageField.click();
        await languageField.fill(Run);
        await expect(page.getByRole('option', { name: names.language.name })).toBeVisible();
        await choose(page, 'Language', search, label);
        await page.getByTestId('form-submit').click();
        await expectSnackbar(page, 'Question created.');
        await expect(page).toHaveURL(/\/admin\/questions\/\d+$/);

        const editor = page.getByTestId('alternatives-editor');
        for (const alternative of question.alternatives) {
          await editor.getByTestId('alternative-add').click();
          await editor.getByTestId('alternative-text').last().fill(alternative);
        }
        const correct = `Correct (alternative ${question.correct + 1})`;
        await editor.getByRole('checkbox', { name: correct }).check();
        await editor.getByTestId('alternatives-save').click();
        await expectSnackbar(page, 'Alternative created.');
        await page.reload();
        await expect(page.getByTestId('alternative-text')).toHaveCount(question.alternatives.length);
        await expect(page.getByRole('checkbox', { name: correct })).toBeChecked();
      });
    }

    await test.step(`a ${label} block holding its questions, in order`, async () => {
      await page.goto(`${base}/admin/blocks/create`);
      await page.getByTestId('field-title').fill(block);
      await choose(page, 'Language', search, label);
      await page.getByTestId('form-submit').click();
      await expectSnackbar(page, 'Block created.');
      await expect(page).toHaveURL(/\/admin\/blocks\/[0-9a-f-]{36}\/block$/);
      await page.getByRole('tab', { name: 'Questions', exact: true }).click();
      const rows = page.getByTestId('linked-item');
      for (const [index, question] of questions.entries()) {
        await choose(page, 'Add an existing question', run, question.text);
        await page.getByTestId('linked-items-add').click();
        await expect(rows).toHaveCount(index + 1);
      }
      await expect(rows).toHaveText(questions.map((question) => new RegExp(literally(question.text))));
    });

    await test.step(`a ${label} lesson holding the block`, async () => {
      await page.goto(`${base}/admin/lessons/create`);
      await page.getByTestId('field-title').fill(lesson);
      await choose(page, 'Language', search, label);
      await page.getByTestId('form-submit').click();
      await expectSnackbar(page, 'Lesson created.');
      await expect(page).toHaveURL(/\/admin\/lessons\/\d+\/detail$/);
      await expect(page.getByRole('switch', { name: 'Active' })).toBeChecked();
      await page.getByRole('tab', { name: 'Blocks', exact: true }).click();
      await choose(page, 'Add a block', run, block);
      await page.getByTestId('linked-items-add').click();
      await expect(page.getByTestId('linked-item')).toHaveCount(1);
      await expect(page.getByTestId('linked-item')).toContainText(block);
    });
  }

  await test.step('a course', async () => {
    await page.goto(`${base}/admin/courses/create`);
    await page.getByTestId('field-name').fill(names.course.name);
    await page.getByTestId('field-code').fill(names.course.code);
    await expect(page.getByRole('switch', { name: 'Active' })).toBeChecked();
    await page.getByTestId('form-submit').click();
    await expectSnackbar(page, 'Course created.');
    await expect(page).toHaveURL(/\/admin\/courses\/\d+$/);
  });
  const coursePath = new URL(page.url()).pathname;

  for (const language of ['en', 'nb'] as const) {
    const { label, search, lesson, variant } = content[language];
    await test.step(`its ${label} variant, published, with its lesson`, async () => {
      await page.goto(`${base}${coursePath}/variants`);
      await page.getByRole('link', { name: 'New variant' }).click();
      await expect(page).toHaveURL(/\/admin\/courses\/\d+\/variants\/create$/);
      await choose(page, 'Language', search, label);
      await page.getByTestId('field-title').fill(variant);
      await page.getByTestId('form-submit').click();
      await expectSnackbar(page, 'Course variant created.');
      await expect(page).toHaveURL(/\/admin\/course-variants\/\d+$/);
      // A new variant is a draft: learners see it once it is published.
      await select(page, 'Status', 'Published');
      await page.getByTestId('form-submit').click();
      await expectSnackbar(page, 'Course variant saved.');
      await expect(page.getByTestId('variant-facts')).toContainText('Published');
      await page.getByRole('tab', { name: 'Lessons' }).click();
      await choose(page, 'Add an existing lesson', run, lesson);
      await page.getByTestId('linked-items-add').click();
      await expect(linkedNames(page, 'variant-lessons')).toHaveText([lesson]);
    });
  }

  await test.step('a second English lesson, written in the variant, comes after the first', async () => {
    await page.goto(`${base}${coursePath}/variants`);
    await page
      .getByTestId('resource-table')
      .getByRole('link', { name: content.en.variant, exact: true })
      .click();
    await page.getByRole('tab', { name: 'Lessons' }).click();
    await page.getByTestId('lesson-create').click();
    await expect(page).toHaveURL(/\/admin\/course-variants\/\d+\/lessons\/create$/);
    // The lesson's form, by name: while the tab's route settles, the variant's own form may still be on the page.
    const lessonForm = page.getByTestId('lesson-create-form');
    await lessonForm.getByTestId('field-title').fill(names.drill);
    await lessonForm.getByTestId('form-submit').click();
    await expectSnackbar(page, 'Lesson created.');
    await expect(linkedNames(page, 'variant-lessons')).toHaveText([content.en.lesson, names.drill]);
  });

  await test.step('the course has both variants', async () => {
    await page.goto(`${base}${coursePath}/variants`);
    const table = page.getByTestId('resource-table');
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await expect(table.getByRole('link', { name: content.en.variant, exact: true })).toBeVisible();
    await expect(table.getByRole('link', { name: content.nb.variant, exact: true })).toBeVisible();
  });

  const { learner } = names;
  await test.step('a company of the run’s own, and a learner in it', async () => {
    // A person is enrolled on behalf of a company they belong to; a new one leaves the demo's head counts alone.
    await page.goto(`${base}/admin/companies/create`);
    await page.getByTestId('field-name').fill(names.company);
    await page.getByTestId('form-submit').click();
    await expectSnackbar(page, 'Company created.');
    await expect(page).toHaveURL(/\/admin\/companies\/\d+/);
    await page.goto(`${base}/admin/users/create`);
    await page.getByTestId('field-first_name').fill(learner.first);
    await page.getByTestId('field-last_name').fill(learner.last);
    await page.getByTestId('field-email').fill(learner.email);
    await choose(page, 'Company', Run, names.company);
    await page.getByTestId('form-submit').click();
    await expectSnackbar(page, 'User created.');
    await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
  });

  await test.step('and enrolled personally in the course', async () => {
    await page.goto(`${base}/admin/enrollments/create`);
    await page.getByRole('radio', { name: 'Person' }).check();
    await choose(page, 'Person', learner.last, new RegExp(learner.last));
    await choose(page, 'Course', Run, names.course.name);
    await page.getByTestId('form-submit').click();
    await expectSnackbar(page, 'Enrollment created.');
    await expect(page).toHaveURL(/\/admin\/enrollments\/\d+$/);
    await expect(page.getByTestId('enrollment-facts')).toContainText(`${learner.first} ${learner.last}`);
  });

  // The learner in a browser of their own: nothing of admin@'s session carries over.
  const context = await browser.newContext({ baseURL: base });
  const learnerPage = await context.newPage();
  try {
    await test.step('the learner chooses a password from the welcome mail and signs in', async () => {
      const link = await waitForLink(learner.email, /https?:\/\/[^\s"<>]+\/reset-password\/[^\s"<>]+/);
      await learnerPage.goto(link);
      await expect(learnerPage.getByLabel(/^E-mail/)).toHaveValue(learner.email);
      await learnerPage.getByLabel(/^New password/).fill(learner.password);
      await learnerPage.getByLabel(/^Confirm password/).fill(learner.password);
      await learnerPage.getByRole('button', { name: 'Change password' }).click();
      await expect(learnerPage).toHaveURL(/\/password-reset-success$/);
      await signIn(learnerPage, learner.email, learner.password, `${base}/login`);
      await expect(learnerPage).toHaveURL(/\/home/);
    });

    await test.step('the course is in their academy', async () => {
      const ongoing = learnerPage.getByTestId('dashboard-ongoing');
      await expect(ongoing.getByRole('link', { name: content.en.variant })).toBeVisible();
      await ongoing.getByRole('link', { name: content.en.variant }).click();
      await expect(learnerPage.getByTestId('variant-title')).toHaveText(content.en.variant);
      await expect(learnerPage.getByTestId('lesson-row').getByRole('link')).toHaveText([
        content.en.lesson,
        names.drill,
      ]);
    });

    await test.step('the quiz is taken and passed', async () => {
      await learnerPage.getByTestId('lesson-row').getByRole('link', { name: content.en.lesson }).click();
      await expect(learnerPage.getByTestId('lesson-content')).toBeVisible();
      await learnerPage.getByTestId('lesson-content').getByTestId('lesson-quiz-button').click();
      await expect(learnerPage).toHaveURL(/\/examination\/[0-9a-f-]+$/);
      const navigation = learnerPage
        .getByTestId('question-navigation')
        .getByRole('button', { name: /^Question \d+/ });
      await expect(navigation).toHaveCount(content.en.questions.length);
      for (let index = 0; index < content.en.questions.length; index += 1) {
        const card = learnerPage.getByTestId('question-card');
        const text = (await card.getByTestId('question-text').textContent())?.trim();
        const question = content.en.questions.find((entry) => entry.text === text);
        expect(question, `an unknown question: ${text}`).toBeDefined();
        await card.getByLabel(question!.alternatives[question!.correct], { exact: true }).check();
        await learnerPage.getByTestId('next-question').click();
        // The next card replaces this one: read it only once it is there.
        if (index < content.en.questions.length - 1)
          await expect(card.getByTestId('question-text')).not.toHaveText(text!);
      }
      await expect(learnerPage.getByTestId('submit-step')).toBeVisible();
      await learnerPage.getByTestId('submit-examination').click();
      await expect(learnerPage).toHaveURL(/\/examination\/[0-9a-f-]+\/results$/);
      await expect(learnerPage.getByTestId('results-outcome')).toHaveText('Passed');
      await expect(learnerPage.getByTestId('results-score')).toHaveText('100%');
    });
  } finally {
    await context.close();
  }
});
