import { qualificationSchema } from '@academy/contracts/entities/qualification';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseVariants } from '../../db/schema/content.ts';
import { certificates, qualifications } from '../../db/schema/learning.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  buildCertificate,
  buildCourse,
  buildEnrollment,
  buildQualification,
} from '../../test/content-factories.ts';
import { auth } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';

let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;
let nordlysRow: typeof qualifications.$inferSelect;
let fjordRow: typeof qualifications.$inferSelect;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
  // learner@'s course, enrolled for them personally, and fjord.learner's, enrolled for all of Fjord.
  const service = (await buildCourse(t.db, demo.tenantId, { name: 'Courtesy at the Counter', lessons: 0 }))
    .course;
  const safety = (await buildCourse(t.db, demo.tenantId, { name: 'Ladder Safety', lessons: 0 })).course;
  await buildEnrollment(t.db, demo.tenantId, {
    courseId: service.id,
    companyId: demo.nordlys.id,
    enrollable: { type: 'user', id: demo.user('learner').id },
  });
  await buildEnrollment(t.db, demo.tenantId, {
    courseId: safety.id,
    companyId: demo.fjord.id,
    enrollable: { type: 'company', id: demo.fjord.id },
  });
  [nordlysRow, fjordRow] = await t.db
    .insert(qualifications)
    .values([
      {
        tenant_id: demo.tenantId,
        user_id: demo.user('learner').id,
        course_id: service.id,
        company_id: demo.nordlys.id,
        status: 'completed',
        score: 90,
        completed_at: '2026-03-10T10:00:00Z',
      },
      {
        tenant_id: demo.tenantId,
        user_id: demo.user('fjordLearner').id,
        course_id: safety.id,
        company_id: demo.fjord.id,
        status: 'in_progress',
        score: 40,
      },
    ])
    .returning();
});
afterAll(() => t.close());

const list = (role: DemoRole, query = '') =>
  t.app.inject({ url: `/api/v1/qualifications${query}`, headers: auth(tokens[role]) });
/** The ids of this file's qualifications among the listed ones, in list order: any the demo holds are left out. */
const ids = (response: Awaited<ReturnType<typeof list>>) =>
  response
    .json()
    .data.items.map((item: { id: number }) => item.id)
    .filter((id: number) => id === nordlysRow.id || id === fjordRow.id);

describe('qualifications', () => {
  it('lists with course title, relations and the enrollments that apply; read-only for everyone', async () => {
    const response = await list('manager', '?with=enrollments');
    expect(ids(response)).toEqual([nordlysRow.id]);
    const item = response.json().data.items.find((entry: { id: number }) => entry.id === nordlysRow.id);
    qualificationSchema.parse(item);
    expect(item).toMatchObject({
      course_title: 'Courtesy at the Counter',
      status: 'completed',
      user: { header: 'Lene Larsen' },
      company: { header: 'Nordlys AS' },
    });
    expect(item.abilities).toEqual({ view: true, update: false, delete: false });
    // learner@ has the personal enrollment of Nordlys in that course.
    expect(item.enrollments).toHaveLength(1);
    expect(item.enrollments[0]).toMatchObject({ enrollable_type: 'user' });
    expect(ids(await list('learner'))).toEqual([nordlysRow.id]);
    expect(ids(await list('head'))).toEqual([]);
    const all = await list('admin', '?per_page=100');
    expect(ids(all)).toHaveLength(2);
    expect(all.json().data.items).toHaveLength((await t.db.select().from(qualifications)).length);
  });

  it('filters by status, score, dates, department and company', async () => {
    expect(ids(await list('admin', '?filter[status]=completed'))).toEqual([nordlysRow.id]);
    expect(ids(await list('admin', '?filter[score]=50'))).toEqual([nordlysRow.id]);
    expect(ids(await list('admin', '?filter[from]=2026-03-10&filter[to]=2026-03-10'))).toEqual([
      nordlysRow.id,
    ]);
    expect(ids(await list('admin', '?filter[from]=2026-03-11'))).toEqual([]);
    expect(ids(await list('admin', `?filter[department]=${demo.sales.uuid}`))).toEqual([nordlysRow.id]);
    expect(ids(await list('admin', `?filter[company]=${demo.fjord.id}`))).toEqual([fjordRow.id]);
  });

  it('reads a completed qualification whose certificate has lapsed as expired, in the list, its filter and sort, and the item', async () => {
    const course = (await buildCourse(t.db, demo.tenantId, { name: 'Forklift Refresher', lessons: 0 }))
      .course;
    const lapsedOn = new Date(Date.now() - 86_400_000);
    const certificate = await buildCertificate(t.db, demo.tenantId, {
      userId: demo.user('learner').id,
      courseId: course.id,
      companyId: demo.nordlys.id,
      issuedAt: new Date(lapsedOn.getTime() - 365 * 86_400_000),
      expiresAt: lapsedOn,
    });
    const lapsed = await buildQualification(t.db, demo.tenantId, {
      userId: demo.user('learner').id,
      courseId: course.id,
      companyId: demo.nordlys.id,
      status: 'completed',
      certificateId: certificate.id,
      completedAt: new Date(certificate.issued_at),
    });
    try {
      const ours = (response: Awaited<ReturnType<typeof list>>) =>
        response
          .json()
          .data.items.filter((item: { id: number }) => [lapsed.id, nordlysRow.id].includes(item.id))
          .map((item: { id: number; status: string }) => [item.id, item.status]);
      expect(ours(await list('manager', '?per_page=100&sort=status'))).toEqual([
        [nordlysRow.id, 'completed'],
        [lapsed.id, 'expired'],
      ]);
      expect(ours(await list('manager', '?per_page=100&filter[status]=expired'))).toEqual([
        [lapsed.id, 'expired'],
      ]);
      expect(ours(await list('manager', '?per_page=100&filter[status]=completed'))).toEqual([
        [nordlysRow.id, 'completed'],
      ]);
      const item = await t.app.inject({
        url: `/api/v1/qualifications/${lapsed.uuid}`,
        headers: auth(tokens.manager),
      });
      expect(item.json().data.item.status).toBe('expired');
      // What was earned stays as it was stored.
      const [stored] = await t.db.select().from(qualifications).where(eq(qualifications.id, lapsed.id));
      expect(stored.status).toBe('completed');

      // The certificate's expiry moved on (by whatever writer): the qualification follows it.
      const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString();
      await t.db
        .update(certificates)
        .set({ expires_at: nextYear })
        .where(eq(certificates.id, certificate.id));
      expect(ours(await list('manager', '?per_page=100&filter[status]=completed'))).toEqual([
        [nordlysRow.id, 'completed'],
        [lapsed.id, 'completed'],
      ]);
    } finally {
      await t.db.delete(qualifications).where(eq(qualifications.id, lapsed.id));
    }
  });

  it("filters by free text: the learner's name or e-mail, or the course title (LIKE characters are literal)", async () => {
    expect(ids(await list('admin', '?filter[text]=lene%20lar'))).toEqual([nordlysRow.id]);
    expect(ids(await list('admin', '?filter[text]=fjord.learner@'))).toEqual([fjordRow.id]);
    expect(ids(await list('admin', '?filter[text]=courtesy%20at%20the'))).toEqual([nordlysRow.id]);
    expect(ids(await list('admin', '?filter[text]=%25'))).toEqual([]);
    // Within what the actor may see: the manager of Nordlys finds nothing of Fjord's.
    expect(ids(await list('manager', '?filter[text]=fjord.learner@'))).toEqual([]);
  });

  it("sorts by course as the reader reads it: each course's title in their language", async () => {
    // Alpha and Beta in English; Omega and Gamma in Norwegian, so the two languages order them oppositely.
    const titled = async (name: string, norwegian: string) => {
      const { course, variants } = await buildCourse(t.db, demo.tenantId, {
        name,
        languages: ['en', 'nb'],
        lessons: 0,
      });
      await t.db
        .update(courseVariants)
        .set({ title: norwegian })
        .where(eq(courseVariants.id, variants[1].variant.id));
      const row = await buildQualification(t.db, demo.tenantId, {
        userId: demo.user('learner').id,
        courseId: course.id,
        companyId: demo.nordlys.id,
      });
      return row.id;
    };
    const alpha = await titled('Sortkey Alpha', 'Sortkey Omega');
    const beta = await titled('Sortkey Beta', 'Sortkey Gamma');
    const sorted = async (language: string, sort: string) =>
      (
        await t.app.inject({
          url: `/api/v1/qualifications?filter[text]=sortkey&sort=${sort}`,
          headers: auth(tokens.manager, { 'accept-language': language }),
        })
      )
        .json()
        .data.items.map((item: { id: number }) => item.id);
    expect(await sorted('en', 'course')).toEqual([alpha, beta]);
    expect(await sorted('nb', 'course')).toEqual([beta, alpha]);
    expect(await sorted('nb', '-course')).toEqual([alpha, beta]);
  });

  it('keeps companies apart: 404 across companies; no writes at all', async () => {
    expect(
      (await t.app.inject({ url: `/api/v1/qualifications/${fjordRow.uuid}`, headers: auth(tokens.manager) }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          url: `/api/v1/qualifications/${nordlysRow.id}`,
          headers: auth(tokens.fjordManager),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          url: `/api/v1/qualifications/${fjordRow.uuid}`,
          headers: auth(tokens.fjordManager),
        })
      ).statusCode,
    ).toBe(200);
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/v1/qualifications',
      headers: auth(tokens.admin),
      payload: {},
    });
    expect(create.statusCode).toBe(404);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/qualifications/${nordlysRow.uuid}`,
      headers: auth(tokens.admin),
    });
    expect(remove.statusCode).toBe(403);
  });
});
