import { courseContract } from '@academy/contracts/entities/course';
import { courseVariantContract } from '@academy/contracts/entities/course-variant';
import { lessonContract } from '@academy/contracts/entities/lesson';
import type { APIRequestContext } from '@playwright/test';
import { courseLessons, deleteRefused, openAdminList, submitRefused } from '../../support/admin-screens.ts';
import { callApi, createResource } from '../../support/api-call.ts';
import {
  choose,
  confirmDelete,
  type Language,
  linkedNames,
  openAsAdmin,
} from '../../support/course-admin.ts';
import { apiToken } from '../../support/demo-courses.ts';
import { expect, test, users } from '../../support/fixtures.ts';
import { ownServer } from '../../support/server.ts';
import { expectSnackbar } from '../../support/snackbars.ts';

/**
 * Issue 13, course variants: as admin@ in English — the list shows the demo courses' English and
 * Norwegian variants and narrows to one course; a variant learners took a quiz in is not deleted (the modal
 * says why); a variant is updated (another variant's language refused on its field), its lessons are ordered
 * (a new lesson appended, one moved, one removed and added back), previewed as a learner reads it, and
 * deleted. axe on every screen. In Norsk the same screens' texts and refusals (see the nb test). On a server
 * of its own, since these tests write.
 */
test.describe.configure({ mode: 'default', timeout: 300_000 });

const server = ownServer();

const text = {
  variants: 'Course variants',
  course: 'Course',
  delete: 'Delete',
  word: 'DELETE',
  inUse: 'This item was changed or is in use; the change was not saved.',
  variantExists: 'The course already has a variant in this language.',
  language: 'Language',
  norwegian: 'Norsk bokmål',
  english: 'English',
  status: 'Status',
  published: 'Published',
  saved: 'Course variant saved.',
  deleted: 'Course variant deleted.',
  lessonCreated: 'Lesson created.',
  lessons: 'Lessons',
  newLesson: 'New lesson',
  addLesson: 'Add an existing lesson',
  add: 'Add',
  moveUp: (name: string) => `Move ${name} up`,
  remove: (name: string) => `Remove ${name}`,
  preview: 'Preview',
  learnerNote: 'This is what a learner reads.',
} as const;

test.beforeAll(async ({ request }) => {
  // learner@ begins a quiz in WS-101's English variant: the variant now holds learners' history.
  const learner = {
    request,
    baseURL: server.baseURL,
    token: await apiToken(request, server.baseURL, users.learner),
  };
  const { variant, lessons } = await courseLessons(learner, 'WS-101', { language: 'en', inactiveToo: true });
  await callApi(learner, 'examinations.start', {
    body: { lesson: lessons[0].uuid, course_variant: variant.uuid },
  });
});

/** A course of the test's own with an English variant (lessons A, B, C in order) and a Norwegian one. */
async function buildCourse(request: APIRequestContext, language: Language) {
  const admin = {
    request,
    baseURL: server.baseURL,
    token: await apiToken(request, server.baseURL, users.admin),
  };
  const name = `Pallet handling ${language}`;
  const course = await createResource(admin, courseContract, { name, code: `PH-${language.toUpperCase()}` });
  const variant = await createResource(admin, courseVariantContract, {
    course_id: course.id,
    language_id: 'en',
    title: name,
    status: 'draft',
  });
  await createResource(admin, courseVariantContract, {
    course_id: course.id,
    language_id: 'nb',
    title: `Pallhåndtering ${language}`,
  });
  const lessons = ['A', 'B', 'C'].map((letter) => `${letter} ${language} lesson`);
  for (const title of lessons)
    await createResource(admin, lessonContract, { title, course_variant_id: variant.id });
  return { variantId: variant.id, name, lessons };
}

const language = 'en';
const open = (page: Parameters<typeof openAsAdmin>[0], request: APIRequestContext, path: string) =>
  openAsAdmin(page, request, server.baseURL, language, path);

test(`variants: the list shows each demo course in English and Norwegian, narrows to a course, and refuses to delete one in use (en)`, async ({
  page,
  request,
  axe,
}) => {
  await open(page, request, '/admin/course-variants');
  await expect(page.getByRole('heading', { level: 1, name: text.variants })).toBeVisible();
  const table = page.getByTestId('resource-table');
  for (const title of [
    'Workplace Safety',
    'Sikkerhet på arbeidsplassen',
    'Information Security Basics',
    'Grunnleggende informasjonssikkerhet',
    'Customer Service Excellence',
    'Fremragende kundeservice',
  ])
    await expect(table.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(
    table.getByRole('row', { name: /Sikkerhet på arbeidsplassen.*WS-101.*Norsk bokmål/ }),
  ).toBeVisible();
  await axe();

  await choose(page, text.course, 'Workplace', /Workplace Safety/);
  await expect(page).toHaveURL(/filter%5Bcourse%5D=|filter\[course\]=/);
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(table).toContainText(text.english);
  await expect(table).toContainText(text.norwegian);

  await deleteRefused(
    page,
    table.getByRole('button', { name: `${text.delete}: Workplace Safety` }),
    text.word,
    text.inUse,
  );
  await axe();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('link', { name: 'Workplace Safety', exact: true })).toBeVisible();
});

test(`variants: update (422 on its field), ordered lessons, preview, delete (en)`, async ({
  page,
  request,
  axe,
}) => {
  const { variantId, name, lessons } = await buildCourse(request, language);
  const [a, b, c] = lessons;
  const d = `D ${language} lesson`;
  await open(page, request, `/admin/course-variants/${variantId}`);
  await expect(page.getByTestId('resource-page-title')).toHaveText(name);
  await expect(page.getByTestId('variant-facts')).toContainText(`PH-${language.toUpperCase()}`);
  await axe();

  await test.step('update: the language of the course’s other variant is refused on its field', async () => {
    await choose(page, text.language, 'Norsk', text.norwegian);
    await submitRefused(page, text.variantExists);
    await axe();
    await choose(page, text.language, 'Eng', text.english);
    await page.getByTestId('field-title').fill(`${name} II`);
    await page.getByRole('combobox', { name: text.status, exact: true }).click();
    await page.getByRole('option', { name: text.published }).click();
    await page.getByTestId('form-submit').click();
    await expectSnackbar(page, text.saved);
    await expect(page.getByTestId('resource-page-title')).toHaveText(`${name} II`);
    await expect(page.getByTestId('variant-facts')).toContainText(text.published);
  });

  await test.step('lessons: a new one goes last; move, remove and add back keep the order', async () => {
    await page.getByRole('tab', { name: text.lessons }).click();
    await expect(linkedNames(page, 'variant-lessons')).toHaveText([a, b, c]);
    await axe();
    await page.getByTestId('lesson-create').click();
    await expect(page).toHaveURL(/\/admin\/course-variants\/\d+\/lessons\/create$/);
    await page.getByTestId('field-title').fill(d);
    await axe();
    await page.getByTestId('form-submit').click();
    await expectSnackbar(page, text.lessonCreated);
    await expect(page).toHaveURL(/\/admin\/course-variants\/\d+\/lessons$/);
    await expect(linkedNames(page, 'variant-lessons')).toHaveText([a, b, c, d]);
    // Each lesson opens its page inside the variant (the lesson screens).
    await expect(page.getByRole('link', { name: d, exact: true })).toHaveAttribute(
      'href',
      new RegExp(`/admin/courses/\\d+/variants/${variantId}/lessons/\\d+$`),
    );

    await page.getByRole('button', { name: text.moveUp(d) }).click();
    await expect(linkedNames(page, 'variant-lessons')).toHaveText([a, b, d, c]);
    await page.getByRole('button', { name: text.remove(b) }).click();
    await expect(linkedNames(page, 'variant-lessons')).toHaveText([a, d, c]);
    await choose(page, text.addLesson, b.slice(0, 4), b);
    await page.getByTestId('linked-items-add').click();
    await expect(linkedNames(page, 'variant-lessons')).toHaveText([a, d, c, b]);
    await page.reload();
    await expect(linkedNames(page, 'variant-lessons')).toHaveText([a, d, c, b]);
    await axe();
  });

  await test.step('preview: the lessons in the same order, as a learner reads them', async () => {
    await page.getByRole('tab', { name: text.preview }).click();
    await expect(page.getByText(text.learnerNote)).toBeVisible();
    await expect(page.getByTestId('variant-title')).toHaveText(`${name} II`);
    await expect(page.getByTestId('lesson-row').getByRole('link')).toHaveText([a, d, c, b]);
    await expect(page.getByTestId('preview-hidden')).toHaveCount(0);
    await page.getByTestId('lesson-row').getByRole('link', { name: d }).click();
    await expect(page.getByTestId('lesson-content')).toContainText(d);
    await axe();
  });

  await test.step('delete: asked first, then gone from the list', async () => {
    await page.getByTestId('delete').click();
    await confirmDelete(page, text.word);
    await expect(page).toHaveURL(/\/admin\/course-variants$/);
    await expectSnackbar(page, text.deleted);
    const table = page.getByTestId('resource-table');
    await expect(table.getByRole('link', { name: 'Workplace Safety', exact: true })).toBeVisible();
    await expect(table.getByRole('link', { name: `${name} II`, exact: true })).toHaveCount(0);
  });
});

/**
 * In Norsk, on the same screens: the list's title and course filter, the in-use refusal, the other language's
 * refusal on the variant's field, the status option, the lessons' tab and buttons, and the preview's note, with
 * axe on the list and the lessons. Saving, ordering, previewing and deleting do not depend on the language and
 * are the English test's.
 */
test('variants: the Norwegian texts of the list, the refusals, the lessons and the preview (nb)', async ({
  page,
  request,
  axe,
}) => {
  const { variantId, lessons } = await buildCourse(request, 'nb');
  const table = await openAdminList(
    page,
    request,
    server.baseURL,
    'nb',
    '/admin/course-variants',
    'Kursvarianter',
  );
  await choose(page, 'Kurs', 'Workplace', /Workplace Safety/);
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await deleteRefused(
    page,
    table.getByRole('button', { name: 'Slett: Workplace Safety' }),
    'SLETT',
    'Elementet er endret eller i bruk; endringen ble ikke lagret.',
  );
  await axe();
  await page.keyboard.press('Escape');

  await page.goto(`${server.baseURL}/admin/course-variants/${variantId}`);
  await choose(page, 'Språk', 'Norsk', 'Norsk bokmål');
  await submitRefused(page, 'Kurset har allerede en variant på dette språket.');
  await page.getByRole('combobox', { name: 'Status', exact: true }).click();
  await expect(page.getByRole('option', { name: 'Publisert' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The refused language is still in the form: leaving asks first.
  await page.getByRole('tab', { name: 'Leksjoner' }).click();
  await expect(page.getByRole('dialog', { name: 'Gå uten å lagre?' })).toBeVisible();
  await page.getByRole('button', { name: 'Gå videre' }).click();
  await expect(page.getByRole('button', { name: `Flytt ${lessons[1]} opp` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Fjern ${lessons[1]}` })).toBeVisible();
  await expect(
    page.getByRole('combobox', { name: 'Legg til en eksisterende leksjon', exact: true }),
  ).toBeVisible();
  await axe();
  await page.getByRole('tab', { name: 'Forhåndsvisning' }).click();
  await expect(page.getByText('Slik ser deltakerne det.')).toBeVisible();
});
