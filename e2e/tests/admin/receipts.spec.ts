import { readFile } from 'node:fs/promises';
import { confirmWith, openAs } from '../../support/admin-people.ts';
import type { ApiCaller } from '../../support/api-call.ts';
import { apiToken } from '../../support/demo-courses.ts';
import { expect, test, users } from '../../support/fixtures.ts';
import { ownServer } from '../../support/server.ts';
import { buyInSandbox, productWithCourse } from '../../support/shop-purchases.ts';
import { parseCsv } from '../../support/spreadsheets.ts';

/**
 * Issue 24, admin "Orders and receipts": learner@ buys two products in the local sandbox (set up through the
 * API); the administrator finds both in /admin/receipts, filters by product and by status, exports the list as
 * CSV, opens a product's Sales tab and refunds its receipt there (asked first), after which the row says
 * Refunded. In English with axe on each screen, then the Norwegian texts. On a server of its own: it writes.
 */
test.describe.configure({ mode: 'default', timeout: 180_000 });
test.use({ actionTimeout: 20_000 });

const server = ownServer();
const first = { product: 'Receipt Pack Alpha', course: 'Receipt Course Alpha' };
const second = { product: 'Receipt Pack Beta', course: 'Receipt Course Beta' };
let alphaId = 0;

test('receipts: the list, a filter, the export and a refund (en)', async ({ page, request, axe }) => {
  const base = server.baseURL;
  const admin: ApiCaller = { request, baseURL: base, token: await apiToken(request, base, users.admin) };
  const learner: ApiCaller = { request, baseURL: base, token: await apiToken(request, base, users.learner) };
  const alpha = await productWithCourse(admin, first, 12_500);
  const beta = await productWithCourse(admin, second, 30_000);
  alphaId = alpha.product.id;
  await buyInSandbox(learner, alpha.product.uuid);
  await buyInSandbox(learner, beta.product.uuid);

  await test.step('the list shows both purchases, paid', async () => {
    await openAs(page, request, base, users.admin, 'en', '/admin/receipts');
    await expect(page.getByRole('heading', { name: 'Orders and receipts', level: 1 })).toBeVisible();
    const table = page.getByTestId('resource-table');
    for (const name of [first.product, second.product]) {
      const row = table.getByRole('row').filter({ hasText: name });
      await expect(row.getByTestId('receipt-status')).toHaveText('Paid');
    }
    await expect(table.getByRole('row').filter({ hasText: first.product })).toContainText('NOK 125.00');
    await axe();
  });

  await test.step('filtered by product: only that product; the export has the same rows', async () => {
    const products = page.getByRole('combobox', { name: 'Product', exact: true });
    await products.click();
    await products.fill('Receipt Pack Al');
    await page.getByRole('option', { name: first.product }).click();
    await expect(page).toHaveURL(/filter%5Bproduct%5D=|filter\[product\]=/);
    const table = page.getByTestId('resource-table');
    await expect(table.getByRole('row').filter({ hasText: second.product })).toHaveCount(0);
    await expect(table.getByRole('row').filter({ hasText: first.product })).toHaveCount(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('table-export').click(),
    ]);
    const [header, ...lines] = parseCsv(
      (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, ''),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0][header.indexOf('Product')]).toBe(first.product);
    expect(lines[0][header.indexOf('Status')]).toBe('Paid');
  });

  await test.step("the product's sales: one paid purchase; refunded there, asked first", async () => {
    await page.goto(`${base}/admin/products/${alphaId}`);
    await expect(page.getByRole('heading', { name: `Sales of ${first.product}` })).toBeVisible();
    await expect(page.getByTestId('sales-count')).toHaveText('1');
    await expect(page.getByTestId('sales-amount')).toHaveText('NOK 125.00');
    await axe();
    const row = page.getByTestId('resource-table').getByRole('row').filter({ hasText: 'NOK 125.00' });
    await row.getByTestId('row-refund').click();
    await confirmWith(page, 'REFUND', axe);
    await expect(row.getByTestId('receipt-status')).toHaveText('Refunded');
    await expect(row.getByTestId('row-refund')).toHaveCount(0);
    await expect(page.getByTestId('sales-count')).toHaveText('0');
  });

  await test.step('the list filtered by status from the sales link: refunded only', async () => {
    await page.getByRole('link', { name: 'Open in orders and receipts' }).click();
    await expect(page).toHaveURL(/\/admin\/receipts\?/);
    await page.getByRole('combobox', { name: 'Status', exact: true }).click();
    await page.getByRole('option', { name: 'Refunded', exact: true }).click();
    const table = page.getByTestId('resource-table');
    await expect(table.getByRole('row').filter({ hasText: first.product })).toHaveCount(1);
    await expect(table.getByTestId('receipt-status')).toHaveText(['Refunded']);
  });
});

test('receipts: the Norwegian texts of the list and the refund (nb)', async ({ page, request }) => {
  const base = server.baseURL;
  await openAs(page, request, base, users.admin, 'nb', '/admin/receipts');
  await expect(page.getByRole('heading', { name: 'Ordrer og kvitteringer', level: 1 })).toBeVisible();
  const table = page.getByTestId('resource-table');
  for (const header of ['Kjøpt', 'Produkt', 'Kjøper', 'Beløp', 'Status'])
    await expect(table.locator('thead')).toContainText(header);
  const row = table.getByRole('row').filter({ hasText: second.product });
  await expect(row.getByTestId('receipt-status')).toHaveText('Betalt');
  await expect(row).toContainText('300,00');
  await row.getByTestId('row-refund').click();
  await expect(page.getByRole('dialog', { name: /^Refundere .*300,00/ })).toBeVisible();
  await expect(page.getByText('Skriv REFUNDER', { exact: false })).toBeVisible();
});
