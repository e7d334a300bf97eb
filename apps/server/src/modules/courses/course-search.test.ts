import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseVariants } from '../../db/schema/content.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildCourse } from '../../test/content-factories.ts';
import { auth, demoTenant, tokenForDemo } from '../../test/factories.ts';

/**
 * A course is found by what people see of it: its own name and code, and its title in any language (pickers
 * show the reader's title, so a Norwegian types the Norwegian one).
 */
let t: TestApp;
let adminToken: string;
let built: Awaited<ReturnType<typeof buildCourse>>;

beforeAll(async () => {
  t = await buildTestApp();
  const tenant = await demoTenant(t.db);
  adminToken = await tokenForDemo(t.db, 'admin@academy.test');
  built = await buildCourse(t.db, tenant.id, {
    name: 'Kelp handling',
    code: 'KELP-1',
    languages: ['en', 'nb'],
  });
  const norwegian = built.variants.find((variant) => variant.language.code === 'nb');
  await t.db
    .update(courseVariants)
    .set({ title: 'Tarehåndtering for alle' })
    .where(eq(courseVariants.id, norwegian!.variant.id));
});
afterAll(() => t.close());

async function searchCourses(search: string): Promise<string[]> {
  const response = await t.app.inject({
    url: `/api/v1/courses?search=${encodeURIComponent(search)}&per_page=100`,
    headers: auth(adminToken),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.items.map((item: { code: string }) => item.code);
}

describe('searching courses', () => {
  it('finds a course by its name, its code and its title in another language', async () => {
    expect(await searchCourses('kelp hand')).toContain('KELP-1');
    expect(await searchCourses('kelp-1')).toContain('KELP-1');
    expect(await searchCourses('tarehåndtering')).toEqual(['KELP-1']);
  });

  it('finds nothing for text in none of them, and treats % as a plain character', async () => {
    expect(await searchCourses('tarehåndtering for ingen')).toEqual([]);
    expect(await searchCourses('tare%alle')).toEqual([]);
  });
});
