import { companyReportSchema } from '@academy/contracts/entities/company-report';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyUsers } from '../../db/schema/tenancy.ts';
import { unawaitedWorkSettled } from '../../platform/auth/unawaited-work.ts';
import { parseCsv, readXlsx } from '../../platform/exports/spreadsheet-test-support.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';
import { buildStatusData, dateIn } from './status-test-support.ts';

/**
 * Issue 21 §2: the status report holds one line per learner an enrollment reaches — not started, in progress,
 * completed, expired and overdue — with the deadline; the expiring report the certificates lapsing soon.
 */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;
let data: Awaited<ReturnType<typeof buildStatusData>>;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
  data = await buildStatusData(t, demo);
});
afterAll(() => t.close());

/** Asks for a report, waits for its job and answers it with its file's rows (header first). */
async function reportFile(
  role: DemoRole,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/company-reports',
    headers: auth(tokens[role], headers),
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  await unawaitedWorkSettled();
  const uuid = response.json().data.item.uuid;
  const item = companyReportSchema.parse(
    (await t.app.inject({ url: `/api/v1/company-reports/${uuid}`, headers: auth(tokens[role]) })).json().data
      .item,
  );
  expect(item.status, item.error ?? '').toBe('done');
  const file = await t.app.inject({
    url: `/api/v1/company-reports/${uuid}/download`,
    headers: auth(tokens[role]),
  });
  expect(file.statusCode).toBe(200);
  const rows =
    payload.format === 'csv'
      ? parseCsv(file.body, item.locale === 'nb' ? ';' : ',')
      : (await readXlsx(file.rawPayload)).rows;
  return { item, rows };
}

/** "e-mail course-code status deadline" of the lines of the status report's Excel rows. */
const lines = (rows: unknown[][]) =>
  rows.slice(1).map((row) => {
    const deadline = row[9] instanceof Date ? row[9].toISOString().slice(0, 10) : (row[9] ?? '-');
    return `${row[2]} ${row[4]} ${row[7]} ${deadline}`;
  });

describe('the status report', () => {
  it('holds one line per learner each enrollment reaches, with every status and the deadline to meet', async () => {
    const { item, rows } = await reportFile('manager', {
      name: 'Alpha status',
      format: 'xlsx',
      kind: 'status',
      course_id: data.alpha.course.id,
    });
    // Sales also holds the demo's head@ and learner@, reached through the department.
    expect(item).toMatchObject({ kind: 'status', statuses: null, within_days: null, rows_total: 7 });
    expect(rows[0]).toEqual([
      'First name',
      'Last name',
      'E-mail',
      'Departments',
      'Course code',
      'Course',
      'Enrolled as',
      'Status',
      'Start date',
      'Deadline',
      'Last activity',
      'Completed',
      'Certificate valid until',
    ]);
    // Sales One is reached twice (personally and through Sales): one line, the earlier deadline, overdue.
    // The revoked enrollment and Fjord's person give no line.
    expect(lines(rows).sort()).toEqual(
      [
        `head@academy.test SA-1 Not started ${dateIn(10)}`,
        `learner@academy.test SA-1 Not started ${dateIn(10)}`,
        `st.busy@example.test SA-1 In progress ${dateIn(10)}`,
        `st.done@example.test SA-1 Completed ${dateIn(10)}`,
        `st.fresh@example.test SA-1 Not started ${dateIn(10)}`,
        `st.lapsed@example.test SA-1 Expired ${dateIn(10)}`,
        `st.overdue@example.test SA-1 Overdue ${dateIn(-5)}`,
      ].sort(),
    );
    const overdue = rows.find((row) => row[2] === 'st.overdue@example.test')!;
    expect(overdue[6]).toBe('Person');
    expect(rows.find((row) => row[2] === 'st.fresh@example.test')![6]).toBe('Department');
  });

  it('reaches every member of the company for a whole-company enrollment, without a deadline', async () => {
    const { rows } = await reportFile('manager', {
      name: 'Beta',
      format: 'csv',
      kind: 'status',
      course_id: data.beta.course.uuid,
    });
    const members = await t.db
      .select({ id: companyUsers.user_id })
      .from(companyUsers)
      .where(eq(companyUsers.company_id, demo.nordlys.id));
    expect(rows.length - 1).toBe(members.length);
    expect(rows.some((row) => row[2] === 'st.fjord@example.test')).toBe(false);
    const ops = rows.find((row) => row[2] === 'st.ops@example.test')!;
    expect([ops[7], ops[9]]).toEqual(['Completed', '']);
    expect(rows.find((row) => row[2] === 'st.fresh@example.test')![7]).toBe('Not started');
  });

  it('is filtered by status, and by "due within N days" (not completed)', async () => {
    const overdue = await reportFile('manager', {
      name: 'Overdue',
      format: 'xlsx',
      kind: 'status',
      statuses: ['overdue'],
    });
    expect(overdue.item.statuses).toEqual(['overdue']);
    expect(lines(overdue.rows)).toEqual([`st.overdue@example.test SA-1 Overdue ${dateIn(-5)}`]);

    const due = await reportFile('manager', { name: 'Due', format: 'xlsx', kind: 'status', within_days: 14 });
    expect(lines(due.rows).sort()).toEqual(
      [
        `head@academy.test SA-1 Not started ${dateIn(10)}`,
        `learner@academy.test SA-1 Not started ${dateIn(10)}`,
        `st.busy@example.test SA-1 In progress ${dateIn(10)}`,
        `st.fresh@example.test SA-1 Not started ${dateIn(10)}`,
      ].sort(),
    );
  });

  it("gives a department head their department's lines only, in Norwegian", async () => {
    const { rows } = await reportFile(
      'head',
      {
        name: 'Salg',
        format: 'csv',
        kind: 'status',
        department_id: demo.sales.id,
        course_id: data.beta.course.id,
      },
      { 'accept-language': 'nb' },
    );
    expect(rows[0][7]).toBe('Status');
    expect(rows[0][9]).toBe('Frist');
    expect(rows.some((row) => row[2] === 'st.ops@example.test')).toBe(false);
    expect(rows.find((row) => row[2] === 'st.fresh@example.test')![7]).toBe('Ikke startet');
    expect(
      rows.slice(1).every((row) => String(row[3]).includes('Salg') || String(row[3]).includes('Sales')),
    ).toBe(true);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/company-reports',
      headers: auth(tokens.head),
      payload: { name: 'Ops', format: 'csv', kind: 'status', department_id: demo.operations.id },
    });
    expect(refused.statusCode).toBe(422);
  });

  it('refuses a status that does not exist', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/company-reports',
      headers: auth(tokens.manager),
      payload: { name: 'x', format: 'csv', kind: 'status', statuses: ['late'] },
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('the expiring certificates report', () => {
  it('lists the valid certificates expiring within 30 days by default, and within N days when asked', async () => {
    const standard = await reportFile('manager', { name: 'Expiring', format: 'xlsx', kind: 'expiring' });
    expect(standard.item).toMatchObject({ kind: 'expiring', within_days: 30 });
    expect(standard.rows[0]).toEqual([
      'First name',
      'Last name',
      'E-mail',
      'Departments',
      'Course code',
      'Course',
      'Certificate',
      'Issued',
      'Valid until',
      'Days left',
    ]);
    const emails = (rows: unknown[][]) => rows.slice(1).map((row) => `${row[2]} ${row[4]}`);
    expect(emails(standard.rows)).toContain('st.done@example.test SA-1');
    expect(emails(standard.rows)).not.toContain('st.ops@example.test SB-1');
    expect(emails(standard.rows)).not.toContain('st.lapsed@example.test SA-1');
    expect(standard.rows.find((row) => row[2] === 'st.done@example.test')![9]).toBe(20);

    const wider = await reportFile('manager', {
      name: 'Expiring 90',
      format: 'csv',
      kind: 'expiring',
      within_days: 90,
    });
    expect(emails(wider.rows)).toEqual(
      expect.arrayContaining(['st.done@example.test SA-1', 'st.ops@example.test SB-1']),
    );
  });
});
