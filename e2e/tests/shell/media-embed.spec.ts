import { mediaContract } from '@academy/contracts/entities/media';
import type { APIRequestContext } from '@playwright/test';
import { listResource } from '../../support/api-call.ts';
import { apiToken } from '../../support/demo-courses.ts';
import { expect, test, users } from '../../support/fixtures.ts';

/** The demo image with its embed link, as the media library hands it to an administrator. */
async function demoImageEmbed(request: APIRequestContext, baseURL: string) {
  const token = await apiToken(request, baseURL, users.admin);
  const { items } = await listResource({ request, baseURL, token }, mediaContract, {
    'filter[type]': 'image',
    per_page: 1,
  });
  expect(items.length).toBe(1);
  return items[0];
}

for (const { locale, errorTitle } of [
  { locale: 'en-US', errorTitle: 'This media cannot be shown' },
  { locale: 'nb-NO', errorTitle: 'Dette mediet kan ikke vises' },
]) {
  test.describe(`public media embed (${locale})`, () => {
    test.use({ locale });

    test('the signed link shows the media to a signed-out visitor; a tampered link shows the server’s refusal', async ({
      page,
      request,
      baseURL,
      axe,
    }) => {
      const image = await demoImageEmbed(request, baseURL!);
      await page.goto(image.embed_url);
      const embed = page.getByTestId('media-embed');
      await expect(embed.getByRole('heading', { name: image.title })).toBeVisible();
      const picture = embed.getByRole('img', { name: image.title });
      await expect(picture).toBeVisible();
      // The image really loaded through its signed source (a broken one has no natural width).
      await expect
        .poll(() => picture.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0);
      await axe();

      await page.goto(image.embed_url.replace(/signature=[^&]+/, 'signature=tampered'));
      const error = page.getByTestId('embed-error');
      await expect(error).toContainText(errorTitle);
      await expect(error).toContainText('403');
    });
  });
}
