import { companyReportSchema } from '@academy/contracts/entities/company-report';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../../db/schema/tenancy.ts';
import { unawaitedWorkSettled } from '../../platform/auth/unawaited-work.ts';
import { parseCsv } from '../../platform/exports/spreadsheet-test-support.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildCourse, buildQualification } from '../../test/content-factories.ts';
import { auth } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';

/**
 * Issue 21 §5 follow-up: a person's answers are one record, but each answer is its company's business. multi@
 * belongs to Nordlys and Fjord and has answered both companies' fields: each company's manager sees only their
 * company's answers (list item, item, users export, company report), an administrator and the person all.
 */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;
let multiUuid: string;

const answers = { nordlys_no: 'N-17', fjord_badge: 'F-99' };

async function defineFields(companyId: number, key: string, en: string) {
  const [row] = await t.db.select().from(companies).where(eq(companies.id, companyId));
  await t.db
    .update(companies)
    .set({
      settings: { ...row.settings, custom_user_fields: [{ key, label: { en, nb: en }, required: false }] },
    })
    .where(eq(companies.id, companyId));
}

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
  await defineFields(demo.nordlys.id, 'nordlys_no', 'Nordlys number');
  await defineFields(demo.fjord.id, 'fjord_badge', 'Fjord badge');
  const multi = demo.user('multi');
  multiUuid = multi.uuid;
  await t.db.update(users).set({ custom_fields: answers }).where(eq(users.id, multi.id));
});
afterAll(() => t.close());

const call = (role: DemoRole, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: auth(tokens[role]) });

const listedAnswers = async (role: DemoRole) => {
  const answer = await call(role, 'GET', '/api/v1/users?search=multi@academy.test');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.items.map((item: { custom_fields: object }) => item.custom_fields);
};
const itemAnswers = async (role: DemoRole) => {
  const answer = await call(role, 'GET', `/api/v1/users/${multiUuid}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.item.custom_fields;
};
const exportedLine = async (role: DemoRole) => {
  const answer = await call(role, 'GET', '/api/v1/users/export?format=csv');
  expect(answer.statusCode, answer.body).toBe(200);
  const [header, ...lines] = parseCsv(answer.body);
  return { header, line: lines.find((line) => line.includes('multi@academy.test'))! };
};

describe('custom field answers of a person in two companies', () => {
  it("show each company's manager only that company's answers, in the list and the item", async () => {
    expect(await listedAnswers('manager')).toEqual([{ nordlys_no: 'N-17' }]);
    expect(await itemAnswers('manager')).toEqual({ nordlys_no: 'N-17' });
    expect(await listedAnswers('fjordManager')).toEqual([{ fjord_badge: 'F-99' }]);
    expect(await itemAnswers('fjordManager')).toEqual({ fjord_badge: 'F-99' });
  });

  it('show an administrator and the person themself every answer', async () => {
    expect(await listedAnswers('admin')).toEqual([answers]);
    expect(await itemAnswers('admin')).toEqual(answers);
    expect(await itemAnswers('multi')).toEqual(answers);
  });

  it("leave the other company's answers out of each manager's users export", async () => {
    const nordlys = await exportedLine('manager');
    expect(nordlys.header).toContain('Nordlys number');
    expect(nordlys.header).not.toContain('Fjord badge');
    expect(nordlys.line).toContain('N-17');
    expect(nordlys.line).not.toContain('F-99');

    const fjord = await exportedLine('fjordManager');
    expect(fjord.header).toContain('Fjord badge');
    expect(fjord.header).not.toContain('Nordlys number');
    expect(fjord.line).toContain('F-99');
    expect(fjord.line).not.toContain('N-17');
  });

  it("refuse a manager's change to the answers of a person another company shares, and keep them", async () => {
    // multi@ is Fjord's too: a manager of one of their companies does not change them (the users policy).
    for (const custom_fields of [{ fjord_badge: 'changed' }, { nordlys_no: 'changed' }]) {
      const refused = await call('manager', 'PATCH', `/api/v1/users/${multiUuid}`, { custom_fields });
      expect(refused.statusCode).toBe(403);
    }
    const [stored] = await t.db.select().from(users).where(eq(users.uuid, multiUuid));
    expect(stored.custom_fields).toEqual(answers);
  });

  it("put only the company's own fields in its report", async () => {
    const course = await buildCourse(t.db, demo.tenantId, { name: 'Two companies', code: 'TC-1' });
    const multi = demo.user('multi');
    for (const company of [demo.nordlys, demo.fjord])
      await buildQualification(t.db, demo.tenantId, {
        userId: multi.id,
        courseId: course.course.id,
        companyId: company.id,
      });
    const reportLine = async (role: DemoRole) => {
      const created = await call(role, 'POST', '/api/v1/company-reports', { name: 'Fields', format: 'csv' });
      expect(created.statusCode, created.body).toBe(201);
      await unawaitedWorkSettled();
      const uuid = companyReportSchema.parse(created.json().data.item).uuid;
      const file = await call(role, 'GET', `/api/v1/company-reports/${uuid}/download`);
      expect(file.statusCode, file.body).toBe(200);
      const [header, ...lines] = parseCsv(file.body);
      return { header, line: lines.find((line) => line.includes('multi@academy.test'))! };
    };
    const nordlys = await reportLine('manager');
    expect(nordlys.header).toContain('Nordlys number');
    expect(nordlys.header).not.toContain('Fjord badge');
    expect(nordlys.line).toContain('N-17');
    expect(nordlys.line).not.toContain('F-99');

    const fjord = await reportLine('fjordManager');
    expect(fjord.header).toContain('Fjord badge');
    expect(fjord.header).not.toContain('Nordlys number');
    expect(fjord.line).toContain('F-99');
    expect(fjord.line).not.toContain('N-17');
  });
});
