import { trainingMatrixSchema } from '@academy/contracts/entities/training-matrix';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../db/query-counter.ts';
import { courseVariants } from '../../db/schema/content.ts';
import { parseCsv } from '../../platform/exports/spreadsheet-test-support.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';
import { buildStatusData, dateIn } from './status-test-support.ts';
import { matrixBatches } from './training-matrix.ts';

/**
 * Issue 21 §2: the training matrix — a company's people × its courses, each cell the status and its date —
 * as a page for the screen and as a file, within the reader's reach.
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

const matrix = (role: DemoRole, query = '', company: number | string = demo.nordlys.id) =>
  t.app.inject({ url: `/api/v1/companies/${company}/training-matrix${query}`, headers: auth(tokens[role]) });

/** The matrix's answer, parsed by its contract, and a person's cell of a course as "status date". */
async function page(role: DemoRole, query = '') {
  const response = await matrix(role, query);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json().data;
  const item = trainingMatrixSchema.parse(body.item);
  const cell = (email: string, courseId: number) => {
    const person = item.people.find((row) => row.email === email);
    const found = person?.cells.find((c) => c.course_id === courseId);
    return found ? `${found.status} ${found.date ?? '-'}` : null;
  };
  return { item, pagination: body.meta.pagination, cell };
}

describe('the training matrix', () => {
  it("shows each person's status and date per course of the company", async () => {
    const { item, pagination, cell } = await page('manager', '?per_page=100');
    const alpha = data.alpha.course.id;
    const beta = data.beta.course.id;
    expect(item.courses.map((course) => course.id)).toEqual(expect.arrayContaining([alpha, beta]));
    expect(pagination.total).toBe(item.people.length);
    expect(cell('st.overdue@example.test', alpha)).toBe(`overdue ${dateIn(-5)}`);
    expect(cell('st.fresh@example.test', alpha)).toBe(`not_started ${dateIn(10)}`);
    expect(cell('st.busy@example.test', alpha)).toBe(`in_progress ${dateIn(10)}`);
    expect(cell('st.done@example.test', alpha)).toBe(`completed ${dateIn(-300)}`);
    expect(cell('st.lapsed@example.test', alpha)).toBe(`expired ${dateIn(-35)}`);
    // Ops One's Alpha enrollment was revoked: no cell; Beta reaches the whole company without a deadline.
    expect(cell('st.ops@example.test', alpha)).toBeNull();
    expect(cell('st.fresh@example.test', beta)).toBe('not_started -');
    expect(item.people.some((person) => person.email === 'st.fjord@example.test')).toBe(false);
    // Sorted by last name, then first name.
    const names = item.people.map((person) => person.last_name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it("names a course by the reader's title: without a Norwegian one, the English title, not the course's name", async () => {
    const variant = data.alpha.variants[0].variant;
    await t.db
      .update(courseVariants)
      .set({ title: 'Alpha, as learners read it' })
      .where(eq(courseVariants.id, variant.id));
    try {
      const response = await t.app.inject({
        url: `/api/v1/companies/${demo.nordlys.id}/training-matrix`,
        headers: auth(tokens.manager, { 'accept-language': 'nb' }),
      });
      const column = trainingMatrixSchema
        .parse(response.json().data.item)
        .courses.find((course) => course.id === data.alpha.course.id);
      expect(column?.title).toBe('Alpha, as learners read it');
    } finally {
      await t.db
        .update(courseVariants)
        .set({ title: variant.title })
        .where(eq(courseVariants.id, variant.id));
    }
  });

  it('pages its people in a fixed number of statements, and filters by department', async () => {
    const first = await page('manager', '?per_page=2&page=1');
    expect(first.item.people).toHaveLength(2);
    expect(first.pagination).toMatchObject({ page: 1, per_page: 2 });
    const second = await page('manager', '?per_page=2&page=2');
    expect(second.item.people[0].id).not.toBe(first.item.people[0].id);
    // The same statements whatever the page's length, and a count once the page is full (the one statement
    // more): the total then is the count, and agrees with what a page holding everyone says.
    const all = await countQueries(() => matrix('manager', '?per_page=100'));
    const two = await countQueries(() => matrix('manager', '?per_page=2'));
    expect(two.count).toBe(all.count + 1);
    const everyone = await page('manager', '?per_page=100');
    expect(everyone.item.people.length).toBeGreaterThan(2);
    expect(first.pagination.total).toBe(everyone.item.people.length);
    expect(everyone.pagination.total).toBe(everyone.item.people.length);

    const operations = await page('manager', `?filter[department]=${demo.operations.id}`);
    expect(operations.item.people.map((person) => person.email)).toContain('st.ops@example.test');
    expect(operations.item.people.every((person) => person.departments?.includes('Operations'))).toBe(true);
  });

  it('finds people by a part of their name or e-mail, a typed % or _ being plain text', async () => {
    const byEmail = await page('manager', '?per_page=100&search=ST.OVERDUE@');
    expect(byEmail.item.people.map((person) => person.email)).toEqual(['st.overdue@example.test']);
    expect(byEmail.pagination.total).toBe(1);
    const overdue = byEmail.item.people[0];
    const byName = await page(
      'manager',
      `?per_page=100&search=${encodeURIComponent(` ${overdue.first_name} `)}`,
    );
    expect(byName.item.people.map((person) => person.email)).toContain('st.overdue@example.test');
    expect((await page('manager', '?search=st%25overdue')).item.people).toEqual([]);
    expect((await page('manager', '?search=st_overdue')).item.people).toEqual([]);
  });

  it("limits a department head to their department's people", async () => {
    const { item } = await page('head', '?per_page=100');
    expect(item.people.length).toBeGreaterThan(0);
    expect(item.people.every((person) => person.departments?.includes('Sales'))).toBe(true);
    expect(item.people.some((person) => person.email === 'st.ops@example.test')).toBe(false);
    // Asking for another department gives nobody of it.
    const other = await page('head', `?filter[department]=${demo.operations.id}`);
    expect(other.item.people.some((person) => person.email === 'st.ops@example.test')).toBe(false);
  });

  it("answers 404 to another company's manager and 403 to a learner, for the page and the file", async () => {
    expect((await matrix('fjordManager')).statusCode).toBe(404);
    expect((await matrix('learner')).statusCode).toBe(403);
    const file = await t.app.inject({
      url: `/api/v1/companies/${demo.nordlys.id}/training-matrix/download?format=csv`,
      headers: auth(tokens.fjordManager),
    });
    expect(file.statusCode).toBe(404);
    // Their own company's matrix holds their people only.
    const own = await matrix('fjordManager', '?per_page=100', demo.fjord.id);
    expect(own.statusCode).toBe(200);
    const emails = trainingMatrixSchema.parse(own.json().data.item).people.map((person) => person.email);
    expect(emails).toContain('st.fjord@example.test');
    expect(emails).not.toContain('st.fresh@example.test');
  });
});

describe('the training matrix file', () => {
  const download = (format: string, role: DemoRole = 'manager', extra = '', locale = 'en') =>
    t.app.inject({
      url: `/api/v1/companies/${demo.nordlys.id}/training-matrix/download?format=${format}${extra}`,
      headers: auth(tokens[role], { 'accept-language': locale }),
    });

  it('is an Excel sheet with a frozen header row and name column, and cells coloured by status', async () => {
    const file = await download('xlsx');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('training-matrix');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.rawPayload) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Training matrix');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', xSplit: 1, ySplit: 1 });
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['Name', 'E-mail', 'Departments']);
    const alphaColumn = header.indexOf('Status Alpha') + 1;
    expect(alphaColumn).toBeGreaterThan(3);
    let overdueRow = 0;
    sheet.eachRow((row, number) => {
      if (row.getCell(2).value === 'st.overdue@example.test') overdueRow = number;
    });
    const cell = sheet.getRow(overdueRow).getCell(alphaColumn);
    expect(cell.value).toBe(`Overdue ${dateIn(-5)}`);
    expect(cell.fill).toMatchObject({ type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFC7CE' } });
  });

  it('holds the page’s people in its order, reading its columns once and counting nothing', async () => {
    const everyone = await page('manager', '?per_page=100');
    const onePage = await countQueries(() => matrix('manager', '?per_page=100'));
    const file = await countQueries(() => download('csv'));
    expect(file.result.statusCode).toBe(200);
    // The page's statements and no more: the reach, the columns, the people and their cells.
    expect(file.count).toBe(onePage.count);
    const rows = parseCsv(file.result.body);
    expect(rows.slice(1).map((row) => row[1])).toEqual(everyone.item.people.map((person) => person.email));
  });

  it('comes in batches that hold everyone once, in order, whether or not the last batch is full', async () => {
    const everyone = (await page('admin', '?per_page=100')).item;
    const reach = {
      tenantId: demo.tenantId,
      companyId: demo.nordlys.id,
      people: undefined,
      membersSeen: undefined,
      certificates: undefined,
    };
    const emailsIn = async (size: number) => {
      const emails: string[] = [];
      for await (const batch of matrixBatches(t.db, reach, new Date(), everyone.courses, {}, size)) {
        expect(batch.length).toBeLessThanOrEqual(size);
        emails.push(...batch.map((person) => person.email));
      }
      return emails;
    };
    const expected = everyone.people.map((person) => person.email);
    expect(expected.length).toBeGreaterThan(3);
    expect(await emailsIn(2)).toEqual(expected);
    expect(await emailsIn(expected.length)).toEqual(expected);
  });

  it("is a CSV in the reader's language, and a head's holds only their people", async () => {
    const file = await download('csv', 'head', '', 'nb');
    expect(file.statusCode).toBe(200);
    // Made for an nb reader: `;` between cells (Norwegian Excel), and a Norwegian file name.
    expect(file.body.split('\r\n')[0]).toContain('"Navn";"E-post";"Avdelinger"');
    expect(file.headers['content-disposition']).toMatch(
      /filename="opplaeringsmatrise-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const rows = parseCsv(file.body, ';');
    expect(rows[0].slice(0, 3)).toEqual(['Navn', 'E-post', 'Avdelinger']);
    const fresh = rows.find((row) => row[1] === 'st.fresh@example.test')!;
    expect(fresh[rows[0].indexOf('Status Alpha')]).toBe(`Ikke startet ${dateIn(10)}`);
    expect(rows.some((row) => row[1] === 'st.ops@example.test')).toBe(false);
  });
});

describe("the overview's deadline counts", () => {
  const counts = (role: DemoRole, company: number = demo.nordlys.id) =>
    t.app.inject({ url: `/api/v1/companies/${company}/deadlines`, headers: auth(tokens[role]) });

  it('count the lines past their deadline and those due within 14 days, within the reader’s reach', async () => {
    const manager = await counts('manager');
    expect(manager.statusCode).toBe(200);
    // Overdue: Sales One. Due within 14 days (Alpha through Sales, not completed): Fresh, Busy, head@, learner@.
    expect(manager.json().data.item).toEqual({ overdue: 1, due_soon: 4, due_within_days: 14 });
    const head = await counts('head');
    expect(head.json().data.item).toEqual({ overdue: 1, due_soon: 4, due_within_days: 14 });
    expect((await counts('fjordManager')).statusCode).toBe(404);
    expect((await counts('learner')).statusCode).toBe(403);
  });
});

describe('the report reach', () => {
  const reach = (role: DemoRole) =>
    t.app.inject({ url: `/api/v1/companies/${demo.nordlys.id}/report-reach`, headers: auth(tokens[role]) });

  it("names a head's departments, and none for the company's manager", async () => {
    expect((await reach('manager')).json().data.item).toEqual({ departments: null });
    const head = (await reach('head')).json().data.item;
    expect(head.departments.map((department: { name: string }) => department.name)).toEqual(['Sales']);
    expect((await reach('fjordManager')).statusCode).toBe(404);
  });
});
