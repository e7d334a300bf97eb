import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';
import { quiz, variantWithLessons } from './learning-test-support.ts';

/**
 * The dashboard's on-going list (`filter[status]=ongoing`) is the user's own learning for every role: a
 * manager also reads the courses enrolled for the company they manage, and an administrator every course,
 * but neither is enrolled in them (decisions.md "On-going").
 */
let t: TestApp;
let tokens: Record<DemoRole, string>;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
});
afterAll(() => t.close());

const codes = async (role: DemoRole, query: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({
    url: `/api/v1/courses${query}`,
    headers: auth(tokens[role], headers),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.items as { code: string }[]).map((item) => item.code).sort();
};

describe('filter[status]=ongoing', () => {
  it('lists a learner’s company, department and personal enrollments', async () => {
    expect(await codes('learner', '?filter[status]=ongoing')).toEqual(['CS-301', 'IS-201', 'WS-101']);
  });

  it('lists for a manager only what is enrolled for them, not what their company’s learners are enrolled in', async () => {
    // Nordlys as a whole is enrolled in WS-101; IS-201 is for Sales and CS-301 for learner@ only.
    expect(await codes('manager', '?filter[status]=ongoing')).toEqual(['WS-101']);
    // The course list itself still shows the manager the company's courses (to follow their people).
    expect(await codes('manager', '')).toEqual(['CS-301', 'IS-201', 'WS-101']);
    expect(await codes('fjordManager', '?filter[status]=ongoing')).toEqual([]);
  });

  it('lists nothing for administrators who are enrolled nowhere', async () => {
    expect(await codes('admin', '')).toEqual(['CS-301', 'IS-201', 'WS-101']);
    expect(await codes('admin', '?filter[status]=ongoing')).toEqual([]);
    expect(await codes('superAdmin', '?filter[status]=ongoing')).toEqual([]);
    expect(await codes('admin', '?filter[status]=completed')).toEqual([]);
  });

  it('follows the company a user of two companies acts in', async () => {
    const demo = await demoRows(t.db);
    expect(await codes('multi', '?filter[status]=ongoing', { 'context-scope': demo.fjord.uuid })).toEqual([
      'IS-201',
    ]);
    expect(await codes('multi', '?filter[status]=ongoing', { 'context-scope': demo.nordlys.uuid })).toEqual([
      'WS-101',
    ]);
  });

  it('offers a manager only courses whose quiz they can start', async () => {
    for (const code of await codes('manager', '?filter[status]=ongoing')) {
      const { variant, lessons } = await variantWithLessons(t.db, code as 'WS-101', 'en');
      const started = await quiz(t).start(tokens.manager, lessons[0].id, variant.id);
      expect(started.statusCode, `${code}: ${started.body}`).toBe(201);
    }
    // A course the manager only follows for their people cannot be taken: it is not on their home.
    const { variant, lessons } = await variantWithLessons(t.db, 'CS-301', 'en');
    expect((await quiz(t).start(tokens.manager, lessons[0].id, variant.id)).statusCode).not.toBe(201);
  });
});
