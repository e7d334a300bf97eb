import { certificateContract } from '@academy/contracts/entities/certificate';
import { companyContract } from '@academy/contracts/entities/company';
import { courseContract } from '@academy/contracts/entities/course';
import { userContract } from '@academy/contracts/entities/user';
import type { APIRequestContext } from '@playwright/test';
import { courseLessons, deleteRefused, openAdminList, submitRefused } from '../../support/admin-screens.ts';
import { callApi, createResource, firstItem, listResource } from '../../support/api-call.ts';
import { choose, confirmDelete, linkedNames, openAsAdmin, settled } from '../../support/course-admin.ts';
import { apiToken } from '../../support/demo-courses.ts';
import { expect, test, users } from '../../support/fixtures.ts';
import { ownServer } from '../../support/server.ts';
import { expectSnackbar } from '../../support/snackbars.ts';

/**
 * Issue 13, courses: as admin@ in English — the list shows the demo courses (WS-101, IS-201, CS-301)
 * and refuses to delete one in use; a course is created (a taken code refused on its field), updated with an
 * uploaded image, related to another, given an English and a Norwegian variant (the second English one
 * refused on its language), previewed as a learner reads it, and deleted; who is enrolled in WS-101 and its
 * overview counts. axe on every screen. In Norsk the same screens' texts and refusals (see the nb test). On a
 * server of its own, since these tests write.
 */
test.describe.configure({ mode: 'default', timeout: 300_000 });

const server = ownServer();
let nordlysMembers = 0;

const text = {
  courses: 'Courses',
  newCourse: 'New course',
  search: 'Search',
  delete: 'Delete',
  word: 'DELETE',
  inUse: 'This item was changed or is in use; the change was not saved.',
  codeTaken: 'This code is already in use.',
  created: 'Course created.',
  saved: 'Course saved.',
  deleted: 'Course deleted.',
  variantCreated: 'Course variant created.',
  variantExists: 'The course already has a variant in this language.',
  related: 'Related courses',
  addRelated: 'Add a related course',
  add: 'Add',
  variants: 'Variants',
  newVariant: 'New variant',
  language: 'Language',
  english: 'English',
  norwegian: 'Norsk bokmål',
  companies: 'Companies enrolled',
  departments: 'Departments enrolled',
  usersTab: 'Users enrolled',
  overview: 'Overview',
  preview: 'Preview',
  draft: 'it is a draft',
  learnerNote: 'This is what a learner reads.',
} as const;

/** A 1×1 PNG, the smallest image the server's image intake (sharp) accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A demo course's id by its code, as the token's holder lists courses. */
async function courseId(request: APIRequestContext, token: string, code: string) {
  return (
    await firstItem({ request, baseURL: server.baseURL, token }, courseContract, { 'filter[code]': code })
  ).id;
}

test.beforeAll(async ({ request }) => {
  const caller = async (email: string) => ({
    request,
    baseURL: server.baseURL,
    token: await apiToken(request, server.baseURL, email),
  });
  const admin = await caller(users.admin);
  // learner@ (Nordlys, enrolled in WS-101 with the whole company) begins a quiz: in progress.
  const learner = await caller(users.learner);
  const { course: ws, variant, lessons } = await courseLessons(learner, 'WS-101', { inactiveToo: true });
  await callApi(learner, 'examinations.start', {
    body: { lesson: lessons[0].uuid, course_variant: variant.uuid },
  });
  // fjord.learner@ (enrolled personally by Fjord) holds a certificate issued by hand: certified.
  const { items: people } = await listResource(admin, userContract, { search: users.fjordLearner });
  await createResource(admin, certificateContract, {
    user_id: people.find((person) => person.email === users.fjordLearner)!.id,
    course_id: ws.id,
    title: 'Workplace Safety',
  });
  const { items: companies } = await listResource(admin, companyContract, { per_page: 100 });
  nordlysMembers = companies.find((company) => company.slug === 'nordlys')!.users_count;
});

const open = (page: Parameters<typeof openAsAdmin>[0], request: APIRequestContext, path: string) =>
  openAsAdmin(page, request, server.baseURL, 'en', path);

test(`courses: the list shows the demo courses, searches, and refuses to delete one in use (en)`, async ({
  page,
  request,
  axe,
}) => {
  await open(page, request, '/admin/courses');
  await expect(page.getByRole('heading', { level: 1, name: text.courses })).toBeVisible();
  const table = page.getByTestId('resource-table');
  for (const [name, code] of [
    ['Workplace Safety', 'WS-101'],
    ['Information Security Basics', 'IS-201'],
    ['Customer Service Excellence', 'CS-301'],
  ])
    await expect(table.getByRole('row', { name: new RegExp(`${name}.*${code}`) })).toBeVisible();
  await axe();

  await page.getByLabel(text.search).fill('safety');
  await expect(page).toHaveURL(/search=safety/);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.getByRole('link', { name: 'Workplace Safety', exact: true })).toBeVisible();

  // WS-101 has enrollments, a certificate and a quiz begun: the server refuses, the modal says why.
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

test(`courses: create (422 on its field), update with an image, relate, two variants, preview, delete (en)`, async ({
  page,
  request,
  axe,
}) => {
  const name = 'Forklift Basics';
  const code = 'FL-EN';
  await open(page, request, '/admin/courses');
  await page.getByTestId('create').click();
  await expect(page).toHaveURL(/\/admin\/courses\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: text.newCourse })).toBeVisible();
  await axe();

  await test.step('create: a code already used is refused on its field', async () => {
    await page.getByTestId('field-name').fill(name);
    await page.getByTestId('field-code').fill('WS-101');
    await submitRefused(page, text.codeTaken, 'code');
    await axe();
    await page.getByTestId('field-code').fill(code);
    await page.getByTestId('form-submit').click();
    await expectSnackbar(page, text.created);
    await expect(page).toHaveURL(/\/admin\/courses\/\d+$/);
    await expect(page.getByTestId('resource-page-title')).toHaveText(name);
    await axe();
  });

  await test.step('update: a new name and an uploaded image, which becomes its media', async () => {
    await page.getByTestId('field-name').fill(`${name} I`);
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('form-submit').click();
    await expectSnackbar(page, text.saved);
    await expect(page.getByTestId('resource-page-title')).toHaveText(`${name} I`);
    await expect(page.getByTestId('item-image').getByRole('img', { name: 'cover' })).toBeVisible();
    // The form starts again from what was saved: the image is now the chosen media item.
    await expect(page.getByTestId('field-image_id')).toHaveValue('cover');
    await axe();
  });

  await test.step('related courses: add one, it is listed with its code', async () => {
    await page.getByRole('tab', { name: text.related }).click();
    await expect(page).toHaveURL(/\/admin\/courses\/\d+\/related$/);
    await choose(page, text.addRelated, 'Customer', /Customer Service Excellence/);
    await page.getByTestId('linked-items-add').click();
    await expect(linkedNames(page, 'related-courses')).toHaveText(['Customer Service Excellence']);
    await expect(page.getByTestId('related-courses')).toContainText('CS-301');
    await axe();
  });

  await test.step('variants: English, then a second English one refused on its language, then Norwegian', async () => {
    await page.getByRole('tab', { name: text.variants }).click();
    await page.getByRole('link', { name: text.newVariant }).click();
    await expect(page).toHaveURL(/\/admin\/courses\/\d+\/variants\/create$/);
    await choose(page, text.language, 'Eng', text.english);
    await page.getByTestId('field-title').fill(`${name} (English)`);
    await axe();
    await page.getByTestId('form-submit').click();
    await expectSnackbar(page, text.variantCreated);
    await expect(page).toHaveURL(/\/admin\/course-variants\/\d+$/);
    await expect(page.getByTestId('resource-page-title')).toHaveText(`${name} (English)`);

    // The variant's course leads back to the course's variants.
    await page
      .getByTestId('variant-facts')
      .getByRole('link', { name: new RegExp(code) })
      .click();
    await expect(page).toHaveURL(/\/admin\/courses\/\d+\/variants$/);
    await page.getByRole('link', { name: text.newVariant }).click();
    await choose(page, text.language, 'Eng', text.english);
    await page.getByTestId('field-title').fill(`${name} (again)`);
    await submitRefused(page, text.variantExists);
    await axe();
    await page.getByRole('combobox', { name: text.language, exact: true }).click();
    await choose(page, text.language, 'Norsk', text.norwegian);
    await page.getByTestId('field-title').fill(`${name} (norsk)`);
    await page.getByTestId('form-submit').click();
    await expect(page).toHaveURL(/\/admin\/course-variants\/\d+$/);
    await page
      .getByTestId('variant-facts')
      .getByRole('link', { name: new RegExp(code) })
      .click();
    const rows = page.getByTestId('resource-table').locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(page.getByTestId('resource-table')).toContainText(text.english);
    await expect(page.getByTestId('resource-table')).toContainText(text.norwegian);
    await axe();
  });

  await test.step('preview: the course in each language as a learner reads it, drafts flagged', async () => {
    await page.getByRole('tab', { name: text.preview }).click();
    await expect(page.getByText(text.learnerNote)).toBeVisible();
    const title = page.getByTestId('variant-title');
    await expect(title).toHaveText(`${name} (English)`);
    await expect(page.getByTestId('preview-hidden')).toContainText(text.draft);
    await axe();
    await page.getByTestId('preview-language').getByText(text.norwegian).click();
    await expect(title).toHaveText(`${name} (norsk)`);
  });

  await test.step('delete: asked first, then gone from the list', async () => {
    await page.getByTestId('delete').click();
    await confirmDelete(page, text.word);
    await expect(page).toHaveURL(/\/admin\/courses$/);
    await expectSnackbar(page, text.deleted);
    const table = page.getByTestId('resource-table');
    await expect(table.getByRole('link', { name: 'Workplace Safety', exact: true })).toBeVisible();
    await expect(table.getByRole('link', { name: `${name} I`, exact: true })).toHaveCount(0);
  });
});

test(`courses: who is enrolled, and the overview counts (en)`, async ({ page, request, axe }) => {
  const admin = await apiToken(request, server.baseURL, users.admin);
  const ws = await courseId(request, admin, 'WS-101');
  const is = await courseId(request, admin, 'IS-201');
  await open(page, request, `/admin/courses/${ws}/enrollments/companies`);
  await expect(page.getByRole('tab', { name: text.companies })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('resource-table').getByRole('link', { name: 'Nordlys AS' })).toBeVisible();
  await axe();

  await page.getByRole('tab', { name: text.usersTab }).click();
  await expect(page.getByTestId('resource-table').getByRole('link', { name: 'Frida Haugen' })).toBeVisible();
  await expect(page.getByTestId('resource-table').locator('tbody tr')).toHaveCount(1);
  await axe();

  await page.getByRole('tab', { name: text.overview }).click();
  const count = (figure: string) => page.getByTestId(`overview-${figure}`).getByTestId('overview-count');
  // The whole of Nordlys (its company enrollment) and Frida (Fjord enrolled her personally).
  await expect(count('enrolled')).toHaveText(String(nordlysMembers + 1));
  await expect(count('in_progress')).toHaveText('1');
  await expect(count('certified')).toHaveText('1');
  await expect(count('expired')).toHaveText('0');
  await axe();

  await page.goto(`${server.baseURL}/admin/courses/${is}/enrollments/departments`);
  await expect(page.getByTestId('resource-table').getByRole('link', { name: 'Sales' })).toBeVisible();
  await settled(page, '[data-testid="resource-table"]');
  await axe();
});

/**
 * In Norsk, the texts of the same screens: the list's title and search, the in-use refusal, the new course's
 * title and its taken code, a second variant in a language refused, the course's tabs and the preview's note,
 * with axe on the refusals and the tabs. Creating, updating, relating, previewing and deleting do not depend
 * on the language and are the English tests'.
 */
test("courses: the Norwegian texts of the list, the refusals, the course's tabs and the preview (nb)", async ({
  page,
  request,
  axe,
}) => {
  const admin = await apiToken(request, server.baseURL, users.admin);
  const ws = await courseId(request, admin, 'WS-101');
  const table = await openAdminList(page, request, server.baseURL, 'nb', '/admin/courses', 'Kurs');
  await page.getByLabel('Søk').fill('safety');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await deleteRefused(
    page,
    table.getByRole('button', { name: 'Slett: Workplace Safety' }),
    'SLETT',
    'Elementet er endret eller i bruk; endringen ble ikke lagret.',
  );
  await axe();
  await page.keyboard.press('Escape');

  await page.getByTestId('create').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nytt kurs' })).toBeVisible();
  await page.getByTestId('field-name').fill('Truckførerkurs');
  await page.getByTestId('field-code').fill('WS-101');
  await submitRefused(page, 'Denne koden er allerede i bruk.');
  await axe();

  await page.goto(`${server.baseURL}/admin/courses/${ws}/variants/create`);
  await choose(page, 'Språk', 'Eng', 'English');
  await page.getByTestId('field-title').fill('Workplace Safety (igjen)');
  await submitRefused(page, 'Kurset har allerede en variant på dette språket.');

  await page.goto(`${server.baseURL}/admin/courses/${ws}/enrollments/companies`);
  await expect(page.getByRole('tab', { name: 'Påmeldte bedrifter' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  for (const tab of ['Påmeldte avdelinger', 'Påmeldte brukere', 'Oversikt', 'Relaterte kurs', 'Varianter'])
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  await axe();
  await page.getByRole('tab', { name: 'Forhåndsvisning' }).click();
  await expect(page.getByText('Slik ser deltakerne det.')).toBeVisible();
});
