import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-sql.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildCourse } from '../../test/content-factories.ts';
import { buildTenant } from '../../test/factories.ts';
import { courseTitleSql } from './course-titles.ts';

let t: TestApp;
let tenantId: number;

beforeAll(async () => {
  t = await buildTestApp();
  tenantId = (await buildTenant(t.db)).id;
});
afterAll(() => t.close());

/** The title `courseTitleSql` gives the course in `locale`, read as the SQL lists read it (the course is `c`). */
async function titleOf(courseId: number, locale: 'en' | 'nb') {
  const [row] = await queryRows<{ title: string }>(
    t.db,
    sql`select ${courseTitleSql(sql`c.id`, locale)} as title from courses c where c.id = ${courseId}`,
  );
  return row.title;
}

describe('a course named in SQL as the reader reads it', () => {
  it("is its title in the reader's language, else its English title, else its name", async () => {
    const both = (await buildCourse(t.db, tenantId, { name: 'Both', languages: ['en', 'nb'], lessons: 0 }))
      .course;
    const english = (await buildCourse(t.db, tenantId, { name: 'English only', lessons: 0 })).course;
    const none = (await buildCourse(t.db, tenantId, { name: 'No variant', languages: [], lessons: 0 }))
      .course;
    expect(await titleOf(both.id, 'nb')).toBe('Both (nb)');
    expect(await titleOf(both.id, 'en')).toBe('Both');
    expect(await titleOf(english.id, 'nb')).toBe('English only');
    // No variant at all: the course's own name, also when the caller calls its course `c`.
    expect(await titleOf(none.id, 'nb')).toBe('No variant');
  });
});
