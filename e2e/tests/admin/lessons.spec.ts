import { lessonContract } from '@academy/contracts/entities/lesson';
import type { Page } from '@playwright/test';
import {
  choose,
  confirmDelete,
  deleteRefused,
  type Language,
  openAdminList,
  submitRefused,
  type TakenQuiz,
  takeFirstQuiz,
} from '../../support/admin-screens.ts';
import { listResource } from '../../support/api-call.ts';
import { apiToken } from '../../support/demo-courses.ts';
import { expect, test, users } from '../../support/fixtures.ts';
import { ownServer } from '../../support/server.ts';
import { expectSnackbar } from '../../support/snackbars.ts';

/**
 * Issue 13, the lesson screens as admin@ in English: the list with its language filter; create (the
 * server's 422 "Language is required" on its field), Information with media and how blocks are drawn, Blocks
 * attached, reordered and removed, Usage in course variants and the lesson inside its variant (course ›
 * variant › lesson), delete, and the refusal for a lesson learners took a quiz in; axe on each screen. In Norsk
 * the same screens' texts and messages, and the Norwegian demo lesson inside its variant (see the nb test).
 */
test.describe.configure({ mode: 'default', timeout: 300_000 });

const server = ownServer();
let taken: TakenQuiz | null = null;
const demoLessonIds: Partial<Record<Language, number>> = {};

const texts = {
  en: {
    lessons: 'Lessons',
    demo: 'Fire safety',
    other: 'Brannvern',
    title: 'Working at height',
    language: 'Language',
    languageSearch: 'Eng',
    languageOption: /English/,
    languageRequired: 'Language is required.',
    media: 'Choose from the media library',
    random: 'Blocks at random',
    created: 'Lesson created.',
    saved: 'Lesson saved.',
    deleted: 'Lesson deleted.',
    tabs: { blocks: 'Blocks', courses: 'Usage in course variants', detail: 'Information' },
    drawn: 'A quiz takes questions from one block drawn at random.',
    addBlock: 'Add a block',
    blocks: ['Evacuation', 'Preventing fires'],
    moveUp: 'Move Preventing fires up',
    remove: 'Remove Evacuation',
    noVariants: 'No course variant uses this lesson.',
    variant: 'Workplace Safety',
    openHere: 'Open here: the lesson in Workplace Safety',
    courses: 'Courses',
    word: 'DELETE',
    inUse: 'This item was changed or is in use; the change was not saved.',
  },
  nb: {
    lessons: 'Leksjoner',
    demo: 'Brannvern',
    other: 'Fire safety',
    title: 'Arbeid i høyden',
    language: 'Språk',
    languageSearch: 'Norsk',
    languageOption: /Norsk bokmål/,
    languageRequired: 'Språk er påkrevd.',
    media: 'Velg fra mediebiblioteket',
    random: 'Blokker i tilfeldig rekkefølge',
    created: 'Leksjon opprettet.',
    saved: 'Leksjon lagret.',
    deleted: 'Leksjon slettet.',
    tabs: { blocks: 'Blokker', courses: 'Bruk i kursvarianter', detail: 'Informasjon' },
    drawn: 'En quiz henter spørsmål fra én tilfeldig valgt blokk.',
    addBlock: 'Legg til en blokk',
    blocks: ['Evakuering', 'Forebygge brann'],
    moveUp: 'Flytt Forebygge brann opp',
    remove: 'Fjern Evakuering',
    noVariants: 'Ingen kursvarianter bruker leksjonen.',
    variant: 'Sikkerhet på arbeidsplassen',
    openHere: 'Åpne her: leksjonen i Sikkerhet på arbeidsplassen',
    courses: 'Kurs',
    word: 'SLETT',
    inUse: 'Elementet er endret eller i bruk; endringen ble ikke lagret.',
  },
} as const satisfies Record<Language, unknown>;

test.beforeAll(async ({ request }) => {
  taken = await takeFirstQuiz(request, server.baseURL, users.learner, 'CS-301');
  const admin = {
    request,
    baseURL: server.baseURL,
    token: await apiToken(request, server.baseURL, users.admin),
  };
  for (const language of ['en', 'nb'] as const) {
    const { items } = await listResource(admin, lessonContract, { search: texts[language].demo });
    demoLessonIds[language] = items.find((item) => item.title === texts[language].demo)?.id;
  }
});

const text = texts.en;

/**
 * The breadcrumb of a lesson inside its variant: the courses, then the variant (the last link of that name: in
 * English the course and its variant share the name).
 */
async function expectVariantTrail(page: Page, { courses, variant }: { courses: string; variant: string }) {
  const trail = page.locator('.mantine-Breadcrumbs-root');
  await expect(trail.getByRole('link', { name: courses })).toHaveAttribute('href', '/admin/courses');
  await expect(trail.getByRole('link', { name: variant }).last()).toHaveAttribute(
    'href',
    /^\/admin\/course-variants\/\d+$/,
  );
}

test(`lessons: list, create, information, blocks, usage, inside a variant, delete, in use (en)`, async ({
  page,
  request,
  axe,
}) => {
  const base = server.baseURL;
  const table = await openAdminList(page, request, base, 'en', '/admin/lessons', text.lessons);
  await expect(table.getByRole('link', { name: text.demo, exact: true })).toBeVisible();
  await expect(table.getByRole('link', { name: text.other, exact: true })).toBeVisible();
  await axe();

  await test.step('the language filter narrows the list and lives in the address', async () => {
    await choose(page, text.language, text.languageSearch, text.languageOption);
    await expect(page).toHaveURL(/filter%5Blanguage%5D=|filter\[language\]=/);
    await expect(table.getByRole('link', { name: text.other, exact: true })).toHaveCount(0);
    await expect(table.getByRole('link', { name: text.demo, exact: true })).toBeVisible();
  });

  await test.step('create: the server asks for the language on its field', async () => {
    await page.getByTestId('create').click();
    await expect(page).toHaveURL(/\/admin\/lessons\/create$/);
    await page.getByTestId('field-title').fill(text.title);
    await expect(page.getByTestId('field-pass_mark')).toHaveValue('80');
    await submitRefused(page, text.languageRequired, 'language_id');
    await axe();
    await choose(page, text.language, text.languageSearch, text.languageOption);
    await page.getByTestId('form-submit').click();
    await expectSnackbar(page, text.created);
    await expect(page).toHaveURL(/\/admin\/lessons\/\d+\/detail$/);
    await expect(page.getByTestId('resource-page-title')).toHaveText(text.title);
  });
  const lessonPath = new URL(page.url()).pathname.replace(/\/detail$/, '');

  await test.step('information: media, blocks drawn at random, one block per quiz', async () => {
    await choose(page, text.media, 'Spot', /Spot the hazards/);
    await page.getByRole('switch', { name: text.random }).check();
    await page.getByTestId('field-blocks_limit').fill('1');
    await page.getByTestId('form-submit').click();
    await expectSnackbar(page, text.saved);
    await page.reload();
    await expect(
      page.getByTestId('field-media_id-chosen').getByRole('img', { name: 'Spot the hazards' }),
    ).toBeVisible();
    await expect(page.getByTestId('field-blocks_at_random')).toBeChecked();
    await axe();
  });

  await test.step('blocks: attached, moved, removed', async () => {
    await page.getByRole('tab', { name: text.tabs.blocks, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${lessonPath}/blocks$`));
    await expect(page.getByText(text.drawn)).toBeVisible();
    const rows = page.getByTestId('linked-item');
    for (const [index, block] of text.blocks.entries()) {
      await choose(page, text.addBlock, block, block);
      await page.getByTestId('linked-items-add').click();
      await expect(rows).toHaveCount(index + 1);
    }
    await page.getByRole('button', { name: text.moveUp }).click();
    await expect(rows.nth(0)).toContainText(text.blocks[1]);
    await page.getByRole('button', { name: text.remove }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.nth(0).getByRole('link', { name: text.blocks[1] })).toHaveAttribute(
      'href',
      /^\/admin\/blocks\/[0-9a-f-]{36}\/block$/,
    );
    await axe();
    await page.getByRole('tab', { name: text.tabs.courses }).click();
    await expect(page.getByText(text.noVariants)).toBeVisible();
    await axe();
  });

  await test.step('delete: the new lesson goes', async () => {
    await page.getByTestId('delete').click();
    await confirmDelete(page, text.word);
    await expect(page).toHaveURL(/\/admin\/lessons$/);
    await expectSnackbar(page, text.deleted);
    await expect(page.getByTestId('resource-table').getByRole('link', { name: text.title })).toHaveCount(0);
  });

  await test.step('usage in course variants, and the lesson inside its variant', async () => {
    await page.goto(`${base}/admin/lessons/${demoLessonIds.en}`);
    await expect(page).toHaveURL(/\/detail$/);
    await page.getByRole('tab', { name: text.tabs.courses }).click();
    const usage = page.getByTestId('lesson-courses');
    await expect(usage.getByRole('link', { name: text.variant, exact: true })).toHaveAttribute(
      'href',
      /^\/admin\/course-variants\/\d+$/,
    );
    await axe();
    await usage.getByRole('link', { name: text.openHere }).click();
    await expect(page).toHaveURL(/\/admin\/courses\/\d+\/variants\/\d+\/lessons\/\d+\/detail$/);
    await expect(page.getByTestId('resource-page-title')).toHaveText(text.demo);
    await expectVariantTrail(page, text);
    await page.getByRole('tab', { name: text.tabs.blocks, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/courses\/\d+\/variants\/\d+\/lessons\/\d+\/blocks$/);
    await expect(page.getByTestId('linked-item')).toHaveCount(3);
    await axe();
  });

  await test.step('a lesson learners took a quiz in is not deleted: the modal says why', async () => {
    await page.goto(`${base}/admin/lessons/${taken!.lessonId}`);
    await deleteRefused(page, page.getByTestId('delete'), text.word, text.inUse);
    await axe();
  });
});

/**
 * In Norsk, on the same screens: the list's title and language filter, the language required on its field,
 * the information's fields and saved snackbar, how blocks are drawn, the blocks' field and buttons, the empty
 * usage, and the Norwegian demo lesson's usage and breadcrumb, with axe on the list, the form, the usage and
 * the lesson inside its variant. Moving, removing, deleting and the in-use refusal do not depend on the
 * language and are the English test's.
 */
test('lessons: the Norwegian texts of the list, the form, the tabs and the lesson inside its variant (nb)', async ({
  page,
  request,
  axe,
}) => {
  const text = texts.nb;
  const base = server.baseURL;
  const table = await openAdminList(page, request, base, 'nb', '/admin/lessons', text.lessons);
  await choose(page, text.language, text.languageSearch, text.languageOption);
  await expect(table.getByRole('link', { name: text.other, exact: true })).toHaveCount(0);
  await expect(table.getByRole('link', { name: text.demo, exact: true })).toBeVisible();
  await axe();

  await page.getByTestId('create').click();
  await page.getByTestId('field-title').fill(text.title);
  await submitRefused(page, text.languageRequired);
  await axe();
  await choose(page, text.language, text.languageSearch, text.languageOption);
  await page.getByTestId('form-submit').click();
  await expectSnackbar(page, text.created);
  // The lesson's own page, not the create form still shown while the page's files load (the create form has the
  // same fields: edits made there were lost with it, and the save below sent the new page's defaults).
  await expect(page).toHaveURL(/\/admin\/lessons\/\d+\/detail$/);
  await expect(page.getByTestId('resource-page-title')).toHaveText(text.title);
  await expect(page.getByRole('combobox', { name: text.media, exact: true })).toBeVisible();
  await page.getByRole('switch', { name: text.random }).check();
  await page.getByTestId('field-blocks_limit').fill('1');
  await page.getByTestId('form-submit').click();
  await expectSnackbar(page, text.saved);

  await page.getByRole('tab', { name: text.tabs.blocks, exact: true }).click();
  await expect(page.getByText(text.drawn)).toBeVisible();
  await choose(page, text.addBlock, text.blocks[0], text.blocks[0]);
  await page.getByTestId('linked-items-add').click();
  await expect(page.getByRole('button', { name: text.remove })).toBeVisible();
  await page.getByRole('tab', { name: text.tabs.courses }).click();
  await expect(page.getByText(text.noVariants)).toBeVisible();
  await axe();

  await page.goto(`${base}/admin/lessons/${demoLessonIds.nb}`);
  await page.getByRole('tab', { name: text.tabs.courses }).click();
  await page.getByTestId('lesson-courses').getByRole('link', { name: text.openHere }).click();
  await expect(page.getByTestId('resource-page-title')).toHaveText(text.demo);
  await expectVariantTrail(page, text);
  await axe();
});
