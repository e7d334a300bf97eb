import type { APIRequestContext, Page } from '@playwright/test';
import { apiData } from '../../support/api.ts';
import { contextUser } from '../../support/api-call.ts';
import { apiToken } from '../../support/demo-courses.ts';
import { expect, signInWithToken, test, users } from '../../support/fixtures.ts';
import { ownServer } from '../../support/server.ts';

/**
 * Issue 13, the admin notifications: admin@'s own inbox in the admin area, in English and Norsk — the list with
 * the unread count, a notification's detail (opening marks it read; it can be marked unread again), and mark
 * all as read; keyboard only where it matters; axe on each screen. On a server of its own, since it writes.
 */
test.describe.configure({ mode: 'default', timeout: 300_000 });

type Language = 'en' | 'nb';
const server = ownServer();

const texts = {
  en: {
    title: 'Notifications',
    subject: 'Certificate issued: Workplace Safety',
    message: 'Frida Haugen of Fjord Logistics completed Workplace Safety and earned the certificate.',
    welcome: 'Welcome to Academy',
    oneUnread: '1 unread notification',
    noneUnread: '0 unread notifications',
    read: 'Read',
    unread: 'Unread',
    markUnread: 'Mark as unread',
    markAll: 'Mark all as read',
    allRead: 'All notifications are marked as read.',
    back: 'Back to notifications',
  },
  nb: {
    title: 'Varsler',
    subject: 'Kursbevis utstedt: Sikkerhet på arbeidsplassen',
    message: 'Frida Haugen i Fjord Logistics har fullført Sikkerhet på arbeidsplassen og fått kursbeviset.',
    welcome: 'Velkommen til Academy',
    oneUnread: '1 ulest varsel',
    noneUnread: '0 uleste varsler',
    read: 'Lest',
    unread: 'Ulest',
    markUnread: 'Merk som ulest',
    markAll: 'Merk alle som lest',
    allRead: 'Alle varsler er merket som lest.',
    back: 'Tilbake til varslene',
  },
} as const;

/** Signs admin@ in with the account and the browser set to the language, and opens the path. */
async function openAsAdmin(page: Page, request: APIRequestContext, language: Language, path: string) {
  const base = server.baseURL;
  const token = await apiToken(request, base, users.admin);
  const user = await contextUser({ request, baseURL: base, token });
  await apiData(request, base, token, 'PATCH', `users/${user.uuid}`, {
    preferred_language: language,
  });
  await page.addInitScript((code) => window.localStorage.setItem('language', code), language);
  await signInWithToken(page, base, users.admin);
  await page.goto(`${base}${path}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

for (const language of ['en', 'nb'] as const) {
  const text = texts[language];

  test(`admin notifications: list, detail, mark unread, mark all read (${language})`, async ({
    page,
    request,
    axe,
  }) => {
    await openAsAdmin(page, request, language, '/admin/notifications');
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    const table = page.getByTestId('resource-table');
    const row = (subject: string) => table.locator('tbody tr').filter({ hasText: subject });
    await expect(row(text.welcome).getByTestId('read-status')).toHaveText(text.read);
    await expect(row(text.subject)).toBeVisible();
    await axe();

    await test.step('opening one shows it and marks it read; it can be marked unread again', async () => {
      await row(text.subject).getByRole('link', { name: text.subject }).click();
      await expect(page).toHaveURL(/\/admin\/notification\/[0-9a-f-]{36}$/);
      await expect(page.getByTestId('notification-subject')).toHaveText(text.subject);
      await expect(page.getByTestId('notification-message')).toHaveText(text.message);
      await expect(page.getByTestId('read-status')).toHaveText(text.read);
      await axe();
      const markUnread = page.getByRole('button', { name: text.markUnread });
      await markUnread.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('read-status')).toHaveText(text.unread);
      await page.getByRole('link', { name: text.back }).click();
    });

    await test.step('the list counts it unread; mark all as read clears the count', async () => {
      await expect(page).toHaveURL(/\/admin\/notifications$/);
      await expect(page.getByTestId('unread-count')).toHaveText(text.oneUnread);
      await expect(row(text.subject).getByTestId('read-status')).toHaveText(text.unread);
      await page.getByRole('button', { name: text.markAll }).click();
      await expect(page.getByTestId('snackbar').filter({ hasText: text.allRead }).first()).toBeVisible();
      await expect(page.getByTestId('unread-count')).toHaveText(text.noneUnread);
      await expect(row(text.subject).getByTestId('read-status')).toHaveText(text.read);
      await expect(page.getByRole('button', { name: text.markAll })).toBeDisabled();
      await axe();
    });
  });
}
