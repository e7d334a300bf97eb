import { companyReportSchema } from '@academy/contracts/entities/company-report';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyReports } from '../../db/schema/learning.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';

let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;
let fjordReport: typeof companyReports.$inferSelect;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
  [fjordReport] = await t.db
    .insert(companyReports)
    .values({
      tenant_id: demo.tenantId,
      company_id: demo.fjord.id,
      user_id: demo.user('fjordManager').id,
      name: 'Fjord Q1',
      format: 'csv',
      status: 'done',
      path: 'reports/secret.csv',
    })
    .returning();
});
afterAll(() => t.close());

const create = (role: DemoRole, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/company-reports', headers: auth(tokens[role]), payload });
const reportCount = async () => (await t.db.select().from(companyReports)).length;

describe('company reports', () => {
  it('lets a manager ask for a report of their company: a pending row, by them', async () => {
    const response = await create('manager', { name: 'Nordlys status', format: 'xlsx' });
    expect(response.statusCode).toBe(201);
    const item = response.json().data.item;
    companyReportSchema.parse(item);
    expect(item).toMatchObject({
      company_id: demo.nordlys.id,
      user_id: demo.user('manager').id,
      status: 'pending',
      format: 'xlsx',
      abilities: { view: true, update: false, delete: true },
    });
    const [row] = await t.db.select().from(companyReports).where(eq(companyReports.uuid, item.uuid));
    expect(row).toMatchObject({ name: 'Nordlys status', status: 'pending', path: null });
  });

  it("keeps companies apart: another company's report is a 404; creating one for it is a 422; learners get 403", async () => {
    const before = await reportCount();
    const listed = (
      await t.app.inject({ url: '/api/v1/company-reports', headers: auth(tokens.manager) })
    ).json().data.items;
    expect(listed.every((item: { company_id: number }) => item.company_id === demo.nordlys.id)).toBe(true);
    expect(
      (
        await t.app.inject({
          url: `/api/v1/company-reports/${fjordReport.uuid}`,
          headers: auth(tokens.manager),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/company-reports/${fjordReport.uuid}`,
          headers: auth(tokens.manager),
        })
      ).statusCode,
    ).toBe(404);
    const crossCompany = await create('manager', {
      company_id: demo.fjord.uuid,
      name: 'Peek',
      format: 'csv',
    });
    expect(crossCompany.statusCode).toBe(422);
    expect(crossCompany.json().errors).toEqual({ company_id: ['The selected item does not exist.'] });
    expect((await create('learner', { name: 'Mine', format: 'csv' })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/v1/company-reports', headers: auth(tokens.learner) })).statusCode,
    ).toBe(403);
    const badFormat = await create('manager', { name: 'Pdf', format: 'pdf' });
    expect(badFormat.statusCode).toBe(422);
    expect(await reportCount()).toBe(before);
  });

  it('never shows where the file lies; the owner company deletes it; nobody edits it', async () => {
    const item = (
      await t.app.inject({
        url: `/api/v1/company-reports/${fjordReport.uuid}`,
        headers: auth(tokens.fjordManager),
      })
    ).json().data.item;
    expect(item.path).toBeUndefined();
    expect(item.user).toMatchObject({ id: demo.user('fjordManager').id });
    const update = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/company-reports/${fjordReport.uuid}`,
      headers: auth(tokens.admin),
      payload: { name: 'x' },
    });
    expect(update.statusCode).toBe(405);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/company-reports/${fjordReport.uuid}`,
          headers: auth(tokens.fjordManager),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      await t.db.select().from(companyReports).where(eq(companyReports.id, fjordReport.id)),
    ).toHaveLength(0);
  });
});
