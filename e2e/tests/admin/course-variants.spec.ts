import type { APIRequestContext } from '@playwright/test';
import {
  callApi,
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
 * Issue 13, course variants: as admin@ in English and Norsk — the list shows the demo courses' English and
 * Norwegian variants and narrows to one course; a variant learners took a quiz in is not deleted (the modal
 * says why); a variant is updated (another variant's language refused on its field), its lessons are ordered
 * (a new lesson appended, one moved, one removed and added back), previewed as a learner reads it, and
 * deleted. axe on every screen. On a server of its own, since these tests write.
 */
test.describe.configure({ mode: 'default', timeout: 300_000 });

const server = ownServer();

const texts = {
  en: {
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
  },
  nb: {
    variants: 'Kursvarianter',
    course: 'Kurs',
    delete: 'Slett',
    word: 'SLETT',
    inUse: 'Elementet er endret eller i bruk; endringen ble ikke lagret.',
    variantExists: 'Kurset har allerede en variant på dette språket.',
    language: 'Språk',
    norwegian: 'Norsk bokmål',
    english: 'English',
    status: 'Status',
    published: 'Publisert',
    saved: 'Kursvariant lagret.',
    deleted: 'Kursvariant slettet.',
    lessonCreated: 'Leksjon opprettet.',
    lessons: 'Leksjoner',
    newLesson: 'Ny leksjon',
    addLesson: 'Legg til en eksisterende leksjon',
    add: 'Legg til',
    moveUp: (name: string) => `Flytt ${name} opp`,
    remove: (name: string) => `Fjern ${name}`,
    preview: 'Forhåndsvisning',
    learnerNote: 'Slik ser deltakerne det.',
  },
} as const;

const api = <T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
) => callApi<T>(request, server.baseURL, token, method, path, data);

test.beforeAll(async ({ request }) => {
  // learner@ begins a quiz in WS-101's English variant: the variant now holds learners' history.
  const learner = await apiToken(request, server.baseURL, users.learner);
  const { items: courses } = await api<{ items: { id: number }[] }>(
    request,
    learner,
    'GET',
    'courses?filter[code]=WS-101',
  );
  const { items: variants } = await api<{ items: { uuid: string }[] }>(
    request,
    learner,
    'GET',
    `course-variants?filter[course]=${courses[0].id}&filter[language]=en`,
  );
  const { items: lessons } = await api<{ items: { uuid: string }[] }>(
    request,
    learner,
    'GET',
    `lessons?filter[course_variant]=${variants[0].uuid}`,
  );
  await api(request, learner, 'POST', 'examinations', {
    lesson: lessons[0].uuid,
    course_variant: variants[0].uuid,
  });
});

/** A course of the test's own with an English variant (lessons A, B, C in order) and a Norwegian one. */
async function buildCourse(request: APIRequestContext, language: Language) {
  const admin = await apiToken(request, server.baseURL, users.admin);
  const name = `Pallet handling ${language}`;
  const { item: course } = await api<{ item: { id: number } }>(request, admin, 'POST', 'courses', {
    name,
    code: `PH-${language.toUpperCase()}`,
  });
  const { item: variant } = await api<{ item: { id: number } }>(request, admin, 'POST', 'course-variants', {
    course_id: course.id,
    language_id: 'en',
    title: name,
    status: 'draft',
  });
  await api(request, admin, 'POST', 'course-variants', {
    course_id: course.id,
    language_id: 'nb',
    title: `Pallhåndtering ${language}`,
  });
  const lessons = ['A', 'B', 'C'].map((letter) => `${letter} ${language} lesson`);
  for (const title of lessons)
    await api(request, admin, 'POST', 'lessons', { title, course_variant_id: variant.id });
  return { variantId: variant.id, name, lessons };
}

for (const language of ['en', 'nb'] as const satisfies readonly Language[]) {
  const text = texts[language];
  const open = (page: Parameters<typeof openAsAdmin>[0], request: APIRequestContext, path: string) =>
    openAsAdmin(page, request, server.baseURL, language, path);

  test(`variants: the list shows each demo course in English and Norwegian, narrows to a course, and refuses to delete one in use (${language})`, async ({
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

    await table.getByRole('button', { name: `${text.delete}: Workplace Safety` }).click();
    await confirmDelete(page, text.word);
    await expect(page.getByTestId('form-error')).toHaveText(text.inUse);
    await axe();
    await page.keyboard.press('Escape');
    await expect(table.getByRole('link', { name: 'Workplace Safety', exact: true })).toBeVisible();
  });

  test(`variants: update (422 on its field), ordered lessons, preview, delete (${language})`, async ({
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
      await page.getByTestId('form-submit').click();
      await expect(page.locator('main').getByText(text.variantExists)).toBeVisible();
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
}
