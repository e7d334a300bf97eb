import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessPasses, enrollments } from '../../db/schema/learning.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildCourse } from '../../test/content-factories.ts';
import { buildEnrollmentWithPass } from '../../test/enrolled-company.ts';
import { auth } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from './learning-test-support.ts';

/**
 * spec §5 "There is already an access pass issued for one of the selected courses" and "At least one course
 * is required": an enrollment is refused while the same company already gives the grantee that course; once
 * that enrollment is revoked (or has ended) the grantee can be enrolled again, and the pass follows the new one.
 */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const create = (role: DemoRole, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/enrollments', headers: auth(tokens[role], headers), payload });
const count = async () => (await t.db.select({ id: enrollments.id }).from(enrollments)).length;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
});

const course = async () => (await buildCourse(t.db, demo.tenantId, { lessons: 0 })).course;
afterAll(() => t.close());

describe('enrolling twice', () => {
  it('refuses a second live enrollment of the same department in the same course, in nb, writing nothing', async () => {
    const service = await course();
    const payload = {
      course_id: service.uuid,
      enrollable_type: 'department',
      enrollable_id: demo.operations.uuid,
      start_date: day(0),
      end_date: day(60),
    };
    const first = await create('admin', payload);
    expect(first.statusCode).toBe(201);
    const before = await count();
    const second = await create('admin', { ...payload, start_date: day(10) }, { 'accept-language': 'nb' });
    expect(second.statusCode).toBe(422);
    expect(second.json().errors.course_id).toEqual([
      'Det er allerede utstedt et adgangspass for ett av de valgte kursene.',
    ]);
    expect(await count()).toBe(before);

    // Revoked, it no longer stands in the way; the pass is the new enrollment's and valid again.
    const revoked = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/enrollments/${first.json().data.item.uuid}`,
      headers: auth(tokens.admin),
      payload: { revoked: true },
    });
    expect(revoked.statusCode).toBe(200);
    const again = await create('admin', payload);
    expect(again.statusCode).toBe(201);
    const [pass] = await t.db
      .select()
      .from(accessPasses)
      .where(
        and(
          eq(accessPasses.course_id, service.id),
          eq(accessPasses.grantable_type, 'department'),
          eq(accessPasses.grantable_id, demo.operations.id),
        ),
      );
    expect(pass).toMatchObject({
      issued_by_type: 'enrollment',
      issued_by_id: again.json().data.item.id,
      expires_at: null,
    });
  });

  it('says "At least one course is required" when no course is chosen', async () => {
    const response = await create('manager', {
      enrollable_type: 'user',
      enrollable_id: demo.user('learner').uuid,
      start_date: day(0),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.course_id).toEqual(['At least one course is required.']);
    const blank = await create('manager', {
      course_id: '',
      enrollable_type: 'user',
      enrollable_id: demo.user('learner').uuid,
      start_date: day(0),
    });
    expect(blank.json().errors.course_id).toEqual(['At least one course is required.']);
  });

  it("does not tell a manager of another company whether Nordlys' people are enrolled (the grantee is a 422)", async () => {
    // A course both companies hold: all of Nordlys is enrolled in it, and Fjord enrolled fjord.learner.
    const safety = await course();
    await buildEnrollmentWithPass(t.db, demo.tenantId, {
      courseId: safety.id,
      companyId: demo.nordlys.id,
      enrollable: { type: 'company', id: demo.nordlys.id },
    });
    await buildEnrollmentWithPass(t.db, demo.tenantId, {
      courseId: safety.id,
      companyId: demo.fjord.id,
      enrollable: { type: 'user', id: demo.user('fjordLearner').id },
    });
    const response = await create('fjordManager', {
      course_id: safety.uuid,
      enrollable_type: 'user',
      enrollable_id: demo.user('learner').uuid,
      start_date: day(0),
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['enrollable_id']);
  });
});
