import { blockContract } from '@academy/contracts/entities/block';
import { bookContract } from '@academy/contracts/entities/book';
import { certificateContract } from '@academy/contracts/entities/certificate';
import { courseContract } from '@academy/contracts/entities/course';
import { courseVariantContract } from '@academy/contracts/entities/course-variant';
import { languageContract } from '@academy/contracts/entities/language';
import { lessonContract } from '@academy/contracts/entities/lesson';
import { productContract } from '@academy/contracts/entities/product';
import { qualificationContract } from '@academy/contracts/entities/qualification';
import { questionContract } from '@academy/contracts/entities/question';
import { userContract } from '@academy/contracts/entities/user';
import type { APIRequestContext } from '@playwright/test';
import { type Language, openAs } from '../../support/admin-people.ts';
import { type ApiCaller, callApi, createResource, firstItem, listResource } from '../../support/api-call.ts';
import { apiToken } from '../../support/demo-courses.ts';
import { expect, signInWithToken, test, users } from '../../support/fixtures.ts';
import { openInApp } from '../../support/navigation.ts';
import { ownServer } from '../../support/server.ts';

/**
 * Issue 13 "Done when": every admin route of spec §2 outside the media manager and the people screens
 * (companies, departments, users, enrollments: issue 14) opens a real screen — a heading, no error or
 * not-found state, a translated page title — for admin@ and super@, in English and Norsk. The screens' own
 * specs walk what each one does; this one makes sure none is missing. Non-admins asking for an admin screen go
 * to the dashboard (spec §6). On a server of its own: it issues a certificate and fails a quiz, so that the
 * certificate and qualification pages have something to open.
 */
test.describe.configure({ mode: 'default', timeout: 600_000 });

const server = ownServer();
let paths: string[] = [];

test.beforeAll(async ({ request }) => {
  paths = await adminPaths(request, server.baseURL);
});

/** Every admin path to open, with real ids from the demo (and a certificate and a qualification made here). */
async function adminPaths(request: APIRequestContext, base: string): Promise<string[]> {
  const admin: ApiCaller = { request, baseURL: base, token: await apiToken(request, base, users.admin) };
  const learner: ApiCaller = { request, baseURL: base, token: await apiToken(request, base, users.learner) };

  const course = await firstItem(admin, courseContract, { 'filter[code]': 'WS-101' });
  const variant = await firstItem(admin, courseVariantContract, {
    'filter[course]': course.id,
    'filter[language]': 'en',
  });
  const lesson = await firstItem(admin, lessonContract, { 'filter[course_variant]': variant.uuid });
  const block = await firstItem(admin, blockContract, { 'filter[lesson]': lesson.id });
  const question = await firstItem(admin, questionContract, { 'filter[block]': block.id });
  const language = await firstItem(admin, languageContract, { 'filter[code]': 'en' });
  const book = await firstItem(admin, bookContract, { search: 'Safety Handbook' });
  const chapter = await firstItem(admin, bookContract, { 'filter[parent]': book.id });
  const product = await firstItem(admin, productContract);

  // A quiz begun and handed in unanswered: learner@ now has a qualification in progress.
  const { data: exam } = await callApi(learner, 'examinations.start', {
    body: { lesson: lesson.uuid, course_variant: variant.uuid },
  });
  await callApi(learner, 'examinations.submit', { params: { id: exam.item.uuid }, body: { answers: [] } });
  const qualification = await firstItem(admin, qualificationContract);
  const { items: people } = await listResource(admin, userContract, { search: users.fjordLearner });
  const certificate = await createResource(admin, certificateContract, {
    user_id: people.find((person) => person.email === users.fjordLearner)!.id,
    course_id: course.id,
    title: 'Workplace Safety',
  });

  const variantLesson = `/admin/courses/${course.id}/variants/${variant.id}/lessons/${lesson.id}`;
  return [
    '/admin/statistics',
    '/admin/enrollments/timeline',
    '/admin/tenant/update',
    '/admin/notifications',
    '/admin/changelog',
    '/admin/changelog/historic',
    '/admin/qualifications',
    `/admin/qualifications/${qualification.id}`,
    '/admin/certificates',
    '/admin/certificates/create',
    `/admin/certificates/${certificate.id}`,
    '/admin/languages',
    '/admin/languages/create',
    `/admin/languages/${language.id}`,
    '/admin/questions',
    '/admin/questions/create',
    `/admin/questions/${question.id}`,
    `/admin/questions/${question.id}/preview`,
    '/admin/blocks',
    '/admin/blocks/create',
    ...['block', 'questions', 'access-control', 'lessons', 'knowledge-base', 'preview'].map(
      (tab) => `/admin/blocks/${block.uuid}/${tab}`,
    ),
    `/admin/blocks/${block.uuid}/questions/${question.id}`,
    '/admin/lessons',
    '/admin/lessons/create',
    ...['detail', 'blocks', 'courses'].map((tab) => `/admin/lessons/${lesson.id}/${tab}`),
    '/admin/courses',
    '/admin/courses/create',
    `/admin/courses/${course.id}`,
    ...[
      'related',
      'variants',
      'variants/create',
      'enrollments/companies',
      'enrollments/departments',
      'enrollments/users',
      'overview',
      'preview',
    ].map((tab) => `/admin/courses/${course.id}/${tab}`),
    ...['detail', 'blocks', 'courses'].map((tab) => `${variantLesson}/${tab}`),
    '/admin/course-variants',
    `/admin/course-variants/${variant.id}`,
    ...['lessons', 'lessons/create', 'preview'].map((tab) => `/admin/course-variants/${variant.id}/${tab}`),
    '/admin/books',
    '/admin/books/create',
    `/admin/books/${book.id}`,
    `/admin/books/${book.id}/chapters`,
    `/admin/books/${book.id}/chapters/${chapter.id}`,
    '/admin/products',
    '/admin/products/create',
    `/admin/products/${product.id}`,
  ];
}

// Each account and each language once: the texts do not depend on the account, nor the screens an
// administrator may open on the language (the walk takes a minute each; the screens' own specs cover the rest).
const walkers = [
  { who: 'admin@', email: users.admin, language: 'en' },
  { who: 'super@', email: users.super, language: 'nb' },
] as const satisfies readonly { who: string; email: string; language: Language }[];

for (const walker of walkers) {
  test(`every content and platform admin route opens a screen for ${walker.who} (${walker.language})`, async ({
    page,
    request,
  }) => {
    const base = server.baseURL;
    await openAs(page, request, base, walker.email, walker.language, '/admin');
    await expect(page).toHaveURL(/\/admin\/statistics$/);
    for (const path of paths) {
      await test.step(path, async () => {
        // Within the app, as a link opens it: each screen is rendered, without loading the app again.
        await openInApp(page, path);
        const main = page.locator('main');
        await expect(main.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
        await expect(main.getByTestId('loading-state')).toHaveCount(0);
        await expect(main.getByTestId('error-state'), path).toHaveCount(0);
        await expect(main.getByTestId('not-found-state'), path).toHaveCount(0);
        await expect(page.getByTestId('error-code'), path).toHaveCount(0);
        // The route's own title, translated: never the bare tenant name or an untranslated key.
        await expect(page).toHaveTitle(/^Academy - [^.]+$/);
        await expect(page.locator('html')).toHaveAttribute('lang', walker.language);
      });
    }
  });
}

for (const [who, email] of [
  ['a manager', users.manager],
  ['a learner', users.fjordLearner],
] as const) {
  test(`${who} asking for admin screens is sent to the dashboard`, async ({ page }) => {
    const base = server.baseURL;
    await signInWithToken(page, base, email);
    for (const path of [
      '/admin/questions',
      '/admin/statistics',
      '/admin/tenant/update',
      '/admin/courses/create',
    ]) {
      await page.goto(`${base}${path}`);
      await expect(page).toHaveURL(/\/home(\?.*)?$/);
    }
  });
}
