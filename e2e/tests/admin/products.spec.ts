import { productContract } from '@academy/contracts/entities/product';
import type { Page } from '@playwright/test';
import { checkAccessible, openAdminList, settled, submitRefused } from '../../support/admin-screens.ts';
import { listResource, updateResource } from '../../support/api-call.ts';
import { apiToken } from '../../support/demo-courses.ts';
import { expect, test, users } from '../../support/fixtures.ts';
import { ownServer } from '../../support/server.ts';
import { expectSnackbar } from '../../support/snackbars.ts';

/**
 * Issue 13, the shop's products in the admin area, as admin@ in English: the list shows the demo
 * products with their prices, a product is created (a Paddle product id another product has is refused by
 * the server on its field, translated), a file that is not an image is refused with the spec's message and a
 * real image becomes the product's, courses and books are included and one removed, the price changed, and
 * the product deleted. axe on every screen. In Norsk the same screens' texts, prices and messages (see the nb
 * test). On a server of its own, since these tests write.
 */
test.describe.configure({ mode: 'default', timeout: 300_000 });

const server = ownServer();

/** A small real PNG (48×32, one colour), which the server's sniffing and image variants accept. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAASUlEQVRYhe2WAQkAQAwCF8d05rxYH2PPOFgAET03KV/drCuIgtChmqHYMtbxE8GIDtUMxZaxDqH4oKFDNUOxZcghBGOdjhwe1wftOTR5YhoYzwAAAABJRU5ErkJggg==',
  'base64',
);
const takenPaddleId = 'pro_01demo_safety_bundle';

test.beforeAll(async ({ request }) => {
  const admin = {
    request,
    baseURL: server.baseURL,
    token: await apiToken(request, server.baseURL, users.admin),
  };
  // The demo's Safety bundle is sold through Paddle, so its product id is taken.
  const { items } = await listResource(admin, productContract);
  const bundle = items.find((item) => item.name === 'Safety bundle')!;
  await updateResource(admin, productContract, bundle.uuid, { paddle_product_id: takenPaddleId });
});

const text = {
  products: 'Products',
  bundlePrice: 'NOK 1,490.00',
  taken: 'Another product already uses this Paddle product id.',
  refusedFile: 'File was not of an allowed filetype.',
  created: 'Product created.',
  saved: 'Product saved.',
  deleted: 'Product deleted.',
  addCourse: 'Add a course',
  addBook: 'Add a book',
  remove: (name: string) => `Remove ${name}`,
  newPrice: 'NOK 1,250.50',
  word: 'DELETE',
} as const;

/** Prices are written with no-break spaces; compare them as plain text. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

/** Types into a reference select (by its label) and picks the option whose name matches. */
async function choose(
  page: Page,
  scope: ReturnType<Page['getByTestId']>,
  label: string,
  search: string,
  option: string,
) {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

/** Drops a file named .png that is no image on the product's image field; gives back the upload widget. */
async function uploadFakeImage(page: Page) {
  const upload = page.getByTestId('field-image_id-upload');
  await settled(page, '.filepond--drop-label');
  await upload.locator('input[type="file"]').setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image at all'),
  });
  return upload;
}

const language = 'en';

test(`products: list, create with a 422 on its field, image, courses and books included, update, delete (en)`, async ({
  page,
  request,
  axe,
}) => {
  const name = 'Warehouse bundle';
  const table = await openAdminList(
    page,
    request,
    server.baseURL,
    language,
    '/admin/products',
    text.products,
  );
  const bundleRow = table
    .locator('tr')
    .filter({ has: page.getByRole('link', { name: 'Safety bundle', exact: true }) });
  await expect(table.getByRole('link', { name: 'Complete academy', exact: true })).toBeVisible();
  await expect.poll(async () => plain(await bundleRow.textContent())).toContain(text.bundlePrice);
  await expect(bundleRow).toContainText('IS-201, WS-101');
  await checkAccessible(page, axe);

  await test.step('create: a Paddle product id another product has is refused on its field', async () => {
    await page.getByTestId('create').click();
    await expect(page).toHaveURL(/\/admin\/products\/create$/);
    await page.getByTestId('field-name').fill(name);
    await page.getByTestId('field-price').fill('990');
    await page.getByTestId('field-number_of_days').fill('180');
    await page.getByTestId('field-paddle_product_id').fill(takenPaddleId);
    await settled(page, '.filepond--drop-label');
    await checkAccessible(page, axe);
    await submitRefused(page, text.taken, 'paddle_product_id');
    await checkAccessible(page, axe);
    await page.getByTestId('field-paddle_product_id').fill(`pro_01e2e_${language}`);
    await page.getByTestId('form-submit').click();
    await expectSnackbar(page, text.created);
    await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
    await expect(page.getByTestId('resource-page-title')).toHaveText(name);
  });

  await test.step('image: a file that is not an image is refused; a real one becomes the image', async () => {
    const upload = await uploadFakeImage(page);
    await expect(upload).toContainText(text.refusedFile.replace(/\.$/, ''), { timeout: 30_000 });
    await expect(page.getByTestId('field-image_id-chosen')).toHaveCount(0);
    await checkAccessible(page, axe);
    await upload
      .locator('input[type="file"]')
      .setInputFiles({ name: 'warehouse.png', mimeType: 'image/png', buffer: png });
    await expect(
      page.getByTestId('field-image_id-chosen').getByRole('img', { name: 'warehouse' }),
    ).toBeVisible({
      timeout: 30_000,
    });
    await page.getByTestId('form-submit').click();
    await expectSnackbar(page, text.saved);
    await page.reload();
    await expect(
      page.getByTestId('field-image_id-chosen').getByRole('img', { name: 'warehouse' }),
    ).toBeVisible();
  });

  await test.step('courses and books included: added, and one course removed', async () => {
    const courses = page.getByTestId('product-courses');
    await choose(page, courses, text.addCourse, 'Workplace', 'Workplace Safety');
    await courses.getByTestId('linked-items-add').click();
    await expect(courses.getByTestId('linked-item')).toHaveCount(1);
    await choose(page, courses, text.addCourse, 'Customer', 'Customer Service Excellence');
    await courses.getByTestId('linked-items-add').click();
    await expect(courses.getByTestId('linked-item')).toHaveCount(2);
    const books = page.getByTestId('product-books');
    // Whole books only: the handbook's chapters are not offered.
    const bookSearch = books.getByRole('combobox', { name: text.addBook, exact: true });
    await bookSearch.click();
    await bookSearch.fill('Safety');
    await expect(page.getByRole('option', { name: 'Safety Handbook' })).toBeVisible();
    await bookSearch.fill('Fire');
    await expect(page.getByRole('option', { name: 'Fire routines' })).toHaveCount(0);
    await bookSearch.fill('Safety');
    await page.getByRole('option', { name: 'Safety Handbook' }).click();
    await books.getByTestId('linked-items-add').click();
    await expect(books.getByTestId('linked-item')).toContainText('Safety Handbook');
    await checkAccessible(page, axe);
    // The product's courses are listed by their titles in the reader's language (issue 22).
    const removed = 'Customer Service Excellence';
    await courses.getByRole('button', { name: text.remove(removed) }).click();
    await expect(courses.getByTestId('linked-item')).toHaveCount(1);
    await expect(courses.getByTestId('linked-item')).toContainText('WS-101');
  });

  await test.step('update: a new price, shown in the list in the interface language', async () => {
    await page.getByTestId('field-price').fill('1250.5');
    await page.getByTestId('form-submit').click();
    await expectSnackbar(page, text.saved);
    await page.getByRole('link', { name: text.products }).first().click();
    const row = table.locator('tr').filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect.poll(async () => plain(await row.textContent())).toContain(text.newPrice);
    await expect(row).toContainText('WS-101');
  });

  await test.step('delete: the word is asked for, then the list no longer has it', async () => {
    await table.getByRole('link', { name, exact: true }).click();
    await page.getByTestId('delete').click();
    await expect(page.getByTestId('confirm-action-input')).toBeVisible();
    await settled(page, '.mantine-Modal-content');
    await checkAccessible(page, axe);
    await page.getByTestId('confirm-action-input').fill(text.word);
    await page.getByTestId('confirm-action-submit').click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expectSnackbar(page, text.deleted);
    await expect(table.getByRole('link', { name: 'Safety bundle', exact: true })).toBeVisible();
    await expect(table.getByRole('link', { name, exact: true })).toHaveCount(0);
  });
});

/**
 * In Norsk, on the same screens: the list's title and a price in the Norwegian format, a product's courses by
 * their Norwegian titles and its add fields, the refused file's message, and the taken Paddle id's message on
 * its field, with axe on each screen. Creating, the image kept, including and removing, and deleting do not
 * depend on the language and are the English test's.
 */
test('products: the Norwegian texts, prices, course titles and messages (nb)', async ({
  page,
  request,
  axe,
}) => {
  const table = await openAdminList(page, request, server.baseURL, 'nb', '/admin/products', 'Produkter');
  const bundle = page.getByRole('link', { name: 'Safety bundle', exact: true });
  const bundleRow = table.locator('tr').filter({ has: bundle });
  await expect.poll(async () => plain(await bundleRow.textContent())).toContain('1 490,00 kr');
  await checkAccessible(page, axe);

  await bundle.click();
  const courses = page.getByTestId('product-courses');
  // The product's courses by their titles in the reader's language (issue 22).
  await expect(courses.getByRole('button', { name: 'Fjern Sikkerhet på arbeidsplassen' })).toBeVisible();
  await expect(courses.getByRole('combobox', { name: 'Legg til et kurs', exact: true })).toBeVisible();
  await expect(
    page.getByTestId('product-books').getByRole('combobox', { name: 'Legg til en bok', exact: true }),
  ).toBeVisible();
  const upload = await uploadFakeImage(page);
  await expect(upload).toContainText('Filen var ikke av en tillatt filtype', { timeout: 30_000 });
  await checkAccessible(page, axe);

  await page.getByRole('link', { name: 'Produkter' }).first().click();
  await page.getByTestId('create').click();
  await page.getByTestId('field-name').fill('Lagerpakken');
  await page.getByTestId('field-price').fill('990');
  await page.getByTestId('field-number_of_days').fill('180');
  await page.getByTestId('field-paddle_product_id').fill(takenPaddleId);
  await submitRefused(
    page,
    'Et annet produkt bruker allerede denne Paddle-produkt-ID-en.',
    'paddle_product_id',
  );
  await settled(page, '.filepond--drop-label');
  await checkAccessible(page, axe);
});
