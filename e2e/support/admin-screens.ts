import { courseContract } from '@academy/contracts/entities/course';
import { courseVariantContract } from '@academy/contracts/entities/course-variant';
import { lessonContract } from '@academy/contracts/entities/lesson';
import { userContract } from '@academy/contracts/entities/user';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { type ApiCaller, callApi, contextUser, listResource, updateResource } from './api-call.ts';
import { apiToken } from './demo-courses.ts';
import { signInWithToken, users } from './fixtures.ts';
import { confirmWith } from './widgets.ts';

export { choose, confirmWith as confirmDelete, settled } from './widgets.ts';

/**
 * What the admin screen specs do alike: sign admin@ in a language, pick from reference selects, confirm a
 * delete, read snackbars, and give the demo a quiz taken (so its lesson, blocks and questions are in use).
 */
export type Language = 'en' | 'nb';

/**
 * Signs admin@ in with the account and the browser set to the language, and opens the path; gives back
 * admin@'s API token for the calls the test makes next.
 */
export async function openAsAdmin(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  language: Language,
  path: string,
): Promise<string> {
  const admin: ApiCaller = { request, baseURL, token: await apiToken(request, baseURL, users.admin) };
  await updateResource(admin, userContract, (await contextUser(admin)).uuid, {
    preferred_language: language,
  });
  await page.addInitScript((code) => window.localStorage.setItem('language', code), language);
  await signInWithToken(page, baseURL, users.admin);
  await page.goto(`${baseURL}${path}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  return admin.token!;
}

/** Opens an admin list as admin@ in the language, waits for its title, and gives back its table. */
export async function openAdminList(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  language: Language,
  path: string,
  title: string,
): Promise<Locator> {
  await openAsAdmin(page, request, baseURL, language, path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return page.getByTestId('resource-table');
}

/**
 * Submits the open form and expects the server's refusal on the page (the 422 snackbar of spec §8 lists it as
 * well, outside the main region); with `field`, that field is the one marked invalid.
 */
export async function submitRefused(page: Page, message: string, field?: string): Promise<void> {
  await page.getByTestId('form-submit').click();
  await expect(page.locator('main').getByText(message)).toBeVisible();
  if (field) await expect(page.getByTestId(`field-${field}`)).toHaveAttribute('aria-invalid', 'true');
}

/** Clicks a delete (a row's or the page's), confirms with the word, and expects the modal to say why not. */
export async function deleteRefused(
  page: Page,
  deleteButton: Locator,
  word: string,
  message: string,
): Promise<void> {
  await deleteButton.click();
  await confirmWith(page, word);
  await expect(page.getByTestId('form-error')).toHaveText(message);
}

/**
 * axe once no success snackbar is on screen: they close by themselves after a few seconds, and one caught while
 * fading out has the colours of neither state (axe would read its text as too pale).
 */
export async function checkAccessible(page: Page, axe: () => Promise<void>): Promise<void> {
  await expect(page.locator('[data-testid="snackbar"][data-color="green"]')).toHaveCount(0);
  await axe();
}

/** What a taken quiz put in use: its lesson, and the blocks and questions it drew. */
export type TakenQuiz = { lessonId: number; blockIds: number[]; questionIds: number[] };

/**
 * A course's first variant (in `language` when given) and its lessons (the active ones unless `inactiveToo`),
 * as `caller` may list them: the demo course by its code.
 */
export async function courseLessons(
  caller: ApiCaller,
  code: string,
  { language, inactiveToo = false }: { language?: Language; inactiveToo?: boolean } = {},
) {
  const { items: courses } = await listResource(caller, courseContract, { 'filter[code]': code });
  const { items: variants } = await listResource(caller, courseVariantContract, {
    'filter[course]': courses[0].id,
    ...(language ? { 'filter[language]': language } : {}),
  });
  const { items: lessons } = await listResource(caller, lessonContract, {
    'filter[course_variant]': variants[0].uuid,
    ...(inactiveToo ? {} : { 'filter[is_active]': 'true' }),
  });
  return { course: courses[0], variant: variants[0], lessons };
}

/**
 * A learner starts the first lesson's quiz of an enrolled course and submits it unanswered, so the lesson,
 * the blocks and the questions drawn are part of their history (and refused deletion); the server then keeps
 * a qualification (in progress) for them in that course and company.
 */
export async function takeFirstQuiz(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  courseCode: string,
): Promise<TakenQuiz> {
  const learner: ApiCaller = { request, baseURL, token: await apiToken(request, baseURL, email) };
  const { variant, lessons } = await courseLessons(learner, courseCode);
  const { data } = await callApi(learner, 'examinations.start', {
    body: { lesson: lessons[0].uuid, course_variant: variant.uuid },
  });
  await callApi(learner, 'examinations.submit', { params: { id: data.item.uuid }, body: { answers: [] } });
  const questions = data.item.questions ?? [];
  return {
    lessonId: lessons[0].id,
    blockIds: [...new Set(questions.map((question) => question.block_id))],
    questionIds: questions.map((question) => question.id),
  };
}

/** A 1×1 PNG, enough for an image media item. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
