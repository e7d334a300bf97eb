import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiData } from './api.ts';
import { contextUser } from './api-call.ts';
import { apiToken } from './demo-courses.ts';
import { signInWithToken, users } from './fixtures.ts';

export { choose, confirmWith as confirmDelete, settled } from './widgets.ts';

/**
 * What the admin screen specs do alike: sign admin@ in a language, pick from reference selects, confirm a
 * delete, read snackbars, and give the demo a quiz taken (so its lesson, blocks and questions are in use).
 */
export type Language = 'en' | 'nb';

/** Signs admin@ in with the account and the browser set to the language, and opens the path. */
export async function openAsAdmin(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  language: Language,
  path: string,
): Promise<void> {
  const token = await apiToken(request, baseURL, users.admin);
  const user = await contextUser({ request, baseURL, token });
  await apiData(request, baseURL, token, 'PATCH', `users/${user.uuid}`, {
    preferred_language: language,
  });
  await page.addInitScript((code) => window.localStorage.setItem('language', code), language);
  await signInWithToken(page, baseURL, users.admin);
  await page.goto(`${baseURL}${path}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** What a taken quiz put in use: its lesson, and the blocks and questions it drew. */
export type TakenQuiz = { lessonId: number; blockIds: number[]; questionIds: number[] };

/**
 * A learner starts the first lesson's quiz of an enrolled course and submits it unanswered, so the lesson,
 * the blocks and the questions drawn are part of their history (and refused deletion).
 */
export async function takeFirstQuiz(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  courseCode: string,
): Promise<TakenQuiz> {
  const token = await apiToken(request, baseURL, email);
  const call = <T>(method: 'GET' | 'POST', path: string, data?: unknown) =>
    apiData<T>(request, baseURL, token, method, path, data);
  const { items: courses } = await call<{ items: { id: number }[] }>(
    'GET',
    `courses?filter[code]=${courseCode}`,
  );
  const { items: variants } = await call<{ items: { uuid: string }[] }>(
    'GET',
    `course-variants?filter[course]=${courses[0].id}`,
  );
  const { items: lessons } = await call<{ items: { id: number; uuid: string }[] }>(
    'GET',
    `lessons?filter[course_variant]=${variants[0].uuid}&filter[is_active]=true`,
  );
  const { item } = await call<{
    item: { uuid: string; questions: { id: number; block_id: number }[] | null };
  }>('POST', 'examinations', { lesson: lessons[0].uuid, course_variant: variants[0].uuid });
  await call('POST', `examinations/${item.uuid}/submit`, { answers: [] });
  const questions = item.questions ?? [];
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
