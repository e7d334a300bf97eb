import { Readable } from 'node:stream';
import { companyReportSchema } from '@academy/contracts/entities/company-report';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyReports, qualifications } from '../../db/schema/learning.ts';
import { users } from '../../db/schema/tenancy.ts';
import { unawaitedWorkSettled } from '../../platform/auth/unawaited-work.ts';
import { parseCsv, readXlsx } from '../../platform/exports/spreadsheet-test-support.ts';
import type { FileStorage } from '../../platform/storage/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  buildCertificate,
  buildCourse,
  buildEnrollment,
  buildQualification,
} from '../../test/content-factories.ts';
import { auth, buildUser } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';
import { generateReport } from './report-job.ts';
import { openReportLimit } from './report-limit.ts';
import { buildPendingReport } from './report-test-support.ts';

/**
 * Issue 14: a report runs to a real file (Excel or CSV) holding exactly the qualifications its asker may see,
 * downloadable by whoever may read the report and by nobody else.
 */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;
let data: Awaited<ReturnType<typeof buildReportData>>;

const day = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * day);

/** Nordlys people in Sales and Operations with qualifications in two courses, and Fjord's, who must never show. */
async function buildReportData() {
  const tenantId = demo.tenantId;
  const forklift = await buildCourse(t.db, tenantId, {
    name: 'Forklift Safety',
    code: 'FS-1',
    languages: ['en', 'nb'],
  });
  const harbour = await buildCourse(t.db, tenantId, { name: 'Harbour Basics', code: 'HB-1' });
  const nordlys = demo.nordlys.id;
  // Nordlys holds Forklift Safety (so its manager reads the course); Harbour Basics only through a learner.
  await buildEnrollment(t.db, tenantId, {
    courseId: forklift.course.id,
    companyId: nordlys,
    enrollable: { type: 'company', id: nordlys },
  });
  const person = async (email: string, departmentId: number, companyId = nordlys) =>
    buildUser(t.db, tenantId, { companyId, departmentId, email });
  const sales = await person('sales.one@example.test', demo.sales.id);
  const operations = await person('ops.one@example.test', demo.operations.id);
  const formula = await person('formula@example.test', demo.sales.id);
  await t.db.update(users).set({ first_name: '=2+3', last_name: '@Evil' }).where(eq(users.id, formula.id));
  const fjordPerson = await person('fjord.driver@example.test', demo.drivers.id, demo.fjord.id);

  const nbVariant = forklift.variants.find((variant) => variant.language.code === 'nb')!.variant;
  const completedAt = inDays(-20);
  const valid = await buildCertificate(t.db, tenantId, {
    userId: sales.id,
    courseId: forklift.course.id,
    companyId: nordlys,
    issuedAt: completedAt,
    expiresAt: inDays(200),
  });
  const lapsed = await buildCertificate(t.db, tenantId, {
    userId: operations.id,
    courseId: forklift.course.id,
    companyId: nordlys,
    issuedAt: inDays(-400),
    expiresAt: inDays(-35),
  });
  const q = (input: Parameters<typeof buildQualification>[2]) => buildQualification(t.db, tenantId, input);
  await q({
    userId: sales.id,
    courseId: forklift.course.id,
    companyId: nordlys,
    status: 'completed',
    score: 92,
    courseVariantId: nbVariant.id,
    certificateId: valid.id,
    completedAt,
  });
  await q({ userId: sales.id, courseId: harbour.course.id, companyId: nordlys, score: 40 });
  await q({
    userId: operations.id,
    courseId: forklift.course.id,
    companyId: nordlys,
    status: 'completed',
    score: 80,
    certificateId: lapsed.id,
    completedAt: inDays(-400),
  });
  await q({ userId: formula.id, courseId: harbour.course.id, companyId: nordlys });
  await q({ userId: demo.user('learner').id, courseId: forklift.course.id, companyId: nordlys });
  // Another company's rows: Fjord's own person, and multi@ (a member of both) within Fjord.
  await q({
    userId: fjordPerson.id,
    courseId: forklift.course.id,
    companyId: demo.fjord.id,
    status: 'completed',
  });
  await q({ userId: demo.user('multi').id, courseId: forklift.course.id, companyId: demo.fjord.id });
  return { forklift, harbour, sales, operations, formula, fjordPerson, completedAt };
}

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
  data = await buildReportData();
});
afterAll(() => t.close());

const create = (role: DemoRole, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/company-reports',
    headers: auth(tokens[role], headers),
    payload,
  });
const read = (role: DemoRole, uuid: string) =>
  t.app.inject({ url: `/api/v1/company-reports/${uuid}`, headers: auth(tokens[role]) });
const download = (role: DemoRole, uuid: string) =>
  t.app.inject({ url: `/api/v1/company-reports/${uuid}/download`, headers: auth(tokens[role]) });

/** Asks for a report and waits for its job (jobs run in-process in tests, once the create has committed). */
async function finished(
  role: DemoRole,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const response = await create(role, payload, headers);
  expect(response.statusCode, response.body).toBe(201);
  await unawaitedWorkSettled();
  const answer = await read(role, response.json().data.item.uuid);
  expect(answer.statusCode).toBe(200);
  return companyReportSchema.parse(answer.json().data.item);
}

/** The (e-mail, course code) pairs of the qualifications a company holds: what its manager may see. */
async function qualificationPairs(companyId: number, departmentUserIds?: number[]) {
  const rows = await t.db
    .select({ userId: qualifications.user_id, email: users.email, courseId: qualifications.course_id })
    .from(qualifications)
    .innerJoin(users, eq(users.id, qualifications.user_id))
    .where(eq(qualifications.company_id, companyId));
  const codes = new Map([
    [data.forklift.course.id, 'FS-1'],
    [data.harbour.course.id, 'HB-1'],
  ]);
  return rows
    .filter((row) => !departmentUserIds || departmentUserIds.includes(row.userId))
    .map((row) => `${row.email} ${codes.get(row.courseId)}`)
    .sort();
}

describe('a company report', () => {
  it('runs to done as an Excel file that holds exactly the rows the manager may see', async () => {
    const report = await finished('manager', { name: 'Nordlys status', format: 'xlsx' });
    expect(report).toMatchObject({
      company_id: demo.nordlys.id,
      user_id: demo.user('manager').id,
      status: 'done',
      progress: 100,
      rows_total: 5,
      rows_written: 5,
      error: null,
      locale: 'en',
      abilities: { view: true, update: false, delete: true, download: true },
    });
    expect(report.size).toBeGreaterThan(1000);
    expect(report.started_at).not.toBeNull();
    expect(report.finished_at).not.toBeNull();
    expect(report).not.toHaveProperty('path');

    const file = await download('manager', report.uuid);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="nordlys-status.xlsx"; filename*=UTF-8''Nordlys%20status.xlsx`,
    );
    expect(Number(file.headers['content-length'])).toBe(report.size);
    const { name, rows } = await readXlsx(file.rawPayload);
    expect(name).toBe('Qualifications');
    expect(rows[0]).toEqual([
      'First name',
      'Last name',
      'E-mail',
      'Departments',
      'Course code',
      'Course',
      'Course variant',
      'Language',
      'Status',
      'Score (%)',
      'Last activity',
      'Completed',
      'Certificate issued',
      'Certificate valid until',
    ]);
    const body = rows.slice(1);
    expect(body.map((row) => `${row[2]} ${row[4]}`).sort()).toEqual(
      await qualificationPairs(demo.nordlys.id),
    );
    expect(body.some((row) => String(row[2]).includes('fjord'))).toBe(false);

    const completed = body.find((row) => row[2] === 'sales.one@example.test' && row[4] === 'FS-1')!;
    expect(completed.slice(3, 10)).toEqual([
      'Sales',
      'FS-1',
      'Forklift Safety',
      'Forklift Safety (nb)',
      // The variant's language, named in the reader's language (the stored name is "Norsk bokmål").
      'Norwegian',
      'Completed',
      92,
    ]);
    expect(completed[11]).toBeInstanceOf(Date);
    expect((completed[11] as Date).toISOString().slice(0, 10)).toBe(
      data.completedAt.toISOString().slice(0, 10),
    );
    const lapsed = body.find((row) => row[2] === 'ops.one@example.test')!;
    expect(lapsed[3]).toBe('Operations');
    expect(lapsed[8]).toBe('Expired');
    // Sorted by learner: last name, first name, then course.
    const lastNames = body.map((row) => String(row[1]).toLowerCase());
    expect(lastNames).toEqual([...lastNames].sort());
  });

  it('neutralises a cell that would run as a formula, in Excel and in CSV', async () => {
    const xlsx = await finished('manager', { name: 'Formula check', format: 'xlsx' });
    const { sheet, rows } = await readXlsx((await download('manager', xlsx.uuid)).rawPayload);
    const index = rows.findIndex((row) => row[2] === 'formula@example.test');
    expect(rows[index].slice(0, 2)).toEqual(["'=2+3", "'@Evil"]);
    expect(sheet.getRow(index + 1).getCell(1).type).toBe(ExcelJS.ValueType.String);
    const csv = await finished('manager', { name: 'Formula check', format: 'csv' });
    const lines = parseCsv((await download('manager', csv.uuid)).body);
    expect(lines.find((line) => line[2] === 'formula@example.test')?.slice(0, 2)).toEqual([
      "'=2+3",
      "'@Evil",
    ]);
  });

  it("writes a CSV in the asker's language, narrowed to a course and completion dates", async () => {
    const report = await finished(
      'manager',
      {
        name: 'Truck — fullført',
        format: 'csv',
        course_id: data.forklift.course.uuid,
        date_from: new Date(Date.now() - 30 * day).toISOString().slice(0, 10),
        date_to: new Date().toISOString().slice(0, 10),
      },
      { 'accept-language': 'nb' },
    );
    expect(report).toMatchObject({ status: 'done', locale: 'nb', rows_written: 1 });
    // The report is read back without a language (English): the course by its English title.
    expect(report.course).toMatchObject({ id: data.forklift.course.id, header: 'Forklift Safety' });
    const inNorwegian = await t.app.inject({
      url: `/api/v1/company-reports/${report.uuid}`,
      headers: auth(tokens.manager, { 'accept-language': 'nb' }),
    });
    expect(inNorwegian.json().data.item.course.header).toBe('Forklift Safety (nb)');
    const file = await download('manager', report.uuid);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="truck-fullfort.csv"; filename*=UTF-8''Truck%20%E2%80%94%20fullf%C3%B8rt.csv`,
    );
    expect(file.body.startsWith('\uFEFF')).toBe(true);
    // `;` between cells, so Norwegian Excel opens it as columns.
    expect(file.body.split('\r\n')[0]).toContain('"Fornavn";"Etternavn";"E-post"');
    const lines = parseCsv(file.body, ';');
    expect(lines[0].slice(0, 3)).toEqual(['Fornavn', 'Etternavn', 'E-post']);
    expect(lines).toHaveLength(2);
    expect(lines[1][2]).toBe('sales.one@example.test');
    expect(lines[1][5]).toBe('Forklift Safety (nb)');
    expect(lines[1][7]).toBe('Norsk');
    expect(lines[1][8]).toBe('Fullført');
    expect(lines[1][11]).toBe(data.completedAt.toISOString().slice(0, 10));
  });

  it('refuses a date range that ends before it starts, and keeps nothing', async () => {
    const before = (await t.db.select().from(companyReports)).length;
    const response = await create('manager', {
      name: 'Backwards',
      format: 'csv',
      date_from: '2026-05-02',
      date_to: '2026-05-01',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      date_to: ['The end date must not be before the start date.'],
    });
    expect((await t.db.select().from(companyReports)).length).toBe(before);
  });

  it('is a 409 to download before it is done; removing it removes its file', async () => {
    const pending = await buildPendingReport(t.db, demo, { name: 'Waiting', format: 'csv' });
    const early = await download('manager', pending.uuid);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The report is not ready yet: it can be downloaded once it is done.');
    expect((await read('manager', pending.uuid)).json().data.item.abilities.download).toBe(false);

    const report = await finished('manager', { name: 'To remove', format: 'csv' });
    const [row] = await t.db.select().from(companyReports).where(eq(companyReports.id, report.id));
    expect(row.path).toMatch(new RegExp(`^reports/${report.uuid}/report\\.csv$`));
    expect(await t.app.services.storage.stat(row.path!)).toMatchObject({ size: report.size });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/company-reports/${report.uuid}`,
      headers: auth(tokens.manager),
    });
    expect(removed.statusCode).toBe(200);
    await unawaitedWorkSettled();
    expect(await t.app.services.storage.stat(row.path!)).toBeNull();
    expect((await download('manager', report.uuid)).statusCode).toBe(404);
  });
});

describe('open reports of a company', () => {
  const openReports = () =>
    t.db
      .select({ id: companyReports.id })
      .from(companyReports)
      .where(
        and(
          eq(companyReports.company_id, demo.nordlys.id),
          inArray(companyReports.status, ['pending', 'processing']),
        ),
      );
  const fillOpenSlots = async () => {
    const missing = openReportLimit - (await openReports()).length;
    if (missing <= 0) return [];
    return t.db
      .insert(companyReports)
      .values(
        Array.from({ length: missing }, (_, n) => ({
          tenant_id: demo.tenantId,
          company_id: demo.nordlys.id,
          user_id: demo.user('manager').id,
          name: `Queued ${n}`,
          format: 'csv' as const,
          status: n % 2 ? ('processing' as const) : ('pending' as const),
        })),
      )
      .returning();
  };

  it('are limited: one more is refused with a translated 429 until one is done, for that company only', async () => {
    const queued = await fillOpenSlots();
    const refused = await create('manager', { name: 'One too many', format: 'csv' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: `This company already has ${openReportLimit} reports being made. Wait until they are done, then ask for another.`,
    });
    expect(refused.headers['retry-after']).toBe('30');
    const inNorwegian = await create(
      'manager',
      { name: 'One too many', format: 'csv' },
      { 'Accept-Language': 'nb' },
    );
    expect(inNorwegian.json().message).toBe(
      `Det lages allerede ${openReportLimit} rapporter for denne bedriften. Vent til de er ferdige, og be så om en ny.`,
    );
    // The limit holds for whoever asks for the company, administrators included.
    const byAdmin = await create('admin', {
      name: 'One too many',
      format: 'csv',
      company_id: demo.nordlys.uuid,
    });
    expect(byAdmin.statusCode).toBe(429);
    expect(await t.db.select().from(companyReports).where(eq(companyReports.name, 'One too many'))).toEqual(
      [],
    );

    // Another company's manager is not held up by Nordlys's reports.
    await finished('fjordManager', { name: 'Fjord meanwhile', format: 'csv' });

    // A report that is done frees its slot.
    await t.db.update(companyReports).set({ status: 'done' }).where(eq(companyReports.id, queued[0].id));
    await finished('manager', { name: 'Next in line', format: 'csv' });
    await t.db.delete(companyReports).where(
      inArray(
        companyReports.id,
        queued.map((row) => row.id),
      ),
    );
  });

  it('no longer counts a report left open for more than a day (its job was lost)', async () => {
    const queued = await fillOpenSlots();
    expect((await create('manager', { name: 'Blocked', format: 'csv' })).statusCode).toBe(429);
    await t.db
      .update(companyReports)
      .set({ created_at: new Date(Date.now() - 2 * day).toISOString() })
      .where(eq(companyReports.id, queued[0].id));
    await finished('manager', { name: 'After the stuck one', format: 'csv' });
    await t.db.delete(companyReports).where(
      inArray(
        companyReports.id,
        queued.map((row) => row.id),
      ),
    );
  });
});

describe('who reaches a report and its file', () => {
  let nordlysReport: { uuid: string; id: number };

  beforeAll(async () => {
    nordlysReport = await finished('manager', { name: 'Nordlys all', format: 'csv' });
  });

  it("answers 404 to another company's manager and learner, for the row and the file", async () => {
    for (const role of ['fjordManager', 'fjordLearner'] as const) {
      expect((await read(role, nordlysReport.uuid)).statusCode).not.toBe(200);
      const file = await download(role, nordlysReport.uuid);
      expect([403, 404]).toContain(file.statusCode);
      expect(file.headers['content-disposition']).toBeUndefined();
    }
    expect((await read('fjordManager', nordlysReport.uuid)).statusCode).toBe(404);
    expect((await download('fjordManager', nordlysReport.uuid)).statusCode).toBe(404);
    // multi@ belongs to Nordlys too, but manages nothing: reports are not theirs at all.
    expect((await download('multi', nordlysReport.uuid)).statusCode).toBe(404);
    expect((await download('admin', nordlysReport.uuid)).statusCode).toBe(200);
  });

  it("gives Fjord's manager a file of Fjord's rows only", async () => {
    const report = await finished('fjordManager', { name: 'Fjord', format: 'csv' });
    const lines = parseCsv((await download('fjordManager', report.uuid)).body);
    expect(
      lines
        .slice(1)
        .map((line) => `${line[2]} ${line[4]}`)
        .sort(),
    ).toEqual(await qualificationPairs(demo.fjord.id));
    expect(lines.some((line) => line[2] === 'sales.one@example.test')).toBe(false);
    // A Fjord report cannot name a Nordlys department or course only Nordlys has.
    const crossDepartment = await create('fjordManager', {
      name: 'Peek',
      format: 'csv',
      department_id: demo.sales.uuid,
    });
    expect(crossDepartment.statusCode).toBe(422);
    expect(Object.keys(crossDepartment.json().errors)).toEqual(['department_id']);
    const crossCourse = await create('fjordManager', {
      name: 'Peek',
      format: 'csv',
      course_id: data.harbour.course.id,
    });
    expect(crossCourse.statusCode).toBe(422);
    expect(Object.keys(crossCourse.json().errors)).toEqual(['course_id']);
  });

  it("lets a department head report only on their department, and see only its reports' rows", async () => {
    const whole = await create('head', { name: 'Everything', format: 'csv' });
    expect(whole.statusCode).toBe(422);
    expect(whole.json().errors).toEqual({ department_id: ['This field is required.'] });
    const other = await create('head', { name: 'Ops', format: 'csv', department_id: demo.operations.id });
    expect(other.statusCode).toBe(422);
    expect(Object.keys(other.json().errors)).toEqual(['department_id']);

    const report = await finished('head', { name: 'Sales', format: 'xlsx', department_id: demo.sales.id });
    expect(report).toMatchObject({ status: 'done', department_id: demo.sales.id });
    expect(report.abilities).toMatchObject({ view: true, download: true, delete: true });
    const salesPeople = [data.sales.id, data.formula.id, demo.user('learner').id];
    const { rows } = await readXlsx((await download('head', report.uuid)).rawPayload);
    expect(
      rows
        .slice(1)
        .map((row) => `${row[2]} ${row[4]}`)
        .sort(),
    ).toEqual(await qualificationPairs(demo.nordlys.id, salesPeople));

    // The company-wide report is the managers': not listed for the head, 404 on the row and the file.
    expect((await read('head', nordlysReport.uuid)).statusCode).toBe(404);
    expect((await download('head', nordlysReport.uuid)).statusCode).toBe(404);
    const listed = (
      await t.app.inject({ url: '/api/v1/company-reports?per_page=100', headers: auth(tokens.head) })
    ).json().data.items as { department_id: number | null }[];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((item) => item.department_id === demo.sales.id)).toBe(true);
    // The company's manager reads the head's report too.
    expect((await download('manager', report.uuid)).statusCode).toBe(200);
  });

  it('answers 403 to a learner, who has no reports at all', async () => {
    expect((await create('learner', { name: 'Mine', format: 'csv' })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/v1/company-reports', headers: auth(tokens.learner) })).statusCode,
    ).toBe(403);
  });
});

describe('the report job', () => {
  const pendingReport = (name: string, format: 'csv' | 'xlsx' = 'csv') =>
    buildPendingReport(t.db, demo, { name, format });
  const reportRow = async (id: number) =>
    (await t.db.select().from(companyReports).where(eq(companyReports.id, id)))[0];

  it('moves its progress on the row while it writes, then ends done at 100', async () => {
    const report = await pendingReport('Progress');
    const seen: { progress: number; rows_written: number; status: string }[] = [];
    await generateReport(
      t.app.services,
      { reportId: report.id },
      {
        batchSize: 1,
        progressEveryMs: 0,
        onProgress: async () => {
          const row = await reportRow(report.id);
          seen.push({ progress: row.progress, rows_written: row.rows_written, status: row.status });
        },
      },
    );
    expect(seen.map((step) => step.rows_written)).toEqual([1, 2, 3, 4]);
    expect(seen.map((step) => step.progress)).toEqual([20, 40, 60, 80]);
    expect(seen.every((step) => step.status === 'processing')).toBe(true);
    expect(await reportRow(report.id)).toMatchObject({
      status: 'done',
      progress: 100,
      rows_total: 5,
      rows_written: 5,
    });
  });

  it('ends failed with a reason and keeps no file when the storage refuses it', async () => {
    const report = await pendingReport('Broken storage', 'xlsx');
    const failing: FileStorage = {
      ...t.app.services.storage,
      async put(_key, body) {
        // Reads a little, as a real upload would, then loses the connection.
        if (body instanceof Readable) for await (const _chunk of body) break;
        throw new Error('bucket unreachable');
      },
    };
    const errors: object[] = [];
    await generateReport(
      { ...t.app.services, storage: failing },
      { reportId: report.id },
      { log: { error: (details) => errors.push(details) } },
    );
    const row = await reportRow(report.id);
    expect(row).toMatchObject({ status: 'failed', error: 'reports.storage_failed', path: null, size: null });
    expect(row.finished_at).not.toBeNull();
    expect(errors).toHaveLength(1);
    expect(await t.app.services.storage.stat(`reports/${report.uuid}/report.xlsx`)).toBeNull();
    const item = (await read('manager', report.uuid)).json().data.item;
    expect(item).toMatchObject({ status: 'failed', error: 'reports.storage_failed' });
    expect((await download('manager', report.uuid)).statusCode).toBe(409);
  });

  it('ends failed with a reason when reading the rows fails', async () => {
    const report = await pendingReport('Broken rows');
    const { db } = t.app.services;
    // The database as the job sees it, except that its row statements fail (a connection lost mid-report).
    const losing = Object.create(db) as typeof db;
    // drizzle's raw-statement type is a query builder; a rejected promise is all the job awaits of it.
    losing.execute = () => Promise.reject(new Error('connection lost')) as never;
    await generateReport(
      { ...t.app.services, db: losing },
      { reportId: report.id },
      { log: { error: () => undefined } },
    );
    expect(await reportRow(report.id)).toMatchObject({
      status: 'failed',
      error: 'reports.failed',
      path: null,
    });
  });

  it('leaves a done report alone when its job runs again', async () => {
    const report = await finished('manager', { name: 'Once', format: 'csv' });
    const before = await reportRow(report.id);
    await generateReport(t.app.services, { reportId: report.id });
    expect(await reportRow(report.id)).toEqual(before);
  });
});
