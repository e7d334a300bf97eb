import { expect, signInWithToken, test, users } from '../../support/fixtures.ts';

/**
 * /product/:product (spec §2, a guest route; post-login routing sends a purchase there) for a product that is not
 * on sale (unknown here): the shop's own not-found state with the way back to the shop, never the app's 404 page.
 * The shop's journey itself is e2e/tests/shop/shop-journey.spec.ts.
 */
const product = '3f2b8c1e-7d4a-4e0b-9a5c-2b1d6e8f0a97';
const locales = [
  {
    locale: 'en-US',
    title: 'This product is not available',
    text: 'It may have been taken out of the shop',
    back: 'Back to the shop',
    pageTitle: 'Academy - Product',
  },
  {
    locale: 'nb-NO',
    title: 'Dette produktet er ikke tilgjengelig',
    text: 'Det kan være tatt ut av butikken',
    back: 'Tilbake til butikken',
    pageTitle: 'Academy - Produkt',
  },
] as const;

for (const expected of locales) {
  test.describe(`product page (${expected.locale})`, () => {
    test.use({ locale: expected.locale });

    test('a guest is told the product is not available and led back to the shop', async ({ page, axe }) => {
      await page.goto(`/product/${product}?buy=true`);
      await expect(page.getByRole('heading', { level: 1, name: expected.title })).toBeVisible();
      await expect(page.getByText(expected.text)).toBeVisible();
      await expect(page.getByTestId('error-code')).toHaveCount(0);
      await expect(page).toHaveTitle(expected.pageTitle);
      await axe();
      await page.getByRole('link', { name: expected.back }).click();
      await expect(page).toHaveURL('/shop');
    });

    test('a signed-in user sees the same state, and nothing is bought', async ({ page, baseURL }) => {
      await signInWithToken(page, baseURL!, users.head);
      await page.goto(`/product/${product}?buy=true`);
      await expect(page.getByRole('heading', { level: 1, name: expected.title })).toBeVisible();
      await expect(page.getByTestId('buy-button')).toHaveCount(0);
    });
  });
}
