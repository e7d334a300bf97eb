import { createPublicKey, createSign, createVerify, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ltiRegistrationContract } from '@academy/contracts/entities/lti-registration';
import type { APIRequestContext, Page } from '@playwright/test';
import { type ApiCaller, callApi, createResource } from '../../support/api-call.ts';
import { chromiumArgs, chromiumPath } from '../../support/browsers.ts';
import { apiToken, courseUuid } from '../../support/demo-courses.ts';
import { expect, test, users } from '../../support/fixtures.ts';
import { ownServer } from '../../support/server.ts';

/**
 * An LTI 1.3 launch in the browser with the platform's storage (issue 25; 1EdTech "Client Side postMessages"):
 * a small platform on its own origin (localhost; the academy is on 127.0.0.1) frames the tool with
 * `lti_storage_target=_parent` and answers `lti.put_data` / `lti.get_data` by postMessage from its page. The
 * academy keeps the login's value there (no cookie), reads it back at the launch and finishes it; a launch
 * whose value the platform does not give back, or whose state is wrong, is refused. Deep Linking: the platform
 * starts an LtiDeepLinkingRequest, the instructor picks a course on the academy's page in its frame, and the
 * page posts the signed answer to the platform's return address, where the platform checks it against the
 * academy's keys. On a server of its own: it registers a platform for Nordlys.
 */
test.describe.configure({ mode: 'serial', timeout: 300_000 });
// The platform's frame is kept in the page's own process. Chromium gives a frame of another site a process of its
// own, and this frame changes site three times a launch (academy → platform's /auth → academy): on a busy
// machine Playwright then lost track of it now and then — the frame showed the course page or the refusal (seen
// in the failures' screenshots) while every locator in it waited for 60 s on a document already gone. What is
// tested does not depend on processes: the frame's origin, its storage and cookies, the postMessage exchange
// and the CSP's frame-ancestors are the same either way.
test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: [
      ...chromiumArgs,
      '--disable-site-isolation-trials',
      '--disable-features=IsolateOrigins,site-per-process',
    ],
  },
});

const server = ownServer({ timeout: 180_000 });

const clientId = 'academy-e2e-tool';
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwk = {
  ...(keys.publicKey.export({ format: 'jwk' }) as object),
  kid: 'e2e-1',
  alg: 'RS256',
  use: 'sig',
};

/** An RS256 JWT signed with node:crypto: all the platform needs to sign its id tokens. */
function signJwt(payload: Record<string, unknown>, key: KeyObject): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${part({ alg: 'RS256', kid: 'e2e-1', typ: 'JWT' })}.${part(payload)}`;
  return `${body}.${createSign('RSA-SHA256').update(body).sign(key).toString('base64url')}`;
}

/** How the platform plays its part in the current step. */
const mode = {
  storage: 'keep' as 'keep' | 'forget',
  state: 'right' as 'right' | 'wrong',
  message: 'resource' as 'resource' | 'deep-link',
  /** The learner's language the platform sends (launch_presentation.locale), or none. */
  locale: null as string | null,
};
/** The Deep Linking answers the platform received at its return address, with what it found of them. */
const deepLinkAnswers: { verified: boolean; payload: Record<string, unknown> }[] = [];

const deepLinkClaim = 'https://purl.imsglobal.org/spec/lti-dl/claim';

/** Checks an RS256 JWT of the academy against the academy's published keys (as a platform does). */
async function verifyAcademyJwt(
  jwt: string,
): Promise<{ verified: boolean; payload: Record<string, unknown> }> {
  const [header, payload, signature] = jwt.split('.');
  const { kid } = JSON.parse(Buffer.from(header, 'base64url').toString());
  const { keys: published } = (await (await fetch(`${server.baseURL}/api/lti/jwks`)).json()) as {
    keys: { kid: string }[];
  };
  const key = published.find((candidate) => candidate.kid === kid);
  const verified =
    key !== undefined &&
    createVerify('RSA-SHA256')
      .update(`${header}.${payload}`)
      .verify(createPublicKey({ key, format: 'jwk' }), Buffer.from(signature, 'base64url'));
  return { verified, payload: JSON.parse(Buffer.from(payload, 'base64url').toString()) };
}
let platformServer: Server;
let platform = '';

/** The platform's page: its storage answers by postMessage, the tool in a frame of it. */
function platformPage(loginUrl: string, academy: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Platform</title><script>
    const stored = {};
    window.addEventListener('message', (event) => {
      if (event.origin !== ${JSON.stringify(academy)}) return;
      const { subject, message_id, key, value } = event.data || {};
      if (subject === 'lti.put_data') {
        stored[key] = value;
        event.source.postMessage({ subject: 'lti.put_data.response', message_id, key, value }, event.origin);
      }
      if (subject === 'lti.get_data') {
        const kept = ${JSON.stringify(mode.storage)} === 'keep' ? stored[key] : undefined;
        event.source.postMessage({ subject: 'lti.get_data.response', message_id, key, value: kept }, event.origin);
      }
    });
    </script></head><body><h1>Platform</h1>
    <iframe id="tool" title="Tool" src="${loginUrl.replaceAll('&', '&amp;')}" style="width:1200px;height:760px"></iframe>
    </body></html>`;
}

test.beforeAll(async () => {
  platformServer = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', platform);
    if (url.pathname === '/jwks') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      return response.end(JSON.stringify({ keys: [jwk] }));
    }
    if (url.pathname === '/auth') {
      // The platform's authorization endpoint: the id token for the person, posted to the tool by the browser.
      const q = url.searchParams;
      const now = Math.floor(Date.now() / 1000);
      const idToken = signJwt(
        {
          iss: platform,
          aud: clientId,
          sub: q.get('login_hint'),
          iat: now,
          exp: now + 300,
          nonce: q.get('nonce'),
          given_name: 'Ada',
          family_name: 'Platform',
          'https://purl.imsglobal.org/spec/lti/claim/version': '1.3.0',
          'https://purl.imsglobal.org/spec/lti/claim/deployment_id': 'deployment-1',
          'https://purl.imsglobal.org/spec/lti/claim/target_link_uri': q.get('lti_message_hint'),
          ...(mode.locale
            ? { 'https://purl.imsglobal.org/spec/lti/claim/launch_presentation': { locale: mode.locale } }
            : {}),
          ...(mode.message === 'deep-link'
            ? {
                'https://purl.imsglobal.org/spec/lti/claim/message_type': 'LtiDeepLinkingRequest',
                [`${deepLinkClaim}/deep_linking_settings`]: {
                  deep_link_return_url: `${platform}/deep-link-return`,
                  accept_types: ['ltiResourceLink'],
                  data: 'e2e-platform-data',
                },
              }
            : {
                'https://purl.imsglobal.org/spec/lti/claim/message_type': 'LtiResourceLinkRequest',
                'https://purl.imsglobal.org/spec/lti/claim/resource_link': { id: 'link-1' },
              }),
        },
        keys.privateKey,
      );
      const state = mode.state === 'right' ? (q.get('state') ?? '') : 'a-state-of-nobody';
      response.writeHead(200, { 'Content-Type': 'text/html' });
      return response.end(`<!DOCTYPE html><html><body>
        <form method="post" action="${q.get('redirect_uri')}">
        <input type="hidden" name="id_token" value="${idToken}"><input type="hidden" name="state" value="${state}">
        </form><script>document.forms[0].submit();</script></body></html>`);
    }
    if (url.pathname === '/course') {
      const academy = server.baseURL;
      const target = url.searchParams.get('target') ?? '';
      const login = new URL(`${academy}/api/lti/login`);
      for (const [name, value] of Object.entries({
        iss: platform,
        login_hint: url.searchParams.get('person') ?? 'person',
        target_link_uri: target,
        lti_message_hint: target,
        client_id: clientId,
        lti_deployment_id: 'deployment-1',
        lti_storage_target: '_parent',
      }))
        login.searchParams.set(name, value);
      response.writeHead(200, { 'Content-Type': 'text/html' });
      return response.end(platformPage(login.toString(), academy));
    }
    if (url.pathname === '/deep-link-return' && request.method === 'POST') {
      // The platform's return address: the academy's page posts the signed answer here as the form field JWT.
      let body = '';
      for await (const chunk of request) body += chunk;
      const answer = await verifyAcademyJwt(new URLSearchParams(body).get('JWT') ?? '');
      deepLinkAnswers.push(answer);
      const items = (answer.payload[`${deepLinkClaim}/content_items`] ?? []) as { title?: string }[];
      response.writeHead(200, { 'Content-Type': 'text/html' });
      return response.end(
        `<!DOCTYPE html><html><body><h1 id="linked">Linked: ${items.map((item) => item.title).join(', ')}</h1></body></html>`,
      );
    }
    response.writeHead(404);
    response.end();
  });
  await new Promise<void>((resolve) => platformServer.listen(0, 'localhost', resolve));
  platform = `http://localhost:${(platformServer.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise((resolve) => platformServer?.close(resolve));
});

const toolFrame = (page: Page) => page.frameLocator('#tool');

/**
 * Until the platform's frame shows the course's page. A launch loads three pages before it (the storage step, the
 * platform's post, the code's page), each booting the app: as long as the later steps' 60 s on a busy machine.
 */
const toolOpens = (page: Page, course: string) =>
  expect
    .poll(() => page.frames().some((frame) => frame.url().includes(`/courses/${course}`)), {
      timeout: 60_000,
    })
    .toBe(true);

/** The platform's page of a course link for `person`, whose target is the academy's launch (of `course`, if named). */
const platformLink = (person: string, course?: string) =>
  `${platform}/course?person=${person}&target=${encodeURIComponent(
    `${server.baseURL}/api/lti/launch${course ? `?course=${course}` : ''}`,
  )}`;

let registered = false;
/** Registers the platform for Nordlys, once for the spec's server. */
async function registerPlatform(request: APIRequestContext) {
  if (registered) return;
  const base = server.baseURL;
  const admin: ApiCaller = { request, baseURL: base, token: await apiToken(request, base, users.admin) };
  const nordlys = (
    await callApi({ request, baseURL: base }, 'auth.registrationCompany', { params: { company: 'nordlys' } })
  ).data.item.uuid;
  await createResource(admin, ltiRegistrationContract, {
    company_id: nordlys,
    name: 'E2E platform',
    issuer: platform,
    client_id: clientId,
    deployment_ids: ['deployment-1'],
    auth_login_url: `${platform}/auth`,
    auth_token_url: `${platform}/token`,
    keyset_url: `${platform}/jwks`,
  });
  registered = true;
}

test('a learner launched from a platform with storage lands in the course; an unbound launch is refused', async ({
  page,
  request,
}) => {
  const base = server.baseURL;
  await registerPlatform(request);
  const course = await courseUuid(request, base, 'CS-301');
  const courseLink = (person: string) => platformLink(person, course);

  await test.step('the value goes into the platform storage and back: the launch opens the course', async () => {
    Object.assign(mode, { storage: 'keep', state: 'right', message: 'resource', locale: null });
    await page.goto(courseLink('e2e-learner'));
    await toolOpens(page, course);
    // Signed in as the platform's person, on the course's page, inside the platform's frame.
    await expect(toolFrame(page).getByTestId('user-menu')).toContainText('Ada Platform', { timeout: 60_000 });
    // The launch gave the person the course (a personal enrollment in Nordlys): its page, not "not found".
    await expect(
      toolFrame(page).getByRole('heading', { name: 'Customer Service Excellence' }).first(),
    ).toBeVisible();
    // A full reload inside the platform's frame is not refused: the partitioned frame grant names the platform.
    const tool = page.frames().find((f) => f.url().includes(`/courses/${course}`))!;
    const reloaded = page.waitForResponse((response) => response.url() === tool.url());
    await tool.evaluate(() => window.location.reload());
    const policy = (await reloaded).headers()['content-security-policy'] ?? '';
    expect(policy).toContain(`frame-ancestors 'self' ${platform}`);
    await expect(toolFrame(page).getByTestId('user-menu')).toContainText('Ada Platform', { timeout: 60_000 });
  });

  await test.step('the platform gives the value back to nobody: the launch is refused on the page', async () => {
    Object.assign(mode, { storage: 'forget', state: 'right', message: 'resource', locale: null });
    await page.goto(courseLink('e2e-other'));
    await expect(toolFrame(page).getByTestId('lti-launch-error')).toContainText(
      'The launch from the learning platform could not be verified',
      { timeout: 60_000 },
    );
  });

  await test.step('a launch posted with a wrong state is refused by the server', async () => {
    Object.assign(mode, { storage: 'keep', state: 'wrong', message: 'resource', locale: null });
    const launched = page.waitForResponse(
      (response) =>
        response.url().startsWith(`${base}/api/lti/launch`) && response.request().method() === 'POST',
    );
    await page.goto(courseLink('e2e-third'));
    expect((await launched).status()).toBe(401);
  });
});

test("a launch from a platform in Norwegian (nb-NO) shows the course in Norwegian, whatever the person's saved choice", async ({
  page,
  request,
}) => {
  const base = server.baseURL;
  await registerPlatform(request);
  const course = await courseUuid(request, base, 'CS-301');
  const launchAs = async (person: string, locale: string) => {
    Object.assign(mode, { storage: 'keep', state: 'right', message: 'resource', locale });
    await page.goto(platformLink(person, course));
    await toolOpens(page, course);
    await expect(toolFrame(page).getByTestId('user-menu')).toContainText('Ada Platform', { timeout: 60_000 });
  };

  await test.step('a new person: made preferring Norwegian, the course page speaks it', async () => {
    await launchAs('e2e-norsk', 'nb-NO');
    await expect(toolFrame(page).locator('html')).toHaveAttribute('lang', 'nb');
    await expect(toolFrame(page).getByText('Påmelding', { exact: true })).toBeVisible();
  });

  await test.step('a person who prefers English: this launch is in Norwegian, their choice kept', async () => {
    await launchAs('e2e-english', 'en-GB');
    await expect(toolFrame(page).getByText('Enrollment', { exact: true })).toBeVisible();
    await launchAs('e2e-english', 'nb-NO');
    await expect(toolFrame(page).locator('html')).toHaveAttribute('lang', 'nb');
    await expect(toolFrame(page).getByText('Påmelding', { exact: true })).toBeVisible();
  });
  mode.locale = null;
});

test('an instructor links a course by Deep Linking: the platform receives the signed answer naming it', async ({
  page,
  browser,
  request,
}) => {
  const base = server.baseURL;
  await registerPlatform(request);
  const course = await courseUuid(request, base, 'CS-301');
  const deepLink = (person: string) => platformLink(person);
  Object.assign(mode, { storage: 'keep', state: 'right', message: 'deep-link', locale: null });

  await test.step('the instructor picks a course; its answer is posted to the platform and verified there', async () => {
    const landed = page.waitForResponse(
      (response) => response.url().startsWith(`${base}/lti/deep-link?code=`) && response.status() === 200,
    );
    await page.goto(deepLink('e2e-instructor'));
    // The page's policy lets its form post to the platform's return address (that origin only).
    expect((await landed).headers()['content-security-policy']).toMatch(
      new RegExp(`form-action 'self' ${platform}(;|$)`),
    );
    const tool = toolFrame(page);
    await expect(tool.getByText('Choose the course of Nordlys')).toBeVisible({ timeout: 60_000 });
    await tool.getByTestId('lti-deep-link-course').click();
    await tool.getByRole('option', { name: 'Customer Service Excellence' }).click();
    await tool.getByTestId('lti-deep-link-submit').click();
    // The frame goes on to the platform's return address, which got the JWT and checked it.
    await expect(tool.locator('#linked')).toHaveText('Linked: Customer Service Excellence', {
      timeout: 60_000,
    });
    expect(deepLinkAnswers).toHaveLength(1);
    const [{ verified, payload }] = deepLinkAnswers;
    expect(verified).toBe(true);
    expect(payload).toMatchObject({
      iss: clientId,
      aud: platform,
      'https://purl.imsglobal.org/spec/lti/claim/message_type': 'LtiDeepLinkingResponse',
      'https://purl.imsglobal.org/spec/lti/claim/deployment_id': 'deployment-1',
      [`${deepLinkClaim}/data`]: 'e2e-platform-data',
      [`${deepLinkClaim}/content_items`]: [
        {
          type: 'ltiResourceLink',
          title: 'Customer Service Excellence',
          url: `${base}/api/lti/launch?course=${course}`,
          custom: { course },
        },
      ],
    });
  });

  await test.step('a platform in Norwegian: the page asks for the course in Norwegian, in an English browser', async () => {
    Object.assign(mode, { storage: 'keep', state: 'right', message: 'deep-link', locale: 'nb' });
    await page.goto(deepLink('e2e-instructor-platform-nb'));
    await expect(toolFrame(page).getByText('Velg kurset fra Nordlys')).toBeVisible({ timeout: 60_000 });
    mode.locale = null;
  });

  await test.step('in Norwegian, the page asks for the course in Norwegian', async () => {
    const context = await browser.newContext({ locale: 'nb-NO' });
    const norwegian = await context.newPage();
    await norwegian.addInitScript(() => window.localStorage.setItem('language', 'nb'));
    await norwegian.goto(deepLink('e2e-instructor-nb'));
    await expect(toolFrame(norwegian).getByText('Velg kurset fra Nordlys')).toBeVisible({ timeout: 60_000 });
    await context.close();
  });
});
