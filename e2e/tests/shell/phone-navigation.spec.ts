import type { Page } from '@playwright/test';
import { expect, gotoSignedIn, signInWithToken, test, users } from '../../support/fixtures.ts';
import { followLink } from '../../support/navigation.ts';

/** Defect 3: at 390 px the header has no room for the links; a menu button opens them in a drawer. */
test.use({ viewport: { width: 390, height: 844 } });

const texts = {
  en: { menu: 'Open the menu', dialog: 'Menu', courses: 'Courses', heading: 'Courses' },
  nb: { menu: 'Åpne menyen', dialog: 'Meny', courses: 'Kurs', heading: 'Kurs' },
} as const;

/** Tabs until `target` has the focus, as a keyboard user would; fails if it is not reachable. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 25) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

for (const language of ['en', 'nb'] as const) {
  test(`on a phone the menu button opens the navigation by keyboard (${language})`, async ({
    page,
    baseURL,
    axe,
  }) => {
    const text = texts[language];
    await page.addInitScript((code) => window.localStorage.setItem('language', code), language);
    await signInWithToken(page, baseURL!, users.head);
    await gotoSignedIn(page, '/home');
    await expect(page.getByTestId('greeting')).toBeVisible();
    // The header's own links are hidden; nothing else is reachable without the menu button.
    await expect(page.getByRole('link', { name: text.courses, exact: true })).toHaveCount(0);

    const button = page.getByRole('button', { name: text.menu });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const controls = await button.getAttribute('aria-controls');
    expect(controls).toBeTruthy();
    await page.locator('body').focus();
    await tabTo(page, button);
    await page.keyboard.press('Enter');

    const drawer = page.getByRole('dialog', { name: text.dialog });
    await expect(drawer).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.locator(`#${controls}`)).toBeVisible();
    // The focus moved into the drawer.
    await expect
      .poll(() => drawer.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    await expect(drawer.getByRole('link', { name: text.courses, exact: true })).toBeVisible();
    await expect(drawer).toHaveCSS('opacity', '1');
    await axe();

    const courses = drawer.getByRole('link', { name: text.courses, exact: true });
    await tabTo(page, courses);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole('heading', { name: text.heading, level: 1 })).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // The focus is given back to the menu button.
    await expect(button).toBeFocused();

    // Escape closes it too.
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
  });
}

test('on a phone the organization area keeps its links behind the menu button, not off-screen', async ({
  page,
  baseURL,
}) => {
  await signInWithToken(page, baseURL!, users.manager);
  await gotoSignedIn(page, '/organization');
  await expect(page.getByRole('link', { name: 'Back to the academy' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open the menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: 'Back to the academy' })).toBeVisible();
  await followLink(page, drawer.getByRole('link', { name: 'Back to the academy' }), /\/home$/);
});
