import { openAs } from '../../support/admin-people.ts';
import { expect, test, users } from '../../support/fixtures.ts';
import { ownServer } from '../../support/server.ts';

/**
 * Issue 13, the admin notifications: admin@'s own inbox in the admin area, in English — the list with the
 * unread count, a notification's detail (opening marks it read; it can be marked unread again), and mark all as
 * read; keyboard only where it matters; axe on each screen. In Norsk the same screens' texts (see the nb test).
 * On a server of its own, since it writes.
 */
test.describe.configure({ mode: 'default', timeout: 300_000 });

const server = ownServer();

test(`admin notifications: list, detail, mark unread, mark all read (en)`, async ({ page, request, axe }) => {
  const subject = 'Certificate issued: Workplace Safety';
  await openAs(page, request, server.baseURL, users.admin, 'en', '/admin/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const table = page.getByTestId('resource-table');
  const row = (text: string) => table.locator('tbody tr').filter({ hasText: text });
  await expect(row('Welcome to Academy').getByTestId('read-status')).toHaveText('Read');
  await expect(row(subject)).toBeVisible();
  await axe();

  await test.step('opening one shows it and marks it read; it can be marked unread again', async () => {
    await row(subject).getByRole('link', { name: subject }).click();
    await expect(page).toHaveURL(/\/admin\/notification\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('notification-subject')).toHaveText(subject);
    await expect(page.getByTestId('notification-message')).toHaveText(
      'Frida Haugen of Fjord Logistics completed Workplace Safety and earned the certificate.',
    );
    await expect(page.getByTestId('read-status')).toHaveText('Read');
    await axe();
    const markUnread = page.getByRole('button', { name: 'Mark as unread' });
    await markUnread.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('read-status')).toHaveText('Unread');
    await page.getByRole('link', { name: 'Back to notifications' }).click();
  });

  await test.step('the list counts it unread; mark all as read clears the count', async () => {
    await expect(page).toHaveURL(/\/admin\/notifications$/);
    await expect(page.getByTestId('unread-count')).toHaveText('1 unread notification');
    await expect(row(subject).getByTestId('read-status')).toHaveText('Unread');
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(
      page.getByTestId('snackbar').filter({ hasText: 'All notifications are marked as read.' }).first(),
    ).toBeVisible();
    await expect(page.getByTestId('unread-count')).toHaveText('0 unread notifications');
    await expect(row(subject).getByTestId('read-status')).toHaveText('Read');
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await axe();
  });
});

/**
 * In Norsk, on the same two screens: the title, the notification's subject and message in the reader's
 * language, the read states, the buttons, the unread count in the singular and the plural, and the snackbar,
 * with axe on the detail and on the list. The keyboard, the addresses and the disabled button do not depend on
 * the language and are the English test's; the list is checked by axe once, at the end.
 */
test('admin notifications: the Norwegian texts of the list and the detail (nb)', async ({
  page,
  request,
  axe,
}) => {
  const subject = 'Kursbevis utstedt: Sikkerhet på arbeidsplassen';
  await openAs(page, request, server.baseURL, users.admin, 'nb', '/admin/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Varsler' })).toBeVisible();
  const table = page.getByTestId('resource-table');
  const row = (text: string) => table.locator('tbody tr').filter({ hasText: text });
  await expect(row('Velkommen til Academy').getByTestId('read-status')).toHaveText('Lest');

  await row(subject).getByRole('link', { name: subject }).click();
  await expect(page.getByTestId('notification-subject')).toHaveText(subject);
  await expect(page.getByTestId('notification-message')).toHaveText(
    'Frida Haugen i Fjord Logistics har fullført Sikkerhet på arbeidsplassen og fått kursbeviset.',
  );
  await expect(page.getByTestId('read-status')).toHaveText('Lest');
  await axe();
  await page.getByRole('button', { name: 'Merk som ulest' }).click();
  await expect(page.getByTestId('read-status')).toHaveText('Ulest');
  await page.getByRole('link', { name: 'Tilbake til varslene' }).click();

  await expect(page.getByTestId('unread-count')).toHaveText('1 ulest varsel');
  await expect(row(subject).getByTestId('read-status')).toHaveText('Ulest');
  await page.getByRole('button', { name: 'Merk alle som lest' }).click();
  await expect(
    page.getByTestId('snackbar').filter({ hasText: 'Alle varsler er merket som lest.' }).first(),
  ).toBeVisible();
  await expect(page.getByTestId('unread-count')).toHaveText('0 uleste varsler');
  await axe();
});
