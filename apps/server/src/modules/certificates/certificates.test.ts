import { certificateSchema } from '@academy/contracts/entities/certificate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../db/schema/learning.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildCourse } from '../../test/content-factories.ts';
import { auth } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';

let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;
let learnerCertificate: typeof certificates.$inferSelect;
let fjordCertificate: typeof certificates.$inferSelect;
/** Courses of the test's own: the certificates are for `safety`; an admin issues one for `security`. */
let safety: Awaited<ReturnType<typeof buildCourse>>['course'];
let security: Awaited<ReturnType<typeof buildCourse>>['course'];

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
  safety = (await buildCourse(t.db, demo.tenantId, { name: 'Ladder Safety', lessons: 0 })).course;
  security = (await buildCourse(t.db, demo.tenantId, { name: 'Password Hygiene', lessons: 0 })).course;
  [learnerCertificate, fjordCertificate] = await t.db
    .insert(certificates)
    .values([
      {
        tenant_id: demo.tenantId,
        user_id: demo.user('learner').id,
        course_id: safety.id,
        company_id: demo.nordlys.id,
        title: 'Ladder Safety',
        certifier: 'Academy',
      },
      {
        tenant_id: demo.tenantId,
        user_id: demo.user('fjordLearner').id,
        course_id: safety.id,
        company_id: demo.fjord.id,
        title: 'Ladder Safety',
        expires_at: '2020-01-01T00:00:00Z',
      },
    ])
    .returning();
});
afterAll(() => t.close());

const list = (role: DemoRole, query = '') =>
  t.app.inject({ url: `/api/v1/certificates${query}`, headers: auth(tokens[role]) });
const get = (role: DemoRole, key: string | number) =>
  t.app.inject({ url: `/api/v1/certificates/${key}`, headers: auth(tokens[role]) });
/** A list item as parsed from the response's JSON (what `response.json()` gives). */
type Listed = ReturnType<typeof JSON.parse>;
/** The listed certificates this file made, in list order: any the demo may hold are left out. */
const ours = (items: Listed[]) =>
  items.filter((item) => {
    const { id } = item as { id: number };
    return id === learnerCertificate.id || id === fjordCertificate.id;
  });

describe('certificates', () => {
  it('shows learners their own, managers their companies’, admins all — with the abilities of each', async () => {
    const own = ours((await list('learner')).json().data.items);
    expect(own.map((item: { id: number }) => item.id)).toEqual([learnerCertificate.id]);
    certificateSchema.parse(own[0]);
    expect(own[0]).toMatchObject({
      valid: true,
      is_active: true,
      course_uuid: safety.uuid,
      user: { header: 'Lene Larsen' },
      abilities: { view: true, update: false, delete: false },
    });
    const managed = ours((await list('manager')).json().data.items);
    expect(managed.map((item: { id: number }) => item.id)).toEqual([learnerCertificate.id]);
    expect(managed[0].abilities).toEqual({
      view: true,
      update: false,
      delete: false,
    });
    const fjord = ours((await list('fjordManager')).json().data.items);
    expect(fjord.map((item: { id: number; valid: boolean }) => [item.id, item.valid])).toEqual([
      [fjordCertificate.id, false],
    ]);
    for (const role of ['admin', 'superAdmin'] as const) {
      const items = (await list(role, '?per_page=100')).json().data.items;
      expect(items).toHaveLength((await t.db.select().from(certificates)).length);
      expect(ours(items)).toHaveLength(2);
      for (const item of items) expect(item.abilities).toEqual({ view: true, update: true, delete: true });
    }
    const invalid = (await list('admin', '?filter[valid]=false')).json().data.items;
    expect(ours(invalid).map((item: { id: number }) => item.id)).toEqual([fjordCertificate.id]);
    expect(invalid.every((item: { valid: boolean }) => !item.valid)).toBe(true);
  });

  it('narrows to a department’s members (by id or uuid), within the reader’s company only', async () => {
    const ids = async (role: DemoRole, department: string | number) => {
      const response = await list(role, `?filter[department]=${department}`);
      expect(response.statusCode).toBe(200);
      return ours(response.json().data.items).map((item: { id: number }) => item.id);
    };
    // learner@ is in Nordlys / Sales, not in Operations.
    expect(await ids('manager', demo.sales.id)).toEqual([learnerCertificate.id]);
    expect(await ids('manager', demo.sales.uuid)).toEqual([learnerCertificate.id]);
    expect(await ids('manager', demo.operations.id)).toEqual([]);
    expect(await ids('admin', demo.sales.id)).toEqual([learnerCertificate.id]);
    // Fjord's manager learns nothing of Nordlys's department, and Fjord's own certificate is not a member's.
    expect(await ids('fjordManager', demo.sales.id)).toEqual([]);
    expect(await ids('fjordManager', demo.sales.uuid)).toEqual([]);
    expect(await ids('admin', demo.drivers.id)).not.toContain(learnerCertificate.id);
    expect(await ids('manager', 'not-a-reference')).toEqual([]);
  });

  it('answers 404 across companies and to other learners', async () => {
    expect((await get('manager', fjordCertificate.uuid)).statusCode).toBe(404);
    expect((await get('fjordManager', learnerCertificate.id)).statusCode).toBe(404);
    expect((await get('head', fjordCertificate.uuid)).statusCode).toBe(404);
    expect((await get('learner', learnerCertificate.uuid)).statusCode).toBe(200);
  });

  it('lets a department head read the certificates their department’s people earned in its company', async () => {
    // head@ heads Nordlys / Sales, where learner@ is a member; Fjord's certificate is not theirs to read.
    const read = await get('head', learnerCertificate.uuid);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.item.abilities).toEqual({ view: true, update: false, delete: false });
    const listed = (await list('head')).json().data.items.map((item: { id: number }) => item.id);
    expect(listed).toContain(learnerCertificate.id);
    expect(listed).not.toContain(fjordCertificate.id);
    expect(
      ours((await list('head', `?filter[department]=${demo.sales.id}`)).json().data.items).map(
        (item: { id: number }) => item.id,
      ),
    ).toEqual([learnerCertificate.id]);
  });

  it('lets only admins issue, correct and delete certificates', async () => {
    const payload = {
      user_id: demo.user('head').uuid,
      course_id: security.id,
      company_id: demo.nordlys.id,
      title: 'Password Hygiene',
    };
    const before = (await t.db.select().from(certificates)).length;
    for (const role of ['learner', 'manager', 'fjordManager'] as const) {
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/v1/certificates',
            headers: auth(tokens[role]),
            payload,
          })
        ).statusCode,
      ).toBe(403);
    }
    const forbiddenUpdate = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/certificates/${learnerCertificate.uuid}`,
      headers: auth(tokens.manager),
      payload: { title: 'x' },
    });
    expect(forbiddenUpdate.statusCode).toBe(403);
    expect((await t.db.select().from(certificates)).length).toBe(before);

    const wrongCompany = await t.app.inject({
      method: 'POST',
      url: '/api/v1/certificates',
      headers: auth(tokens.admin),
      payload: { ...payload, company_id: demo.fjord.id },
    });
    expect(wrongCompany.statusCode).toBe(422);
    expect(wrongCompany.json().errors).toEqual({ company_id: ['The selected item does not exist.'] });

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/certificates',
      headers: auth(tokens.admin),
      payload,
    });
    expect(created.statusCode).toBe(201);
    const item = created.json().data.item;
    expect(item).toMatchObject({
      user_id: demo.user('head').id,
      title: 'Password Hygiene',
      valid: true,
      issued_at: expect.any(String),
    });

    const updated = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/certificates/${item.uuid}`,
      headers: auth(tokens.admin),
      payload: { expires_at: '2021-06-01T00:00:00Z' },
    });
    expect(updated.json().data.item).toMatchObject({ valid: false, expiry_date: '2021-06-01' });

    const untitled = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/certificates/${item.uuid}`,
      headers: auth(tokens.admin, { 'accept-language': 'nb' }),
      payload: { title: '' },
    });
    expect(untitled.json().errors).toEqual({ title: ['Tittel er påkrevd.'] });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/certificates/${item.uuid}`,
      headers: auth(tokens.admin),
    });
    expect(removed.statusCode).toBe(200);
    expect(await t.db.select().from(certificates).where(eq(certificates.id, item.id))).toHaveLength(0);
  });
});
