import { userContract } from '@academy/contracts/entities/user';
import type { APIRequestContext } from '@playwright/test';
import { companyUuid } from '../../support/api.ts';
import { callApi, listResource, updateResource } from '../../support/api-call.ts';
import { expect, PASSWORD, signIn, test, users } from '../../support/fixtures.ts';
import { waitForLink } from '../../support/mailbox.ts';

/** A bearer token through the API, for the calls a manager's or administrator's screen would make. */
async function apiToken(request: APIRequestContext, baseURL: string, email: string): Promise<string> {
  const answer = await callApi({ request, baseURL }, 'auth.login', { body: { email, password: PASSWORD } });
  return answer.data.item.access_token;
}

/** An account of its own (registered, no company) with the password `kari-password`, and its uuid. */
async function registeredAccount(request: APIRequestContext, baseURL: string, prefix: string) {
  const email = `${prefix}.${Date.now()}@example.test`;
  const created = await request.post(`${baseURL}/api/v1/auth/register`, {
    data: {
      first_name: 'Kari',
      last_name: 'Konto',
      email,
      password: 'kari-password',
      password_confirmation: 'kari-password',
    },
  });
  expect(created.status()).toBe(201);
  const admin = await apiToken(request, baseURL, users.admin);
  const {
    items: [user],
  } = await listResource({ request, baseURL, token: admin }, userContract, { search: email });
  return { email, uuid: user.uuid, admin };
}

test.describe('links mailed about an account (issue 9)', () => {
  test('an e-mail change is confirmed through the link sent to the new address', async ({
    page,
    baseURL,
    request,
    axe,
  }) => {
    const account = await registeredAccount(request, baseURL!, 'change');
    const newEmail = `changed.${Date.now()}@example.test`;
    const changed = await updateResource(
      { request, baseURL: baseURL!, token: account.admin },
      userContract,
      account.uuid,
      { email: newEmail },
    );
    // Nothing changed yet: the old address still signs in.
    expect(changed.email).toBe(account.email);

    const link = await waitForLink(newEmail, /\/verify-email-update\/[^\s"<>]+/);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Confirm your new e-mail address' })).toBeVisible();
    await expect(page.getByText(`Confirm that ${newEmail} is your new e-mail address`)).toBeVisible();
    await axe();
    await page.getByRole('button', { name: 'Confirm e-mail address' }).click();
    await expect(page.getByTestId('email-updated')).toContainText(newEmail);
    await axe();

    await signIn(page, newEmail, 'kari-password');
    await expect(page).toHaveURL(/\/home(\?welcome=true)?$/);
  });

  test('an invitation to join a company is accepted through its link', async ({
    page,
    baseURL,
    request,
    axe,
  }) => {
    const account = await registeredAccount(request, baseURL!, 'invited');
    const manager = await apiToken(request, baseURL!, users.fjordManager);
    const added = await request.post(`${baseURL}/api/v1/users`, {
      headers: { Authorization: `Bearer ${manager}` },
      data: {
        first_name: 'Kari',
        last_name: 'Konto',
        email: account.email,
        company_id: await companyUuid(request, baseURL!, 'fjord'),
      },
    });
    expect(added.status()).toBe(202);

    const link = await waitForLink(account.email, /\/company-invitation\/[^\s"<>]+/);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Join a company' })).toBeVisible();
    await expect(page.getByText(`Fjord Logistics invites you (${account.email})`)).toBeVisible();
    await axe();
    await page.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(page.getByTestId('company-invitation-accepted')).toHaveText(
      'You have joined Fjord Logistics.',
    );
    await axe();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The manager sees the person now.
    const listed = await listResource({ request, baseURL: baseURL!, token: manager }, userContract, {
      search: account.email,
    });
    expect(listed.items).toHaveLength(1);
  });

  test('an invitation link that is not valid says so', async ({ page, axe }) => {
    await page.goto('/company-invitation/not-a-token');
    await expect(page.getByRole('heading', { name: 'Join a company' })).toBeVisible();
    await expect(page.getByTestId('company-invitation-error')).toHaveText(
      'This invitation link is invalid or has expired.',
    );
    await axe();
  });

  test.describe('in Norwegian', () => {
    test.use({ locale: 'nb-NO' });

    test('an invitation link that is not valid says so', async ({ page, axe }) => {
      await page.goto('/company-invitation/not-a-token');
      await expect(page.getByRole('heading', { name: 'Bli med i en bedrift' })).toBeVisible();
      await expect(page.getByTestId('company-invitation-error')).toHaveText(
        'Denne invitasjonslenken er ugyldig eller utløpt.',
      );
      await axe();
    });
  });
});
