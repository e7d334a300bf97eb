import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/tenancy.ts';
import { parseCsv, readXlsx } from '../../platform/exports/spreadsheet-test-support.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth, buildUser } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';

/**
 * Issue 14: the organization's users tab exports the filtered list as CSV and Excel — the list's own query,
 * visibility and order, every row, formula cells neutralised.
 */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
  // Enough people for several pages of the list, and one whose name a spreadsheet would run.
  for (let index = 0; index < 30; index++)
    await buildUser(t.db, demo.tenantId, {
      companyId: demo.nordlys.id,
      departmentId: index % 2 ? demo.sales.id : demo.operations.id,
      email: `export.${String(index).padStart(2, '0')}@example.test`,
    });
  const formula = await buildUser(t.db, demo.tenantId, {
    companyId: demo.nordlys.id,
    departmentId: demo.sales.id,
    email: 'formula.person@example.test',
  });
  await t.db.update(users).set({ first_name: '+SUM(1)', last_name: '=cmd' }).where(eq(users.id, formula.id));
});
afterAll(() => t.close());

const get = (role: DemoRole, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: auth(tokens[role], headers) });

/** Every e-mail of the users list for this query, in its order, page by page (what the table shows). */
async function listed(role: DemoRole, query: string): Promise<string[]> {
  const emails: string[] = [];
  for (let page = 1; ; page++) {
    const answer = await get(role, `/api/v1/users?per_page=10&page=${page}&${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { items, meta } = answer.json().data;
    emails.push(...items.map((item: { email: string }) => item.email));
    if (page >= meta.pagination.last_page) return emails;
  }
}

const exported = async (role: DemoRole, query: string, headers: Record<string, string> = {}) => {
  const answer = await get(role, `/api/v1/users/export?${query}`, headers);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer;
};

describe('the users export', () => {
  it("is made for an nb reader: a Norwegian file name and ';' between cells (Norwegian Excel)", async () => {
    const answer = await exported('manager', 'format=csv', { 'accept-language': 'nb' });
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="brukere-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(answer.body.split('\r\n')[0]).toMatch(/^\uFEFF"Fornavn";"Etternavn";/);
    const [header, ...people] = parseCsv(answer.body, ';');
    expect(header[0]).toBe('Fornavn');
    expect(people.length).toBeGreaterThan(0);
    expect(people.every((line) => line.length === header.length)).toBe(true);
  });

  it('writes, as CSV, exactly the list a manager sees, in its order, with every page', async () => {
    const answer = await exported('manager', 'format=csv');
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = parseCsv(answer.body);
    expect(lines[0]).toEqual([
      'First name',
      'Last name',
      'E-mail',
      'Companies',
      'Departments',
      'Manager',
      'Active',
      'Last sign-in',
      'Created',
    ]);
    const emails = lines.slice(1).map((line) => line[2]);
    expect(emails.length).toBeGreaterThan(30);
    expect(emails).toEqual(await listed('manager', ''));
    expect(emails).not.toContain('fjord.learner@academy.test');
    const learner = lines.find((line) => line[2] === 'learner@academy.test')!;
    expect(learner.slice(3, 7)).toEqual(['Nordlys AS', 'Sales', 'No', 'Yes']);
    const formula = lines.find((line) => line[2] === 'formula.person@example.test')!;
    expect(formula.slice(0, 2)).toEqual(["'+SUM(1)", "'=cmd"]);
  });

  it('follows the filters, search and sort of the list, and writes Excel in the reader’s language', async () => {
    const query = `filter[department]=${demo.sales.uuid}&search=export&sort=-email`;
    const answer = await exported('manager', `format=xlsx&${query}`, { 'accept-language': 'nb' });
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="brukere-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const { name, rows } = await readXlsx(answer.rawPayload);
    expect(name).toBe('Brukere');
    expect(rows[0].slice(0, 3)).toEqual(['Fornavn', 'Etternavn', 'E-post']);
    const emails = rows.slice(1).map((row) => row[2]);
    expect(emails).toHaveLength(15);
    expect(emails).toEqual(await listed('manager', query));
    expect(rows[1][4]).toBe('Sales');
    expect(rows[1][6]).toBe('Ja');
  });

  it("shows another company's manager only their own people, and a learner only themselves", async () => {
    const fjord = parseCsv((await exported('fjordManager', 'format=csv')).body)
      .slice(1)
      .map((line) => line[2]);
    expect(fjord).toEqual(await listed('fjordManager', ''));
    expect(fjord).toContain('fjord.learner@academy.test');
    expect(fjord.some((email) => email.startsWith('export.') || email === 'learner@academy.test')).toBe(
      false,
    );
    // multi@ belongs to both companies: Fjord's export names only Fjord's side of them.
    const multi = parseCsv((await exported('fjordManager', 'format=csv')).body).find(
      (line) => line[2] === 'multi@academy.test',
    )!;
    expect(multi.slice(3, 5)).toEqual(['Fjord Logistics', 'Drivers']);
    // Filtering by another company's department matches nobody, as in the list.
    const probe = parseCsv(
      (await exported('fjordManager', `format=csv&filter[department]=${demo.sales.id}`)).body,
    );
    expect(probe).toHaveLength(1);
    const learner = parseCsv((await exported('learner', 'format=csv')).body);
    expect(learner.slice(1).map((line) => line[2])).toEqual(['learner@academy.test']);
  });

  it('refuses what the list refuses, as JSON, before any file', async () => {
    const unknown = await get('manager', '/api/v1/users/export?format=csv&filter[nope]=1');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.headers['content-type']).toMatch(/^application\/json/);
    expect(Object.keys(unknown.json().errors)).toEqual(['filter[nope]']);
    expect((await get('manager', '/api/v1/users/export?format=pdf')).statusCode).toBe(422);
    expect((await get('manager', '/api/v1/users/export?format=csv&sort=password')).statusCode).toBe(422);
    expect((await t.app.inject({ url: '/api/v1/users/export?format=csv' })).statusCode).toBe(401);
  });
});
