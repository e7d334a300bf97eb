import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intArray, queryRows } from '../../db/raw-sql.ts';
import { courses } from '../../db/schema/content.ts';
import { enrollments } from '../../db/schema/learning.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { appliesToActorRow } from '../../platform/auth/actor-grants.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  auth,
  buildCompany,
  buildDepartment,
  buildUser,
  demoTenant,
  tokenFor,
} from '../../test/factories.ts';
import { actorFor } from '../courses/content-test-support.ts';
import { learnerScope } from '../learning/learner-scope.ts';
import { presentEnrollment } from '../learning/learner-status.ts';

/**
 * "Which enrollments reach this user" is written twice: in TypeScript (platform/auth/actor-grants.ts, used by
 * content-visibility's enrolledCourseIds for what a learner may open) and in plpgsql (the database function
 * learner_course_standings of migration 0002, kept there for its cached plan; docs/performance.md). This test
 * holds them together: for every case, the enrollment the function picks must be one the TypeScript rule says
 * reaches the learner (and none when none does), and the course is open through the API exactly when that
 * enrollment is active today.
 */
describe('the enrollment rule in TypeScript and in learner_course_standings agree', () => {
  let t: TestApp;
  let actor: Actor;
  let token: string;
  let ids: {
    tenant: number;
    company: number;
    otherCompany: number;
    department: number;
    otherDepartment: number;
    learner: number;
    colleague: number;
  };

  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await buildTestApp();
    const tenant = (await demoTenant(t.db)).id;
    const company = await buildCompany(t.db, tenant);
    const otherCompany = await buildCompany(t.db, tenant);
    const department = await buildDepartment(t.db, tenant, company.id, 'Their department');
    const otherDepartment = await buildDepartment(t.db, tenant, company.id, 'Not their department');
    const learner = await buildUser(t.db, tenant, { companyId: company.id, departmentId: department.id });
    const colleague = await buildUser(t.db, tenant, { companyId: company.id });
    ids = {
      tenant,
      company: company.id,
      otherCompany: otherCompany.id,
      department: department.id,
      otherDepartment: otherDepartment.id,
      learner: learner.id,
      colleague: colleague.id,
    };
    token = await tokenFor(t.db, learner);
    actor = await actorFor(t, token);
  });
  afterAll(() => t.close());

  type Grant = {
    type: 'user' | 'department' | 'company';
    id: keyof typeof ids;
    company: 'company' | 'otherCompany';
    start?: number;
    end?: number | null;
    revoked?: boolean;
  };
  const active = { start: -10, end: 10 };
  const cases: { name: string; grants: Grant[]; reaches: boolean; open: boolean }[] = [
    {
      name: 'their own enrollment',
      grants: [{ type: 'user', id: 'learner', company: 'company', ...active }],
      reaches: true,
      open: true,
    },
    {
      name: 'their department',
      grants: [{ type: 'department', id: 'department', company: 'company', ...active }],
      reaches: true,
      open: true,
    },
    {
      name: 'their company',
      grants: [{ type: 'company', id: 'company', company: 'company', ...active }],
      reaches: true,
      open: true,
    },
    {
      name: 'open-ended, started today',
      grants: [{ type: 'user', id: 'learner', company: 'company', start: 0, end: null }],
      reaches: true,
      open: true,
    },
    {
      name: 'ending today',
      grants: [{ type: 'company', id: 'company', company: 'company', start: -5, end: 0 }],
      reaches: true,
      open: true,
    },
    {
      name: 'revoked',
      grants: [{ type: 'user', id: 'learner', company: 'company', ...active, revoked: true }],
      reaches: true,
      open: false,
    },
    {
      name: 'revoked company enrollment',
      grants: [{ type: 'company', id: 'company', company: 'company', ...active, revoked: true }],
      reaches: true,
      open: false,
    },
    {
      name: 'ended yesterday',
      grants: [{ type: 'user', id: 'learner', company: 'company', start: -30, end: -1 }],
      reaches: true,
      open: false,
    },
    {
      name: 'department, ended',
      grants: [{ type: 'department', id: 'department', company: 'company', start: -30, end: -1 }],
      reaches: true,
      open: false,
    },
    {
      name: 'starting tomorrow',
      grants: [{ type: 'user', id: 'learner', company: 'company', start: 1, end: 30 }],
      reaches: true,
      open: false,
    },
    {
      name: 'a department they are not in',
      grants: [{ type: 'department', id: 'otherDepartment', company: 'company', ...active }],
      reaches: false,
      open: false,
    },
    {
      name: 'a colleague’s enrollment',
      grants: [{ type: 'user', id: 'colleague', company: 'company', ...active }],
      reaches: false,
      open: false,
    },
    {
      name: 'another company’s company enrollment',
      grants: [{ type: 'company', id: 'otherCompany', company: 'otherCompany', ...active }],
      reaches: false,
      open: false,
    },
    {
      name: 'them, but in another company',
      grants: [{ type: 'user', id: 'learner', company: 'otherCompany', ...active }],
      reaches: false,
      open: false,
    },
    {
      name: 'revoked beside active: the active one applies',
      grants: [
        { type: 'user', id: 'learner', company: 'company', ...active, revoked: true },
        { type: 'department', id: 'department', company: 'company', ...active },
      ],
      reaches: true,
      open: true,
    },
    {
      name: 'ended beside future: neither opens',
      grants: [
        { type: 'user', id: 'learner', company: 'company', start: -30, end: -1 },
        { type: 'company', id: 'company', company: 'company', start: 5, end: 30 },
      ],
      reaches: true,
      open: false,
    },
    {
      name: 'another company’s active beside their ended',
      grants: [
        { type: 'company', id: 'otherCompany', company: 'otherCompany', ...active },
        { type: 'user', id: 'learner', company: 'company', start: -30, end: -1 },
      ],
      reaches: true,
      open: false,
    },
  ];

  /** One course per case, so each case's enrollments are the only ones in play. */
  async function courseWith(grants: Grant[]) {
    const [course] = await t.db
      .insert(courses)
      .values({ tenant_id: ids.tenant, name: 'Agreement course' })
      .returning();
    const rows = await t.db
      .insert(enrollments)
      .values(
        grants.map((grant) => ({
          tenant_id: ids.tenant,
          course_id: course.id,
          company_id: ids[grant.company],
          enrollable_type: grant.type,
          enrollable_id: ids[grant.id],
          start_date: day(grant.start ?? -10),
          end_date: grant.end === null ? null : day(grant.end ?? 10),
          revoked_at: grant.revoked ? new Date().toISOString() : null,
        })),
      )
      .returning();
    return { course, rows };
  }

  /** What the database function picks for the learner, called as modules/learning/course-standing.ts calls it. */
  async function standingEnrollment(courseId: number) {
    const scope = learnerScope(actor, t.app.services)!;
    const [row] = await queryRows<{
      enrollment_id: number | null;
      start_date: string | null;
      end_date: string | null;
      revoked: boolean | null;
    }>(
      t.db,
      sql`select * from learner_course_standings(${intArray([courseId])}, ${scope.tenantId}::int,
        ${intArray(scope.companyIds)}, ${scope.userId}::int, ${intArray(scope.departmentIds)}, ${scope.today}::date)`,
    );
    return { row, today: scope.today };
  }

  it.each(cases)('$name', async ({ grants, reaches, open }) => {
    const { course, rows } = await courseWith(grants);
    const reaching = rows.filter((row) =>
      appliesToActorRow(actor, row.enrollable_type, row.enrollable_id, row.company_id, row.course_id),
    );
    const opened = await t.app.inject({ url: `/api/v1/courses/${course.uuid}`, headers: auth(token) });
    const { row, today } = await standingEnrollment(course.id);
    const picked = rows.find((candidate) => candidate.id === row.enrollment_id) ?? null;

    // The cases say what the rule is; both implementations must say the same.
    expect(reaching.length > 0).toBe(reaches);
    expect(opened.statusCode).toBe(open ? 200 : 404);
    // The function picks an enrollment exactly when one reaches the learner, and only one that does.
    expect(picked === null).toBe(reaching.length === 0);
    if (picked) expect(reaching.map((candidate) => candidate.id)).toContain(picked.id);
    // The picked enrollment, as the function returns it, is active today exactly when the course is open.
    const status = picked
      ? presentEnrollment(
          {
            id: picked.id,
            uuid: picked.uuid,
            type: picked.enrollable_type,
            start_date: row.start_date!,
            end_date: row.end_date,
            is_recurring: picked.is_recurring,
            recur_after_days: picked.recur_after_days,
            revoked: row.revoked!,
          },
          today,
        ).status
      : null;
    expect(status === 'active').toBe(open);
  });
});
