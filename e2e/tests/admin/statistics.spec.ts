import { certificateContract } from '@academy/contracts/entities/certificate';
import { companyContract } from '@academy/contracts/entities/company';
import { courseContract } from '@academy/contracts/entities/course';
import { userContract } from '@academy/contracts/entities/user';
import type { APIRequestContext, Page } from '@playwright/test';
import { takeFirstQuiz } from '../../support/admin-screens.ts';
import { type ApiCaller, createResource, listResource } from '../../support/api-call.ts';
import { apiToken } from '../../support/demo-courses.ts';
import { expect, gotoSignedIn, signInWithToken, test, users } from '../../support/fixtures.ts';
import { followLink } from '../../support/navigation.ts';
import { ownServer } from '../../support/server.ts';

/**
 * Issue 13: the statistics landing page and the enrollments timeline, as admin@ in English (and in Norsk
 * what differs: texts and formats, see the second test). /admin
 * lands on the statistics; the key figures count the demo's enrollments and what this spec adds (a failed quiz in
 * each company, a certificate issued by hand in Nordlys); choosing a company changes them; a chart shows its table;
 * the timeline shows the demo's five enrollments and narrows by course; axe on every screen. On a server of its
 * own, since the setup writes.
 */
test.describe.configure({ mode: 'default', timeout: 300_000 });

type Language = 'en' | 'nb';
const server = ownServer();

const texts = {
  en: {
    title: 'Academy - Statistics',
    statistics: 'Statistics',
    computedAt: 'Figures as of',
    refresh: 'Refresh figures',
    // Courses are named in the reader's language (the variant's title).
    customerService: 'Customer Service Excellence',
    informationSecurity: 'Information Security Basics',
    company: 'Company',
    activity: 'Completions and active learners per month',
    showTable: 'Show as table',
    showChart: 'Show as chart',
    timeline: 'Enrollments timeline',
    periods: 'Enrollment periods',
    course: 'Course',
    person: 'Person',
    active: 'Active',
    percent: '0%',
    thisMonth: new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' }).format(new Date()),
  },
  nb: {
    title: 'Academy - Statistikk',
    statistics: 'Statistikk',
    computedAt: 'Tall per',
    refresh: 'Oppdater tallene',
    customerService: 'Fremragende kundeservice',
    informationSecurity: 'Grunnleggende informasjonssikkerhet',
    company: 'Bedrift',
    activity: 'Fullføringer og aktive deltakere per måned',
    showTable: 'Vis som tabell',
    showChart: 'Vis som diagram',
    timeline: 'Tidslinje for påmeldinger',
    periods: 'Påmeldingsperioder',
    course: 'Kurs',
    person: 'Person',
    active: 'Aktiv',
    percent: '0\u00a0%',
    thisMonth: new Intl.DateTimeFormat('nb-NO', { month: 'long', year: 'numeric' }).format(new Date()),
  },
} satisfies Record<Language, Record<string, string>>;

/** A certificate issued by hand to learner@ in Nordlys for the course of `code`, through the API. */
async function issueCertificate(request: APIRequestContext, code: string, title: string) {
  const admin: ApiCaller = {
    request,
    baseURL: server.baseURL,
    token: await apiToken(request, server.baseURL, users.admin),
  };
  const { items: learners } = await listResource(admin, userContract, { search: users.learner });
  const { items: courses } = await listResource(admin, courseContract, { 'filter[code]': code });
  const { items: companies } = await listResource(admin, companyContract, { search: 'Nordlys' });
  await createResource(admin, certificateContract, {
    user_id: learners.find((user) => user.email === users.learner)!.uuid,
    course_id: courses[0].uuid,
    company_id: companies[0].uuid,
    title,
  });
}

test.beforeAll(async ({ request }) => {
  // A failed attempt in each company: the quiz submitted unanswered.
  await takeFirstQuiz(request, server.baseURL, users.learner, 'CS-301');
  await takeFirstQuiz(request, server.baseURL, users.fjordLearner, 'WS-101');
  await issueCertificate(request, 'CS-301', 'Customer service (external course)');
});

const figure = (page: Page, name: string) => page.getByTestId(`kpi-${name}`).getByTestId('kpi-value');

async function expectFigures(page: Page, expected: Record<string, string>) {
  for (const [name, value] of Object.entries(expected)) await expect(figure(page, name)).toHaveText(value);
}

async function signInAs(page: Page, language: Language) {
  await page.addInitScript((code) => window.localStorage.setItem('language', code), language);
  await signInWithToken(page, server.baseURL, users.admin);
}

test('statistics and the enrollments timeline as an administrator (en)', async ({ page, axe }) => {
  const text = texts.en;
  const base = server.baseURL;
  await signInAs(page, 'en');

  // spec §2: /admin redirects to the statistics.
  await gotoSignedIn(page, `${base}/admin`);
  await expect(page).toHaveURL(/\/admin\/statistics$/);
  await expect(page.getByRole('heading', { level: 1, name: text.statistics })).toBeVisible();
  await expect(page).toHaveTitle(text.title);
  // The demo's five running enrollments, the two failed quizzes and the certificate of the setup.
  await expectFigures(page, {
    enrollments: '5',
    examinations: '2',
    'active-learners': '2',
    certificates: '1',
    completions: '0',
    'pass-rate': text.percent,
  });
  const activity = page.getByRole('region', { name: text.activity });
  await expect(activity.getByTestId('figure-chart').locator('svg').first()).toBeVisible();
  await axe();

  // The figures are kept for a few minutes: a certificate issued now counts once they are computed afresh.
  await expect(page.getByTestId('statistics-computed-at')).toContainText(text.computedAt);
  await issueCertificate(page.request, 'WS-101', 'Workplace safety (external course)');
  await page.reload();
  await expectFigures(page, { certificates: '1' });
  await page.getByRole('button', { name: text.refresh }).click();
  await expectFigures(page, { certificates: '2', examinations: '2' });

  // A chart's figures as a table.
  await activity.getByRole('button', { name: text.showTable }).click();
  const table = activity.getByRole('table', { name: text.activity });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: text.thisMonth })).toContainText('2');
  await expect(activity.getByRole('button', { name: text.showChart })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await axe();

  // One company's figures: Fjord Logistics has two of the enrollments, one failed quiz and no certificate.
  const company = page.getByRole('combobox', { name: text.company, exact: true });
  await company.click();
  await company.fill('Fjord');
  await page.getByRole('option', { name: 'Fjord Logistics' }).click();
  await expect(page).toHaveURL(/[?&]company=[0-9a-f-]{36}/);
  await expectFigures(page, { enrollments: '2', examinations: '1', certificates: '0' });
  await expect(page.getByTestId('statistics-period')).toContainText('Fjord Logistics');
  // The filter lives in the address: a reload keeps it.
  await page.reload();
  await expectFigures(page, { enrollments: '2', certificates: '0' });
  await axe();

  // On a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(figure(page, 'enrollments')).toBeVisible();
  await axe();
  await page.setViewportSize({ width: 1280, height: 800 });

  // The enrollments timeline: the demo's five enrollments, one row each.
  await followLink(page, page.getByRole('link', { name: text.timeline }), /\/admin\/enrollments\/timeline$/);
  await expect(page.getByRole('heading', { level: 1, name: text.timeline })).toBeVisible();
  const rows = page.getByTestId('timeline-row');
  await expect(rows).toHaveCount(5);
  await expect(rows.filter({ hasText: text.customerService })).toContainText('Lene Larsen');
  await expect(rows.filter({ hasText: text.informationSecurity })).toHaveCount(2);
  await expect(page.getByTestId('timeline-grid').locator('[data-state="active"]')).toHaveCount(5);
  await axe();

  const periods = page.getByRole('region', { name: text.periods });
  await periods.getByRole('button', { name: text.showTable }).click();
  await expect(
    periods
      .getByRole('table', { name: text.periods })
      .getByRole('row')
      .filter({ hasText: `Lene Larsen (${text.person})` }),
  ).toContainText(text.active);
  await axe();

  // Narrowed to one course: Workplace Safety is Nordlys' whole company and Fjord's learner.
  const course = page.getByRole('combobox', { name: text.course, exact: true });
  await course.click();
  await course.fill('Workplace');
  await page.getByRole('option', { name: 'Workplace Safety' }).click();
  await expect(page).toHaveURL(/[?&]course=[0-9a-f-]{36}/);
  await expect(periods.getByRole('table', { name: text.periods }).getByRole('row')).toHaveCount(3);
  await expect(page.getByTestId('timeline-range')).toContainText('1–2');
  await axe();
});

/**
 * In Norsk what differs from English, on the same two screens: every text and format the English journey
 * reads (titles, figure names, the percent, the month, course names, the tables' labels) and axe. What the
 * filters do, a reload and the phone width are the English journey's: they do not depend on the language.
 */
test('statistics and the enrollments timeline in Norsk: their texts and formats (nb)', async ({
  page,
  axe,
}) => {
  const text = texts.nb;
  await signInAs(page, 'nb');
  await gotoSignedIn(page, `${server.baseURL}/admin/statistics`);
  await expect(page.getByRole('heading', { level: 1, name: text.statistics })).toBeVisible();
  await expect(page).toHaveTitle(text.title);
  await expectFigures(page, { enrollments: '5', 'pass-rate': text.percent });
  await expect(page.getByTestId('statistics-computed-at')).toContainText(text.computedAt);
  await expect(page.getByRole('button', { name: text.refresh })).toBeVisible();
  const activity = page.getByRole('region', { name: text.activity });
  await activity.getByRole('button', { name: text.showTable }).click();
  const table = activity.getByRole('table', { name: text.activity });
  await expect(table.getByRole('row').filter({ hasText: text.thisMonth })).toContainText('2');
  await expect(activity.getByRole('button', { name: text.showChart })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('combobox', { name: text.company, exact: true })).toBeVisible();
  await axe();

  await followLink(page, page.getByRole('link', { name: text.timeline }), /\/admin\/enrollments\/timeline$/);
  await expect(page.getByRole('heading', { level: 1, name: text.timeline })).toBeVisible();
  const rows = page.getByTestId('timeline-row');
  await expect(rows).toHaveCount(5);
  await expect(rows.filter({ hasText: text.customerService })).toContainText('Lene Larsen');
  await expect(rows.filter({ hasText: text.informationSecurity })).toHaveCount(2);
  const periods = page.getByRole('region', { name: text.periods });
  await periods.getByRole('button', { name: text.showTable }).click();
  await expect(
    periods
      .getByRole('table', { name: text.periods })
      .getByRole('row')
      .filter({ hasText: `Lene Larsen (${text.person})` }),
  ).toContainText(text.active);
  await expect(page.getByRole('combobox', { name: text.course, exact: true })).toBeVisible();
  await axe();
});
