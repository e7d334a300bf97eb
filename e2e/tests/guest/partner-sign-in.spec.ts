import { createHmac } from 'node:crypto';
import { companyCourseContract } from '@academy/contracts/entities/company-course';
import { newlearningCanonicalString } from '@academy/contracts/entities/partner-integration';
import { companyUuid } from '../../support/api.ts';
import { type ApiCaller, callApi, firstItem } from '../../support/api-call.ts';
import { apiToken } from '../../support/demo-courses.ts';
import { expect, test, users } from '../../support/fixtures.ts';
import { ownServer } from '../../support/server.ts';

/**
 * Issue 25, partner digest: Nordlys' manager makes a newlearning integration through the API; a partner's link
 * (its digest built here as a partner would, docs/partner-sign-in.md) signs a new person in, opens the course,
 * and the dashboard says the session came through a partner. On a server of its own: it writes.
 */
test.describe.configure({ mode: 'default', timeout: 300_000 });

const server = ownServer();

const partnerLink = (
  integration: { customer_key: string; secret: string },
  email: string,
  courseId: string,
) => {
  const fields = {
    customerKey: integration.customer_key,
    origin: 'https://partner.example',
    email,
    courseId,
    timestamp: String(Math.floor(Date.now() / 1000)),
  };
  const digest = createHmac('sha256', integration.secret)
    .update(newlearningCanonicalString(fields))
    .digest('hex');
  return `/newlearning?${new URLSearchParams({ ...fields, digest })}`;
};

test("a partner's digest link signs a new person in, opens the course, and home shows the partner notice", async ({
  page,
  request,
}) => {
  const base = server.baseURL;
  const manager: ApiCaller = { request, baseURL: base, token: await apiToken(request, base, users.manager) };
  const nordlys = await companyUuid(request, base, 'nordlys');
  const made = await callApi(manager, 'partnerIntegrations.create', {
    params: { company: nordlys },
    body: { kind: 'newlearning', name: 'E2E partner' },
  });
  const integration = made.data.item;
  const given = await firstItem(manager, companyCourseContract, { 'filter[company]': nordlys });
  const course = given.course!.uuid;

  await page.goto(`${base}${partnerLink(integration, 'partner.person@partner.test', course)}`);
  await expect(page).toHaveURL(new RegExp(`/courses/${course}`));
  await page.goto(`${base}/home`);
  await expect(page.getByTestId('partner-notice')).toHaveText(
    "You are signed in through a partner's link. Sign out when you are done.",
  );

  // The same link again is a replay: refused with the translated error, in Norwegian here.
  const link = partnerLink(integration, 'partner.other@partner.test', course);
  const context = await page.context().browser()!.newContext({ baseURL: base });
  const nb = await context.newPage();
  await nb.addInitScript(() => window.localStorage.setItem('language', 'nb'));
  await nb.goto(`${base}${link}`);
  await expect(nb).toHaveURL(new RegExp(`/courses/${course}`));
  await nb.goto(`${base}/home`);
  await expect(nb.getByTestId('partner-notice')).toHaveText(
    'Du er logget inn via en lenke fra en partner. Logg ut når du er ferdig.',
  );
  await nb.goto(`${base}${link}`);
  await expect(nb.getByTestId('partner-sign-in-error')).toHaveText(
    'Innloggingslenken fra partneren er utløpt eller allerede brukt. Be partneren om en ny.',
  );
  await context.close();
});
