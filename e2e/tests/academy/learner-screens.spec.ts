import { bookContract } from '@academy/contracts/entities/book';
import { companyContract } from '@academy/contracts/entities/company';
import { courseContract } from '@academy/contracts/entities/course';
import { courseVariantContract } from '@academy/contracts/entities/course-variant';
import type { APIRequestContext } from '@playwright/test';
import { companyUuid } from '../../support/api.ts';
import {
  type ApiCaller,
  callApi,
  listResource,
  readResource,
  updateResource,
} from '../../support/api-call.ts';
import { expect, PASSWORD, signInWithToken, test, users } from '../../support/fixtures.ts';
import { ownServer } from '../../support/server.ts';

/**
 * The learner's other screens: user settings, the knowledge base, the lesson image, the empty certificate list,
 * someone else's examination, a course they are not enrolled in. axe runs here only on what the accessibility
 * walk (shell/accessibility-walk.spec.ts, every screen in both languages) does not reach. A server of its own,
 * since these tests change preferences and purchases.
 */
test.describe.configure({ mode: 'default', timeout: 300_000 });

const server = ownServer({ timeout: 180_000 });

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const answer = await callApi({ request, baseURL: server.baseURL }, 'auth.login', {
    body: { email, password: PASSWORD },
  });
  return answer.data.item.access_token;
}

/** `email` as an API caller on this spec's server. */
async function caller(request: APIRequestContext, email: string): Promise<ApiCaller> {
  return { request, baseURL: server.baseURL, token: await apiToken(request, email) };
}

test('user settings: preferences saved, details read-only, reset mail only with core e-mails', async ({
  page,
}) => {
  await signInWithToken(page, server.baseURL, users.head);
  await page.goto(`${server.baseURL}/users/settings`);
  await expect(page).toHaveTitle('Academy - User settings');
  await expect(page.getByTestId('contact-head')).toContainText('contact your department head');
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveAttribute('readonly', '');

  await page.getByTestId('email-marketing').click({ force: true });
  await page.getByTestId('save-settings').click();
  await expect(page.getByTestId('snackbar').first()).toBeVisible();
  await expect(page.getByTestId('password-reset-mail')).toBeVisible();
  await page.getByTestId('password-reset-mail').click();
  await expect(page.getByText('Check your e-mail for the link.')).toBeVisible();

  await page.getByTestId('email-core').click({ force: true });
  await page.getByTestId('save-settings').click();
  await expect(page.getByTestId('password-core-off')).toBeVisible();
  await expect(page.getByTestId('password-reset-mail')).toHaveCount(0);

  await page.getByTestId('preferred-language').click();
  await page.getByRole('option', { name: 'Norsk' }).click();
  await page.getByTestId('save-settings').click();
  await expect(page.getByRole('heading', { name: 'Brukerinnstillinger', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Academy - Brukerinnstillinger');
});

test('user settings: a manager whose company gets the expiry digest switches it off; others see no such switch (nb)', async ({
  page,
  request,
  browser,
  axe,
}) => {
  const admin = await caller(request, users.admin);
  const nordlys = await companyUuid(request, server.baseURL, 'nordlys');
  await updateResource(admin, companyContract, nordlys, { permissions: { expiry_digest: true } });
  const manager = await caller(request, users.manager);
  const digestOf = async () => (await callApi(manager, 'users.settings')).data.item.email_digest;
  expect(await digestOf()).toBe(true);

  await page.addInitScript(() => window.localStorage.setItem('language', 'nb'));
  await signInWithToken(page, server.baseURL, users.manager);
  await page.goto(`${server.baseURL}/users/settings`);
  const digest = page.getByRole('switch', { name: 'Oversikt over kursbevis som utløper' });
  await expect(digest).toBeChecked();
  await axe();
  await digest.click({ force: true });
  await page.getByTestId('save-settings').click();
  await expect.poll(digestOf).toBe(false);
  await page.reload();
  await expect(digest).not.toBeChecked();

  // A department head of the same company is no manager: the digest never reaches them, so no switch.
  const context = await browser.newContext();
  const head = await context.newPage();
  await head.addInitScript(() => window.localStorage.setItem('language', 'nb'));
  await signInWithToken(head, server.baseURL, users.head);
  await head.goto(`${server.baseURL}/users/settings`);
  await expect(head.getByTestId('email-marketing')).toBeAttached();
  await expect(head.getByTestId('email-digest')).toHaveCount(0);
  await context.close();
});

test('knowledge base: books, collections, a purchased book and its chapters', async ({ page, request }) => {
  const admin = await caller(request, users.admin);
  const books = await listResource(admin, bookContract, {
    'filter[parent]': 'null',
    'filter[language]': 'en',
  });
  const handbook = books.items.find((book) => book.name === 'Safety Handbook');
  expect(handbook).toBeTruthy();
  // The learner's company holds the English handbook (the demo seed may already have given it: 422 then).
  const nordlys = await companyUuid(request, server.baseURL, 'nordlys');
  const bought = await request.post(`${server.baseURL}/api/v1/company-books`, {
    data: { company_id: nordlys, book_id: handbook!.uuid },
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  expect([201, 422]).toContain(bought.status());

  await signInWithToken(page, server.baseURL, users.learner);
  await page.goto(`${server.baseURL}/knowledge`);
  await expect(page).toHaveTitle('Academy - Knowledge base');
  await expect(page.getByRole('region', { name: 'Purchased books' }).getByTestId('book-card')).toHaveCount(1);
  await expect(page.getByTestId('collection-card').first()).toBeVisible();
  await page.getByRole('link', { name: 'Safety Handbook' }).first().click();
  await expect(page.getByTestId('book-title')).toHaveText('Safety Handbook');
  await expect(page.getByTestId('chapter-list').getByRole('link')).toHaveCount(3);
  await page.getByRole('link', { name: 'Fire routines' }).click();
  await expect(page.getByTestId('chapter-title')).toHaveText('Fire routines');
  await expect(page.getByTestId('chapter-body')).toContainText('extinguisher');
  await page.getByRole('link', { name: 'Reporting incidents' }).click();
  await expect(page.getByTestId('chapter-title')).toHaveText('Reporting incidents');
});

test('someone else’s examination and a course one is not enrolled in show clear not-found screens', async ({
  page,
  request,
  axe,
}) => {
  // fjord.learner starts a quiz in their own Workplace Safety course.
  const fjord = await caller(request, users.fjordLearner);
  const courses = await listResource(fjord, courseContract);
  const course = courses.items.find((item) => item.code === 'WS-101')!;
  const variant = await readResource(fjord, courseVariantContract, course.variant!.uuid, { with: 'lessons' });
  const { data: exam } = await callApi(fjord, 'examinations.start', {
    body: { lesson: variant.lessons![0].uuid, course_variant: course.variant!.uuid },
  });

  await signInWithToken(page, server.baseURL, users.learner);
  await page.goto(`${server.baseURL}/examination/${exam.item.uuid}`);
  await expect(page.getByTestId('not-found-state')).toContainText('Examination not found');
  await expect(page.getByTestId('snackbar')).toHaveCount(0);
  await axe();
  await page.goto(`${server.baseURL}/examination/${exam.item.uuid}/results`);
  await expect(page.getByTestId('not-found-state')).toContainText('Examination not found');
  await page.goto(`${server.baseURL}/courses/00000000-0000-4000-8000-000000000000`);
  await expect(page.getByTestId('not-found-state')).toContainText('Course not found');
});

test('a lesson image loads through its signed media URL, and an empty certificate list says so', async ({
  page,
  axe,
}) => {
  await signInWithToken(page, server.baseURL, users.fjordLearner);
  await page.goto(`${server.baseURL}/courses`);
  await expect(page.getByTestId('course-card')).toHaveCount(1);
  await page.getByTestId('course-card').click();
  await expect(page.getByTestId('lessons-table')).toBeVisible();
  // The first Workplace Safety lesson has the demo image, loaded through its signed media URL.
  // The lesson's own link (the row also offers its quiz once one is started).
  await page.getByTestId('lesson-row').first().getByRole('link').first().click();
  const image = page.getByTestId('lesson-content').getByRole('img', { name: 'Spot the hazards' });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
  await page.goto(`${server.baseURL}/certificates`);
  // In the account's language (Norsk for this learner).
  await expect(page.getByRole('heading', { name: 'Kursbevis', level: 1 })).toBeVisible();
  await expect(page.getByTestId('empty-state')).toBeVisible();
  // The walk (shell/accessibility-walk.spec.ts) checks every learner screen in both languages; this empty state
  // is the one it does not reach.
  await axe();
});
