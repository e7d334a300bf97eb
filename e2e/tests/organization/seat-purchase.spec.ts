import { companyContract } from '@academy/contracts/entities/company';
import type { Page } from '@playwright/test';
import { choose, openAs } from '../../support/admin-people.ts';
import { companyUuid } from '../../support/api.ts';
import { type ApiCaller, callApi, readResource } from '../../support/api-call.ts';
import { apiToken } from '../../support/demo-courses.ts';
import { expect, test, users } from '../../support/fixtures.ts';
import { ownServer } from '../../support/server.ts';
import { productWithCourse } from '../../support/shop-purchases.ts';
import { expectSnackbar } from '../../support/snackbars.ts';

/**
 * Issue 24 "Done when": manager@ buys 5 seats of a product for Nordlys from the organization's Courses tab,
 * pays in the local sandbox, finds the 5 seats on the product's course, enrolls 5 people from them, and the
 * sixth is refused with the seats message. The journey in English with axe, then the Norwegian texts. On a
 * server of its own, since it writes.
 */
test.describe.configure({ mode: 'default', timeout: 240_000 });
test.use({ actionTimeout: 20_000 });

const server = ownServer();
const names = { product: 'Seat Pack Five', course: 'Seat Pack Course' };
type Person = { first_name: string; last_name: string; email: string };
const people: Person[] = ['Aas', 'Berg', 'Dal', 'Foss', 'Holm', 'Lie'].map((last) => ({
  first_name: 'Buyer',
  last_name: last,
  email: `${last.toLowerCase()}.seats@example.test`,
}));
const nameOf = (person: Person) => `${person.first_name} ${person.last_name}`;

/** The Courses tab's row of the product's course. */
const courseRow = (page: Page) =>
  page.getByTestId('resource-table').first().getByRole('row').filter({ hasText: names.course });

/** The enroll form with the course chosen (the Courses tab's "Enroll"), one person. */
async function enroll(page: Page, person: Person) {
  await page.goto(`${server.baseURL}/organization/courses`);
  await courseRow(page).getByTestId('row-enroll').click();
  await expect(page).toHaveURL(/\/organization\/enrollments\/create\?course=/);
  await page.getByRole('radio', { name: 'Person' }).check();
  await choose(page, 'Person', person.last_name, nameOf(person));
  await page.getByTestId('form-submit').click();
}

test('seat purchase: manager@ buys 5 seats, pays in the sandbox, enrolls 5 and the sixth is refused (en)', async ({
  page,
  request,
  axe,
}) => {
  const base = server.baseURL;
  const admin: ApiCaller = { request, baseURL: base, token: await apiToken(request, base, users.admin) };
  const manager: ApiCaller = { request, baseURL: base, token: await apiToken(request, base, users.manager) };
  await productWithCourse(admin, names, 49_000);
  const nordlys = await readResource(admin, companyContract, await companyUuid(request, base, 'nordlys'));
  for (const person of people)
    await callApi(manager, 'users.create', { body: { ...person, company_id: nordlys.uuid } });

  await test.step('Buy seats: the product, 5 seats, the total', async () => {
    await openAs(page, request, base, users.manager, 'en', '/organization/courses');
    await expect(courseRow(page)).toHaveCount(0);
    await page.getByTestId('buy-seats').click();
    await expect(page.getByRole('dialog', { name: 'Buy seats for Nordlys AS' })).toBeVisible();
    await choose(page, 'Product', 'Seat Pack', names.product);
    await expect(page.getByTestId('buy-seats-product-summary')).toContainText('NOK 490.00 a seat');
    await page.getByTestId('field-seats').fill('5');
    await expect(page.getByTestId('buy-seats-total')).toHaveText('Total: NOK 2,450.00');
    await axe();
    await page.getByTestId('buy-seats-submit').click();
    await expect(page).toHaveURL(/\/shop\/checkout\/[0-9a-f-]{36}/);
  });

  await test.step('paid in the sandbox: the course has 5 seats, and the purchase is listed', async () => {
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page).not.toHaveURL(/\/shop\/checkout\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await expect(async () => {
      await page.goto(`${base}/organization/courses`);
      await expect(courseRow(page).getByTestId('seats-left')).toHaveText('5', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    const purchases = page.getByTestId('resource-table').nth(1);
    const purchase = purchases.getByRole('row').filter({ hasText: names.product });
    await expect(purchase).toContainText('NOK 2,450.00');
    await expect(purchase).toContainText('Paid');
    await axe();
  });

  await test.step('five people enrolled from the seats; the sixth is refused', async () => {
    for (const person of people.slice(0, 5)) {
      await enroll(page, person);
      await expectSnackbar(page, 'Enrollment created.');
      await expect(page).toHaveURL(/\/organization\/enrollments$/);
    }
    await enroll(page, people[5]);
    await expect(
      page
        .locator('main')
        .getByText('Not enough seats: 0 left for this course, and this enrollment needs 1.'),
    ).toBeVisible();
    await page.goto(`${base}/organization/courses`);
    await expect(courseRow(page).getByTestId('seats-left')).toHaveText('0');
  });
});

test('seat purchase: the Norwegian texts of Buy seats and the seats bought (nb)', async ({
  page,
  request,
}) => {
  const base = server.baseURL;
  await openAs(page, request, base, users.manager, 'nb', '/organization/courses');
  await expect(page.getByRole('heading', { name: 'Kjøpte plasser' })).toBeVisible();
  await expect(
    page.getByTestId('resource-table').nth(1).getByRole('row').filter({ hasText: names.product }),
  ).toContainText('Betalt');
  await page.getByTestId('buy-seats').click();
  await expect(page.getByRole('dialog', { name: 'Kjøp plasser for Nordlys AS' })).toBeVisible();
  await choose(page, 'Produkt', 'Seat Pack', names.product);
  await expect(page.getByTestId('buy-seats-product-summary')).toContainText('per plass, 365 dagers tilgang');
  await page.getByTestId('field-seats').fill('2');
  await expect(page.getByTestId('buy-seats-total')).toContainText('Totalt: 980,00');
  await page.getByTestId('field-seats').fill('');
  await page.getByTestId('buy-seats-submit').click();
  await expect(page.getByText('Skriv inn minst 1 plass.')).toBeVisible();
});
