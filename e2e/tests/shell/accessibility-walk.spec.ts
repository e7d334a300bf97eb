import type { Page } from '@playwright/test';
import { englishChecker } from '../../support/english-texts.ts';
import { axeViolations, expect, gotoSignedIn, signInWithToken, test, users } from '../../support/fixtures.ts';
import { followRequests, openInApp } from '../../support/navigation.ts';
import { ownServer } from '../../support/server.ts';

/**
 * axe on every guest, learner and shell screen, in English and in Norsk: no serious or critical violation;
 * and on the Norwegian screens no English text that has a Norwegian counterpart (interface strings, server
 * messages, the demo content). Each walk collects what every screen reports and fails once at the end, so one
 * run lists them all. On a server of its own, since the learner's walk starts and submits a quiz.
 * Each walk loads the app once and opens its screens inside it (`openInApp`), as a person clicking through
 * would: a full load per screen cost each walk seconds of parsing the app again (deep links are
 * `deep-links.spec.ts`'s).
 */
test.describe.configure({ mode: 'default', timeout: 300_000 });

const server = ownServer({ timeout: 180_000 });

type Language = 'en' | 'nb';

const findEnglish = englishChecker();

/** axe (and in Norsk the English check) on the screen as it is now; findings are kept under its name. */
function auditor(page: Page, language: Language) {
  const found: string[] = [];
  const english: string[] = [];
  const audit = async (screen: string, target = page) => {
    for (const violation of await axeViolations(target)) found.push(`${screen}: ${violation}`);
    if (language === 'nb') for (const text of await findEnglish(target)) english.push(`${screen}: "${text}"`);
  };
  const expectClean = () => {
    expect(found).toEqual([]);
    expect(english).toEqual([]);
  };
  return { audit, expectClean };
}

async function useLanguage(page: Page, language: Language) {
  await page.addInitScript((code) => window.localStorage.setItem('language', code), language);
}

/** Waits until a Mantine transition (modal, drawer, menu) has finished, so axe reads colours as painted. */
async function settled(page: Page, selector: string) {
  await expect(page.locator(selector).first()).toHaveCSS('opacity', '1');
}

for (const language of ['en', 'nb'] as const) {
  test(`guest screens pass axe in ${language}`, async ({ page, browser }) => {
    const base = server.baseURL;
    const { audit, expectClean } = auditor(page, language);
    await useLanguage(page, language);
    const screens = [
      '/login',
      '/login/nordlys',
      '/register',
      '/register/nordlys',
      '/thanks-for-registering',
      '/request-reset-password',
      '/password-request-reset-success',
      '/password-reset-success',
      '/reset-password/not-a-token/someone%40example.test',
      '/verify-email-update/not-a-token/someone%40example.test',
      '/404',
      '/403',
    ];
    const requests = followRequests(page);
    await page.goto(`${base}/login`);
    for (const path of screens) {
      // The error pages show an error code themselves, which openInApp takes for the screen still leaving.
      if (path === '/404' || path === '/403') await page.goto(`${base}${path}`);
      else await openInApp(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('main, [role="main"]').first()).toBeVisible();
      await requests.quiet();
      await audit(path);
    }
    // The sign-in form with its field errors shown.
    await openInApp(page, '/login');
    await page.getByRole('button', { name: language === 'en' ? 'Sign in' : 'Logg inn' }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await audit('/login with errors');
    if (language === 'nb') {
      // The English check can fail: the same page in English is caught.
      const context = await browser.newContext({ locale: 'en-US' });
      const english = await context.newPage();
      await english.goto(`${base}/login`);
      await expect(english.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      expect(await findEnglish(english)).toEqual(
        expect.arrayContaining(['Forgot your password', 'Password']),
      );
      await context.close();
    }
    expectClean();
  });

  test(`learner screens pass axe in ${language}`, async ({ page }) => {
    const base = server.baseURL;
    const { audit, expectClean } = auditor(page, language);
    await useLanguage(page, language);
    await signInWithToken(page, base, users.learner);

    await gotoSignedIn(page, `${base}/home?welcome=true`);
    await expect(page.getByTestId('welcome')).toBeVisible();
    await expect(page.getByTestId('dashboard-ongoing').getByTestId('course-card').first()).toBeVisible();
    await audit('/home');

    const requests = followRequests(page);
    await openInApp(page, '/courses');
    await expect(page.getByTestId('course-card').first()).toBeVisible();
    await audit('/courses');
    await page.getByTestId('course-card').first().click();
    await expect(page.getByTestId('lessons-table')).toBeVisible();
    await audit('course');
    await page.getByTestId('lesson-row').first().getByRole('link').click();
    await expect(page.getByTestId('lesson-content')).toBeVisible();
    await audit('course with a lesson open');
    // A striped row under the pointer has a darker background: its link must keep its contrast.
    await page.getByTestId('lesson-row').nth(1).hover();
    await audit('course, a lesson row under the pointer');

    await page.getByTestId('lesson-content').getByTestId('lesson-quiz-button').click();
    await expect(page.getByTestId('question-card')).toBeVisible();
    await audit('examination: first question');
    await page.getByTestId('question-card').getByRole('checkbox').or(page.getByRole('radio')).first().check();
    await page.getByTestId('next-question').click();
    await expect(page.getByTestId('question-card')).toBeVisible();
    await audit('examination: second question');
    await page.getByTestId('question-navigation').getByRole('button').last().click();
    await expect(page.getByTestId('submit-step')).toBeVisible();
    await audit('examination: submit step');
    await page.getByTestId('submit-examination').click();
    await expect(page.getByTestId('results-outcome')).toBeVisible();
    await audit('examination results');

    for (const path of ['/certificates', '/notifications', '/knowledge', '/users/settings']) {
      await openInApp(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await requests.quiet();
      await audit(path);
    }
    await openInApp(page, '/notifications');
    await page.getByTestId('notification-item').first().click();
    await expect(page.getByTestId('notification-subject')).toBeVisible();
    await audit('notification');

    await openInApp(page, '/knowledge');
    await page.getByTestId('book-card').first().click();
    await expect(page.getByTestId('book-title')).toBeVisible();
    await audit('book');
    await page.getByTestId('chapter-list').getByRole('link').first().click();
    await expect(page.getByTestId('chapter-title')).toBeVisible();
    await audit('chapter');

    await openInApp(page, '/courses/00000000-0000-4000-8000-000000000000');
    await expect(page.getByTestId('not-found-state')).toBeVisible();
    await audit('unknown course');
    expectClean();
  });

  test(`shell screens pass axe in ${language}`, async ({ page, browser }) => {
    const base = server.baseURL;
    const { audit, expectClean } = auditor(page, language);
    await useLanguage(page, language);
    await signInWithToken(page, base, users.admin);

    await gotoSignedIn(page, `${base}/home`);
    await page.getByTestId('user-menu').click();
    await expect(page.getByRole('menu')).toBeVisible();
    await settled(page, '[role="menu"]');
    await audit('user menu');
    await page.keyboard.press('Escape');

    await page.getByTestId('search-button').click();
    await page.getByRole('dialog').getByRole('textbox').fill('Larsen');
    await expect(page.getByText('Lene Larsen')).toBeVisible();
    await settled(page, '.mantine-Spotlight-content');
    await audit('search');
    await page.keyboard.press('Escape');

    for (const path of ['/admin', '/organization']) {
      await openInApp(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await audit(path);
    }

    // On a phone the navigation is behind the menu button.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/home', '/organization']) {
      await openInApp(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await audit(`${path} on a phone`);
      await page.getByRole('button', { name: language === 'en' ? 'Open the menu' : 'Åpne menyen' }).click();
      await expect(page.getByRole('navigation').getByRole('link').first()).toBeVisible();
      await audit(`${path} on a phone, navigation open`);
      // Closed again before the next screen, which a full load used to do.
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }

    // Users with several companies choose one; new company members complete their details.
    for (const [email, path] of [
      [users.multi, '/select-company'],
      [users.manager, '/register-additional'],
    ] as const) {
      const context = await browser.newContext();
      const other = await context.newPage();
      await useLanguage(other, language);
      await signInWithToken(other, base, email);
      await other.goto(`${base}${path}`);
      await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
      await audit(path, other);
      await context.close();
    }
    expectClean();
  });
}
