import { companyContract } from '@academy/contracts/entities/company';
import { companyUuid } from '../../support/api.ts';
import { type ApiCaller, updateResource } from '../../support/api-call.ts';
import { apiToken } from '../../support/demo-courses.ts';
import { type EntraDirectory, startEntraDirectory } from '../../support/entra-directory.ts';
import { expect, test, users } from '../../support/fixtures.ts';
import { type RunningServer, startServer } from '../../support/server.ts';

/**
 * Issue 25, Microsoft Entra ID sign-in: Nordlys's administrator saves its directory's credentials (tried for
 * real), and a newcomer signs in on /login/nordlys through the directory and /azure/callback, landing on the
 * dashboard in Nordlys. A local directory (oidc-provider) plays Microsoft; the server is this spec's own, pointed at
 * it. The browser uses the server's public address (localhost), where the provider sends it back.
 */
test.describe.configure({ mode: 'default', timeout: 300_000 });

let directory: EntraDirectory;
let server: RunningServer;
let base: string;
const facebookAuthority = 'http://facebook.e2e.test';

test.beforeAll(async ({ request }) => {
  directory = await startEntraDirectory();
  server = await startServer({
    ENTRA_AUTHORITY_URL: directory.origin,
    SIGN_IN_PROVIDERS_ALLOW_HTTP: '1',
    // The platform's Facebook app is set, so plain /login offers Facebook; its dialog is answered by the browser.
    FACEBOOK_AUTHORITY_URL: facebookAuthority,
    FACEBOOK_APP_ID: 'e2e-facebook-app',
    FACEBOOK_APP_SECRET: 'e2e-facebook-secret',
  });
  base = `http://localhost:${server.port}`;
  directory.register(`${base}/azure/callback`);
  const admin: ApiCaller = { request, baseURL: base, token: await apiToken(request, base, users.admin) };
  await updateResource(admin, companyContract, await companyUuid(request, base, 'nordlys'), {
    settings: {
      dedicated_login_page: true,
      azure_login: true,
      azure_tenant_id: directory.tenantId,
      azure_client_id: directory.clientId,
      azure_client_secret: directory.clientSecret,
    },
  });
});
test.afterAll(async () => {
  await server?.stop();
  await directory?.close();
});

test('a newcomer signs in with Microsoft on the company page and lands on the dashboard (en)', async ({
  page,
}) => {
  directory.signsIn({
    sub: 'e2e-entra-1',
    email: 'ingrid.dahl@nordlys.example',
    email_verified: true,
    given_name: 'Ingrid',
    family_name: 'Dahl',
  });
  await page.goto(`${base}/login/nordlys`);
  await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
  await expect(page).toHaveURL(/\/home\?welcome=true/);
  await expect(page.getByTestId('greeting')).toContainText('Ingrid');
});

test('in Norwegian, a callback that cannot be used says so and leads back to sign-in', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'nb'));
  await page.goto(`${base}/azure/callback?code=stale-code&state=stale-state`);
  await expect(page.getByTestId('provider-callback-error')).toHaveText(
    'Denne innloggingen er utløpt eller allerede brukt. Start på nytt.',
  );
  await page.getByRole('link', { name: 'Tilbake til innlogging' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test("plain /login offers Facebook (the platform's app), never Microsoft, and leaves for Facebook's dialog", async ({
  page,
}) => {
  await page.route(`${facebookAuthority}/**`, (route) => route.fulfill({ body: 'Facebook dialog' }));
  await page.goto(`${base}/login`);
  await expect(page.getByRole('button', { name: 'Sign in with Microsoft' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign in with Facebook' }).click();
  await expect(page).toHaveURL(
    /^http:\/\/facebook\.e2e\.test\/v21\.0\/dialog\/oauth\?.*client_id=e2e-facebook-app/,
  );
});
