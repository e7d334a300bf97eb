import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { companyContract } from '@academy/contracts/entities/company';
import { scormPackageContract } from '@academy/contracts/entities/scorm';
import type { Frame, Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { type ApiCaller, callApi, createResource, updateResource } from '../../support/api-call.ts';
import { apiToken, courseUuid } from '../../support/demo-courses.ts';
import { expect, signIn, test, users } from '../../support/fixtures.ts';
import { correctAlternatives } from '../../support/seed-answers.ts';
import { ownServer, ROOT } from '../../support/server.ts';

/**
 * SCORM dispatch in a real LMS runtime (issue 25): scorm-again plays the customer's LMS on its own origin
 * (a small server on localhost, the academy being on 127.0.0.1), with `Scorm12API` as `window.API` or `Scorm2004API` as
 * `window.API_1484_11`. Its page frames the package's launch page, unzipped from the academy's download; the
 * launch page signs the LMS's learner in to the academy in a frame of its own, the learner passes a lesson
 * there, and the test reads the status and score back from scorm-again. On a server of its own: it switches
 * SCORM on for Nordlys and sets its LMS address.
 */
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const server = ownServer({ timeout: 180_000 });
// The package's exports hide its dist folder from require.resolve: read the bundles from where it is installed.
const runtime = (file: string) => readFileSync(join(ROOT, 'node_modules/scorm-again/dist', file), 'utf8');

/** The LMS: scorm-again's API on the window, the learner's id loaded, the package's launch page in a frame. */
function lmsPage(version: '1.2' | '2004', learnerId: string): string {
  const setup =
    version === '1.2'
      ? `window.API = new Scorm12API({ logLevel: 5 });
         window.API.loadFromJSON({ core: { student_id: ${JSON.stringify(learnerId)}, student_name: 'Learner, SCORM' } });`
      : `window.API_1484_11 = new Scorm2004API({ logLevel: 5 });
         window.API_1484_11.loadFromJSON({ learner_id: ${JSON.stringify(learnerId)}, learner_name: 'Learner, SCORM' });`;
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>LMS</title>
    <script src="/lms/runtime.js"></script><script>${setup}</script></head>
    <body><h1>LMS</h1><iframe id="sco" title="Course" src="/lms/package/index.html" style="width:1200px;height:760px"></iframe></body></html>`;
}

/** What the LMS serves now: its page and the unzipped package (one version at a time). */
const lms: { version: '1.2' | '2004'; learner: string; files: Record<string, Uint8Array> } = {
  version: '1.2',
  learner: '',
  files: {},
};
let lmsServer: Server;
let lmsOrigin = '';

/**
 * The LMS on an origin of its own: a tiny static server on localhost (the academy is on 127.0.0.1). A real
 * server, not a routed page: Chromium holds a routed page's fetches to a loopback address as from the outside.
 */
test.beforeAll(async () => {
  lmsServer = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const send = (type: string, body: string | Uint8Array) => {
      response.writeHead(200, { 'Content-Type': type });
      response.end(body);
    };
    if (path === '/lms/index.html') return send('text/html', lmsPage(lms.version, lms.learner));
    if (path === '/lms/runtime.js')
      return send('text/javascript', runtime(lms.version === '1.2' ? 'scorm12.min.js' : 'scorm2004.min.js'));
    const name = path.replace('/lms/package/', '');
    const file = lms.files[name];
    if (!file) {
      response.writeHead(404);
      return response.end();
    }
    send(name.endsWith('.html') ? 'text/html' : name.endsWith('.js') ? 'text/javascript' : 'text/xml', file);
  });
  await new Promise<void>((resolve) => lmsServer.listen(0, 'localhost', resolve));
  lmsOrigin = `http://localhost:${(lmsServer.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise((resolve) => lmsServer?.close(resolve));
});

function playLms(version: '1.2' | '2004', zip: Uint8Array, learner: string) {
  Object.assign(lms, { version, learner, files: unzipSync(zip) });
}

/** The academy's frame inside the launch page inside the LMS. */
async function academyFrame(page: Page): Promise<Frame> {
  await expect
    .poll(() => page.frames().some((frame) => frame.url().includes('/courses/')), { timeout: 60_000 })
    .toBe(true);
  return page.frames().find((frame) => frame.url().includes('/courses/'))!;
}

/** Opens the first lesson of the course on screen and passes its quiz. */
async function passFirstLesson(frame: Frame) {
  await frame.getByTestId('lesson-row').first().getByRole('link').click();
  await frame.getByTestId('lesson-content').getByTestId('lesson-quiz-button').click();
  await expect(frame.getByTestId('question-card')).toBeVisible();
  const total = await frame
    .getByTestId('question-navigation')
    .getByRole('button', { name: /^(Question|Spørsmål) \d+/ })
    .count();
  for (let index = 0; index < total; index += 1) {
    const card = frame.getByTestId('question-card');
    const text = (await card.getByTestId('question-text').textContent())?.trim() ?? '';
    for (const choice of correctAlternatives(text)) await card.getByLabel(choice, { exact: true }).check();
    await frame.getByTestId('next-question').click();
  }
  await frame.getByTestId('submit-examination').click();
  await expect(frame.getByTestId('results-outcome')).toBeVisible();
}

async function packageZip(caller: ApiCaller, course: string, version: '1.2' | '2004'): Promise<Uint8Array> {
  const pkg = await createResource(caller, scormPackageContract, { course_id: course, version, seat_cap: 5 });
  const answer = await caller.request.get(`${caller.baseURL}/api/v1/scorm-packages/${pkg.uuid}/download`, {
    headers: { Authorization: `Bearer ${caller.token}` },
  });
  expect(answer.status()).toBe(200);
  return new Uint8Array(await answer.body());
}

test('a learner of the LMS passes a lesson inside SCORM 1.2 and 2004 packages; the LMS gets the result', async ({
  page,
  request,
}) => {
  const base = server.baseURL;
  const admin: ApiCaller = { request, baseURL: base, token: await apiToken(request, base, users.admin) };
  const manager: ApiCaller = { request, baseURL: base, token: await apiToken(request, base, users.manager) };
  const nordlys = (
    await callApi({ request, baseURL: base }, 'auth.registrationCompany', { params: { company: 'nordlys' } })
  ).data.item.uuid;
  await updateResource(admin, companyContract, nordlys, {
    scorm_enabled: true,
    external_lms_url: `${lmsOrigin}/lms/index.html`,
  });
  const course = await courseUuid(request, base, 'CS-301');

  await test.step('SCORM 1.2: scorm-again reads passed and the score', async () => {
    playLms('1.2', await packageZip(manager, course, '1.2'), 'lms-e2e-12');
    await page.goto(`${lmsOrigin}/lms/index.html`);
    const frame = await academyFrame(page);
    await passFirstLesson(frame);
    await expect(frame.getByTestId('results-outcome')).toHaveText('Passed');
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (window as unknown as { API: { cmi: { core: { lesson_status: string } } } }).API.cmi.core
              .lesson_status,
        ),
      )
      .toBe('passed');
    const score = await page.evaluate(
      () =>
        (window as unknown as { API: { cmi: { core: { score: { raw: string } } } } }).API.cmi.core.score.raw,
    );
    expect(score).toBe('100');
    await expect(frame.getByTestId('scorm-post-failed')).toHaveCount(0);
  });

  await test.step('SCORM 2004 4th edition: completion, success and the scaled score', async () => {
    playLms('2004', await packageZip(manager, course, '2004'), 'lms-e2e-2004');
    await page.goto(`${lmsOrigin}/lms/index.html`);
    const frame = await academyFrame(page);
    await passFirstLesson(frame);
    type Api2004 = {
      API_1484_11: {
        cmi: { success_status: string; completion_status: string; score: { scaled: string; raw: string } };
      };
    };
    await expect
      .poll(() => page.evaluate(() => (window as unknown as Api2004).API_1484_11.cmi.success_status))
      .toBe('passed');
    const cmi = await page.evaluate(() => {
      const { cmi } = (window as unknown as Api2004).API_1484_11;
      return { completion: cmi.completion_status, scaled: cmi.score.scaled, raw: cmi.score.raw };
    });
    // One lesson of two passed: the course is not completed yet.
    expect(cmi).toEqual({ completion: 'incomplete', scaled: '1', raw: '100' });
  });

  await test.step('the manager sees both learners in the SCORM tab, and it reads in Norsk', async () => {
    const managerPage = await page.context().browser()!.newPage({ baseURL: base });
    await signIn(managerPage, users.manager, undefined, `${base}/login`);
    await expect(managerPage).toHaveURL(/\/home/);
    await managerPage.goto(`${base}/organization/scorm`);
    const learners = managerPage.getByTestId('scorm-learner-table');
    await expect(learners).toContainText('lms-e2e-12');
    await expect(learners).toContainText('lms-e2e-2004');
    await expect(managerPage.getByTestId('scorm-package-row')).toHaveCount(2);
    await managerPage.getByTestId('user-menu').click();
    await managerPage.getByRole('menuitem', { name: 'Norsk' }).click();
    await expect(managerPage.getByRole('heading', { name: 'Personer som kom inn via SCORM' })).toBeVisible();
    await expect(managerPage.getByTestId('scorm-package-status').first()).toHaveText('Aktiv');
    await managerPage.close();
  });
});
