import { expect, signInWithToken, test, users } from '../../support/fixtures.ts';

/**
 * /product/:product (spec §2, a guest route; post-login routing sends a purchase there). Until the shop
 * exists it says the product is not available, never the not-found page.
 */
const product = '3f2b8c1e-7d4a-4e0b-9a5c-2b1d6e8f0a97';
const locales = [
  {
    locale: 'en-US',
    title: 'This product is not available',
    text: 'The shop is not open yet',
    signIn: 'Sign in',
    home: 'Go to the dashboard',
    pageTitle: 'Academy - Product',
  },
  {
    locale: 'nb-NO',
    title: 'Dette produktet er ikke tilgjengelig',
    text: 'Butikken er ikke åpnet ennå',
    signIn: 'Logg inn',
    home: 'Gå til oversikten',
    pageTitle: 'Academy - Produkt',
  },
] as const;

for (const expected of locales) {
  test.describe(`product page (${expected.locale})`, () => {
    test.use({ locale: expected.locale });

    test('a guest is told the product is not available and offered sign-in', async ({ page, axe }) => {
      await page.goto(`/product/${product}?buy=true`);
      await expect(page).toHaveURL(`/product/${product}?buy=true`);
      await expect(page.getByRole('heading', { level: 1, name: expected.title })).toBeVisible();
      await expect(page.getByText(expected.text)).toBeVisible();
      await expect(page.getByTestId('error-code')).toHaveCount(0);
      await expect(page).toHaveTitle(expected.pageTitle);
      await axe();
      await page.getByRole('link', { name: expected.signIn }).click();
      await expect(page).toHaveURL('/login');
    });

    test('after a purchase redirect a signed-in user sees the same page with the way home', async ({
      page,
      baseURL,
    }) => {
      await signInWithToken(page, baseURL!, users.head);
      await page.goto(`/product/${product}`);
      await expect(page.getByRole('heading', { level: 1, name: expected.title })).toBeVisible();
      await page.getByRole('link', { name: expected.home }).click();
      await expect(page).toHaveURL('/home');
    });
  });
}
