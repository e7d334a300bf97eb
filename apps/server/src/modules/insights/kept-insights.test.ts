import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, courseVariants } from '../../db/schema/content.ts';
import { figureSnapshots } from '../../db/schema/figures.ts';
import { qualifications } from '../../db/schema/learning.ts';
import { departmentUsers, users } from '../../db/schema/tenancy.ts';
import { buildTestApp, createTestClock, type TestApp } from '../../test/build-test-app.ts';
import {
  buildCertificate,
  buildCourse,
  buildEnrollment,
  buildQualification,
} from '../../test/content-factories.ts';
import { auth, buildUser } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';

/**
 * A company's course insights are computed once and kept (figure_snapshots): served as kept until a row they count
 * changes — the database's triggers forget them, whichever code wrote — or they are five minutes old. The kept
 * answer's learner counts are replaced here by a marker, so a test can tell a kept answer from a computed one.
 */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;
const started = new Date();
const clock = createTestClock(started);
const today = started.toISOString().slice(0, 10);
const MARKER = 4242;
type Insight = { title: string; learners: number };
const isMarked = (items: Insight[]) => items.length > 0 && items.every((item) => item.learners === MARKER);

beforeAll(async () => {
  t = await buildTestApp({ clock });
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
});
afterAll(() => t.close());

async function insights(role: DemoRole, company = demo.nordlys.id, query = '') {
  const response = await t.app.inject({
    url: `/api/v1/companies/${company}/insights${query}`,
    headers: auth(tokens[role]),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.items as Insight[];
}

/** The kept answers of a company, each course's learners set to the marker. */
async function markKept(company: number) {
  const marked = await t.db
    .update(figureSnapshots)
    .set({
      figures: sql`(select jsonb_agg(item || jsonb_build_object('learners', ${MARKER}::int))
        from jsonb_array_elements(${figureSnapshots.figures}) item)`,
    })
    .where(and(eq(figureSnapshots.company_id, company), eq(figureSnapshots.subject, 'insights')))
    .returning({ key: figureSnapshots.key });
  expect(marked.length).toBeGreaterThan(0);
}

/** Computes and keeps Nordlys's figures for the manager, marks them, makes `change`, and reads them again. */
async function afterChange(change: () => Promise<unknown>) {
  await insights('manager');
  await markKept(demo.nordlys.id);
  expect(isMarked(await insights('manager'))).toBe(true);
  await change();
  return insights('manager');
}

describe('kept course insights', () => {
  it('are served as kept, for the same reader, department and language only', async () => {
    const computed = await insights('manager');
    expect(computed.length).toBeGreaterThan(0);
    expect(isMarked(computed)).toBe(false);
    await markKept(demo.nordlys.id);
    expect(isMarked(await insights('manager'))).toBe(true);
    // Another reader, department or language is another question, computed for itself.
    expect(isMarked(await insights('admin'))).toBe(false);
    expect(
      isMarked(await insights('manager', demo.nordlys.id, `?filter[department]=${demo.sales.uuid}`)),
    ).toBe(false);
    const norwegian = await t.app.inject({
      url: `/api/v1/companies/${demo.nordlys.id}/insights`,
      headers: auth(tokens.manager, { 'accept-language': 'nb' }),
    });
    expect(isMarked(norwegian.json().data.items)).toBe(false);
    // Another company's figures are its own.
    expect(isMarked(await insights('fjordManager', demo.fjord.id))).toBe(false);
    expect(isMarked(await insights('manager'))).toBe(true);

    // Five minutes on, they are computed again.
    clock.set(new Date(started.getTime() + 5 * 60_000 + 1_000));
    expect(await insights('manager')).toEqual(computed);
    clock.set(started);
  });

  it('are forgotten when an enrollment, qualification or certificate of the company changes', async () => {
    const course = await buildCourse(t.db, demo.tenantId, { name: 'Kept Figures Course' });
    const learner = demo.user('learner');
    expect(
      await afterChange(() =>
        buildEnrollment(t.db, demo.tenantId, {
          courseId: course.course.id,
          companyId: demo.nordlys.id,
          enrollable: { type: 'user', id: learner.id },
          startDate: today,
        }),
      ),
    ).toContainEqual(expect.objectContaining({ title: 'Kept Figures Course', enrolled: 1, not_started: 1 }));

    const qualification = await buildQualification(t.db, demo.tenantId, {
      userId: learner.id,
      courseId: course.course.id,
      companyId: demo.nordlys.id,
    });
    const progressed = await afterChange(() =>
      t.db
        .update(qualifications)
        .set({ last_active_at: started.toISOString() })
        .where(eq(qualifications.id, qualification.id)),
    );
    expect(progressed).toContainEqual(
      expect.objectContaining({ title: 'Kept Figures Course', in_progress: 1 }),
    );

    // A personal certificate (no company) counts in each of its holder's companies.
    const certified = await afterChange(() =>
      buildCertificate(t.db, demo.tenantId, {
        userId: learner.id,
        courseId: course.course.id,
        companyId: null,
        issuedAt: started,
        expiresAt: new Date(started.getTime() + 365 * 86_400_000),
      }),
    );
    expect(certified).toContainEqual(expect.objectContaining({ title: 'Kept Figures Course', completed: 1 }));
  });

  it('are forgotten when the company’s people, departments or courses change', async () => {
    expect(
      isMarked(await afterChange(() => buildUser(t.db, demo.tenantId, { companyId: demo.nordlys.id }))),
    ).toBe(false);
    const person = await buildUser(t.db, demo.tenantId, { companyId: demo.nordlys.id });
    expect(
      isMarked(
        await afterChange(() =>
          t.db
            .insert(departmentUsers)
            .values({ tenant_id: demo.tenantId, department_id: demo.sales.id, user_id: person.id }),
        ),
      ),
    ).toBe(false);
    expect(
      isMarked(
        await afterChange(() => t.db.update(users).set({ is_active: false }).where(eq(users.id, person.id))),
      ),
    ).toBe(false);
    const course = demo.course('WS-101');
    expect(
      isMarked(
        await afterChange(() =>
          t.db.update(courses).set({ name: 'Workplace Safety, renamed' }).where(eq(courses.id, course.id)),
        ),
      ),
    ).toBe(false);
    expect(
      await afterChange(() =>
        t.db
          .update(courseVariants)
          .set({ title: sql`${courseVariants.title} || ' (2026)'` })
          .where(eq(courseVariants.course_id, course.id)),
      ),
    ).toContainEqual(expect.objectContaining({ title: expect.stringContaining('(2026)') }));
  });

  it('stay kept through a sign-in and through another company’s changes', async () => {
    const manager = demo.user('manager');
    expect(
      await afterChange(async () => {
        await t.db
          .update(users)
          .set({ last_login_at: started.toISOString() })
          .where(eq(users.id, manager.id));
        await buildUser(t.db, demo.tenantId, { companyId: demo.fjord.id });
        await buildEnrollment(t.db, demo.tenantId, {
          courseId: demo.course('WS-101').id,
          companyId: demo.fjord.id,
          enrollable: { type: 'company', id: demo.fjord.id },
          startDate: today,
        });
      }),
    ).toSatisfy(isMarked);
  });
});
