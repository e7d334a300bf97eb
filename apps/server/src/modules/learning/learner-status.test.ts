import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../db/query-counter.ts';
import { enrollments } from '../../db/schema/learning.ts';
import { buildTestApp, createTestClock, type TestApp } from '../../test/build-test-app.ts';
import { buildEnrolledCompany, type EnrolledCompany } from '../../test/enrolled-company.ts';
import { auth, demoTenant, tokenFor, tokenForDemo } from '../../test/factories.ts';
import { nextStartDate } from './learner-status.ts';
import { quiz } from './learning-test-support.ts';

let t: TestApp;
type Role = 'learner' | 'manager' | 'admin';
let tokens: Record<Role, string>;
// A company of the test's own: its learner is enrolled through the company (whole), the department and personally.
let built: EnrolledCompany;
let code: Record<keyof EnrolledCompany['courses'], string>;
const clock = createTestClock();

beforeAll(async () => {
  t = await buildTestApp({ clock });
  built = await buildEnrolledCompany(t.db, (await demoTenant(t.db)).id);
  code = {
    whole: built.courses.whole.course.code as string,
    department: built.courses.department.course.code as string,
    personal: built.courses.personal.course.code as string,
  };
  tokens = {
    learner: await tokenFor(t.db, built.learner),
    manager: await tokenFor(t.db, built.manager),
    admin: await tokenForDemo(t.db, 'admin@academy.test'),
  };
});
afterAll(() => t.close());

const list = (role: Role, query = '') =>
  t.app.inject({ url: `/api/v1/courses${query}`, headers: auth(tokens[role]) });
const byCode = (items: Record<string, unknown>[]) =>
  Object.fromEntries(items.map((item) => [item.code as string, item]));

describe('the learner’s status on the course list', () => {
  it('shows enrollment, status, badge and progress per course', async () => {
    const items = byCode((await list('learner')).json().data.items);
    expect(Object.keys(items).sort()).toEqual([code.whole, code.department, code.personal].sort());
    for (const item of Object.values(items)) {
      expect(item).toMatchObject({
        enrollment_status: 'eligible',
        enrollment_status_complete: false,
        enrollment_badge: 'enrolled',
        enrollment_progress: { passed: 0 },
        enrollment_progress_fraction: 0,
        certificate: null,
      });
      expect(item).not.toHaveProperty('learner');
    }
    expect(items[code.whole].enrollment).toMatchObject({
      type: 'company',
      status: 'active',
      is_recurring: false,
    });
    expect(items[code.department].enrollment).toMatchObject({ type: 'department' });
    const personal = items[code.personal].enrollment as Record<string, unknown>;
    expect(personal).toMatchObject({
      type: 'user',
      is_recurring: true,
      recur_after_days: 14,
      is_revoked: false,
    });
    expect(personal.next_start_date).toBe(nextStartDate(personal.end_date as string, 14));
    expect(personal.days_until_next).toBe((personal.days_remaining as number) + 15);

    // Starting a quiz makes the course in progress.
    const cs = built.courses.personal.variants[0];
    expect((await quiz(t).start(tokens.learner, cs.lessons[0].lesson.id, cs.variant.id)).statusCode).toBe(
      201,
    );
    const after = byCode((await list('learner')).json().data.items);
    expect(after[code.personal].enrollment_status).toBe('in_progress');
    expect(after[code.whole].enrollment_status).toBe('eligible');
  });

  it('shows a manager the courses of their company as not enrolled unless enrolled themselves', async () => {
    const items = byCode((await list('manager')).json().data.items);
    // The manager belongs to the company, which is enrolled in one course as a whole company.
    expect(items[code.whole]).toMatchObject({ enrollment_status: 'eligible', enrollment_badge: 'enrolled' });
    expect(items[code.personal]).toMatchObject({
      enrollment_status: 'not_started',
      enrollment_badge: 'not_enrolled',
      enrollment: null,
    });
    // Administrators outside any company get no learner values.
    const admin = (await list('admin')).json().data.items[0];
    expect(admin).toMatchObject({ enrollment: null, enrollment_status: null, enrollment_badge: null });
  });

  it('shows a revoked enrollment as revoked in the enrollment panel', async () => {
    const { course } = built.courses.personal;
    // The manager sees the learner's course through their company; a personal enrollment of theirs was revoked.
    await t.db.insert(enrollments).values({
      tenant_id: course.tenant_id,
      course_id: course.id,
      company_id: built.company.id,
      enrollable_type: 'user',
      enrollable_id: built.manager.id,
      start_date: '2020-01-01',
      end_date: '2099-12-31',
      revoked_at: '2020-06-01T00:00:00Z',
    });
    const item = byCode((await list('manager')).json().data.items)[code.personal];
    expect(item).toMatchObject({
      enrollment: { status: 'revoked', is_revoked: true, is_active: false, type: 'user' },
      enrollment_status: 'not_started',
      enrollment_badge: 'not_enrolled',
    });
    // The learner's own active enrollment is not hidden by a revoked one of theirs.
    await t.db.insert(enrollments).values({
      tenant_id: course.tenant_id,
      course_id: course.id,
      company_id: built.company.id,
      enrollable_type: 'user',
      enrollable_id: built.learner.id,
      start_date: '2020-01-01',
      end_date: '2020-12-31',
      revoked_at: '2020-06-01T00:00:00Z',
    });
    const own = byCode((await list('learner')).json().data.items)[code.personal];
    expect(own.enrollment).toMatchObject({ status: 'active', is_revoked: false, is_recurring: true });
  });

  it('runs a bounded number of queries whatever the page size', async () => {
    // Both pages full (the learner has three courses): a page shorter than per_page needs no count of its own.
    const small = await countQueries(() => list('learner', '?per_page=1'));
    const large = await countQueries(() => list('learner', '?per_page=3'));
    expect(small.result.json().data.items).toHaveLength(1);
    expect(large.result.json().data.items).toHaveLength(3);
    expect(large.count, large.statements.join('\n')).toBe(small.count);
    // The statuses cost one statement for the whole page.
    expect(
      large.statements.filter((statement) => statement.includes('learner_course_standings(')).length,
    ).toBe(1);
    const variant = await countQueries(() =>
      t.app.inject({ url: '/api/v1/course-variants?per_page=1&with=lessons', headers: auth(tokens.learner) }),
    );
    const all = variant.result.json().data.meta.pagination.total as number;
    const variants = await countQueries(() =>
      t.app.inject({
        url: `/api/v1/course-variants?per_page=${all}&with=lessons`,
        headers: auth(tokens.learner),
      }),
    );
    expect(variants.result.json().data.items.length).toBeGreaterThan(1);
    expect(variants.count).toBe(variant.count);
  });
});
