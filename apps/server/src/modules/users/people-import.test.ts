import { and, count, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyUsers, departmentUsers, mailOutbox, users } from '../../db/schema/tenancy.ts';
import { unawaitedWorkSettled } from '../../platform/auth/unawaited-work.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth, buildUser } from '../../test/factories.ts';
import { multipartBody, multipartType } from '../../test/multipart.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';

/**
 * Importing people from CSV or Excel (issue 21 §3): a preview that marks every row's problems and writes nothing,
 * an import that writes all or nothing, the same file twice changes nothing, welcome mails as for a person
 * added by hand, and no way into another company.
 */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
  // Nordlys asks for an employee number of everyone.
  await t.db
    .update(companies)
    .set({
      settings: {
        ...demo.nordlys.settings,
        custom_user_fields: [
          { key: 'employee_no', label: { en: 'Employee number', nb: 'Ansattnummer' }, required: true },
        ],
      },
    })
    .where(eq(companies.id, demo.nordlys.id));
});
afterAll(() => t.close());

const upload = (
  role: DemoRole,
  content: Buffer | string,
  options: { commit?: boolean; company?: string; filename?: string; locale?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/companies/${options.company ?? demo.nordlys.uuid}/people-import${options.commit ? '' : '/preview'}`,
    headers: {
      ...auth(tokens[role], options.locale ? { 'accept-language': options.locale } : {}),
      'content-type': multipartType(),
    },
    payload: multipartBody([
      {
        name: 'file',
        filename: options.filename ?? 'people.csv',
        type: 'text/csv',
        content: typeof content === 'string' ? Buffer.from(content) : content,
      },
    ]),
  });
const accountsWith = (emails: string[]) =>
  t.db
    .select()
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
const userCount = async () => (await t.db.select({ n: count() }).from(users))[0].n;

const header = 'first_name,last_name,email,departments,is_manager,employee_no';

describe('people import', () => {
  it('previews every row with its problems and what it would do, writing nothing', async () => {
    const existing = await buildUser(t.db, demo.tenantId, { companyId: demo.nordlys.id });
    const csv = [
      `${header},shoe_size`,
      'Ada,Lovelace,ada.preview@example.test,Sales,yes,E1,42',
      'Bad,Mail,not-an-address,,no,E2,',
      'Dup,Licate,ada.preview@example.test,,,E3,',
      'No,Dept,nodept.preview@example.test,Marketing,maybe,E4,',
      ',,nameless.preview@example.test,,,,',
      `,,${existing.email},Sales,,E6,`,
    ].join('\n');
    const before = await userCount();
    const response = await upload('manager', csv);
    expect(response.statusCode).toBe(200);
    const report = response.json().data.item;
    expect(report.imported).toBe(false);
    expect(report.problems).toEqual([
      {
        column: 'shoe_size',
        message: 'Unknown column "shoe_size": use the template\'s headers or a custom field\'s key.',
      },
    ]);
    const messages = (line: number) =>
      report.rows
        .find((row: { line: number }) => row.line === line)
        .problems.map((p: { message: string }) => p.message);
    expect(report.rows[0]).toMatchObject({
      line: 2,
      email: 'ada.preview@example.test',
      departments: ['Sales'],
      is_manager: true,
      custom_fields: { employee_no: 'E1' },
      problems: [],
    });
    expect(messages(3)).toEqual(['This is not a valid e-mail address.']);
    expect(messages(4)).toEqual(['This e-mail is already on line 2 of the file.']);
    expect(messages(5)).toEqual([
      'No department named "Marketing" in this company.',
      'Write yes or no (also true/false, 1/0, ja/nei).',
    ]);
    expect(messages(6)).toEqual([
      '"Employee number" is required.',
      'A new person needs a first and a last name.',
    ]);
    // The unknown column blocks the whole file: every row waits for it.
    expect(report.counts).toEqual({ create: 0, update: 0, unchanged: 0, invalid: 6 });
    expect(await userCount()).toBe(before);

    const clean = await upload(
      'manager',
      [header, 'Ada,Lovelace,ada.preview@example.test,Sales,yes,E1', `,,${existing.email},Sales,,E6`].join(
        '\n',
      ),
    );
    expect(clean.json().data.item.counts).toEqual({ create: 1, update: 1, unchanged: 0, invalid: 0 });
    expect(clean.json().data.item.rows.map((row: { outcome: string }) => row.outcome)).toEqual([
      'create',
      'update',
    ]);
    expect(await accountsWith(['ada.preview@example.test'])).toEqual([]);

    const nb = await upload('manager', [header, 'Per,Hansen,per@example.test,Ukjent,,E1'].join('\n'), {
      locale: 'nb',
    });
    expect(nb.json().data.item.rows[0].problems[0].message).toBe(
      'Ingen avdeling heter «Ukjent» i denne bedriften.',
    );
  });

  it('imports all rows or none: one bad row writes nothing', async () => {
    const csv = [
      header,
      'Good,Person,good.atomic@example.test,Sales,,E1',
      'Bad,Person,bad-address,,,E2',
    ].join('\n');
    const response = await upload('manager', csv, { commit: true });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file).toEqual([
      'Nothing was imported: 1 rows have problems. Fix them and upload the file again.',
    ]);
    expect(await accountsWith(['good.atomic@example.test'])).toEqual([]);
  });

  it('imports a CSV with memberships and custom fields, welcomes the new people, and changes nothing the second time', async () => {
    const existing = await buildUser(t.db, demo.tenantId, { companyId: demo.nordlys.id });
    const csv = [
      'First name;Last name;E-mail;Departments;Manager;employee_no',
      'Kari;Nordmann;Kari.Import@example.test;Sales, Operations;ja;K-1',
      'Ola;Nordmann;ola.import@example.test;Sales;nei;K-2',
      `;;${existing.email};Operations;;K-3`,
    ].join('\n');
    const first = await upload('manager', csv, { commit: true });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.item).toMatchObject({
      imported: true,
      counts: { create: 2, update: 1, unchanged: 0 },
    });
    expect(first.json().data.meta.message).toBe('2 people added, 1 updated, 0 unchanged.');

    const [kari, ola] = await accountsWith(['kari.import@example.test', 'ola.import@example.test']).then(
      (rows) => rows.sort((a, b) => a.first_name.localeCompare(b.first_name)),
    );
    expect(kari).toMatchObject({
      first_name: 'Kari',
      email: 'kari.import@example.test',
      password_hash: null,
    });
    expect(kari.custom_fields).toEqual({ employee_no: 'K-1' });
    const memberships = await t.db
      .select()
      .from(companyUsers)
      .where(inArray(companyUsers.user_id, [kari.id, ola.id]));
    expect(memberships.map((row) => [row.user_id, row.company_id, row.is_manager]).sort()).toEqual(
      [
        [kari.id, demo.nordlys.id, true],
        [ola.id, demo.nordlys.id, false],
      ].sort(),
    );
    const departmentsOf = async (userId: number) =>
      (await t.db.select().from(departmentUsers).where(eq(departmentUsers.user_id, userId)))
        .map((row) => row.department_id)
        .sort();
    expect(await departmentsOf(kari.id)).toEqual([demo.sales.id, demo.operations.id].sort());
    expect(await departmentsOf(existing.id)).toEqual([demo.operations.id]);
    const [updated] = await accountsWith([existing.email.toLowerCase()]);
    expect(updated.custom_fields).toEqual({ employee_no: 'K-3' });

    await unawaitedWorkSettled();
    const welcomes = await t.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, ['kari.import@example.test', 'ola.import@example.test', existing.email]));
    expect(welcomes.map((mail) => [mail.to, mail.template]).sort()).toEqual([
      ['kari.import@example.test', 'account-created'],
      ['ola.import@example.test', 'account-created'],
    ]);

    const before = await userCount();
    const second = await upload('manager', csv, { commit: true });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.item.counts).toEqual({ create: 0, update: 0, unchanged: 3, invalid: 0 });
    expect(await userCount()).toBe(before);
    expect(
      await t.db
        .select()
        .from(companyUsers)
        .where(inArray(companyUsers.user_id, [kari.id, ola.id])),
    ).toHaveLength(2);
    await unawaitedWorkSettled();
    expect(
      await t.db
        .select()
        .from(mailOutbox)
        .where(inArray(mailOutbox.to, ['kari.import@example.test'])),
    ).toHaveLength(1);
  });

  it('reads an Excel workbook the same way', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('People');
    sheet.addRow(['first_name', 'last_name', 'email', 'departments', 'is_manager', 'employee_no']);
    sheet.addRow(['Xena', 'Excel', 'xena.excel@example.test', 'Operations', 'no', 7]);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const preview = await upload('manager', content, { filename: 'people.xlsx' });
    expect(preview.json().data.item.rows[0]).toMatchObject({
      email: 'xena.excel@example.test',
      departments: ['Operations'],
      is_manager: false,
      custom_fields: { employee_no: '7' },
      outcome: 'create',
    });
    const imported = await upload('manager', content, { filename: 'people.xlsx', commit: true });
    expect(imported.statusCode).toBe(200);
    const [xena] = await accountsWith(['xena.excel@example.test']);
    expect(xena.last_name).toBe('Excel');
  });

  it('keeps each company to itself: another company’s manager cannot import into it, nor see its people', async () => {
    const csv = [header, 'Fay,Fjord,fay.isolated@example.test,,,'].join('\n');
    const intoNordlys = await upload('fjordManager', csv, { commit: true });
    expect(intoNordlys.statusCode).toBe(422);
    expect(await accountsWith(['fay.isolated@example.test'])).toEqual([]);
    expect((await upload('learner', csv)).statusCode).toBe(403);

    // A Nordlys person in Fjord's file counts as new there (nothing revealed); importing invites them instead.
    const nordlysPerson = await buildUser(t.db, demo.tenantId, { companyId: demo.nordlys.id });
    const fjordFile = ['first_name,last_name,email', `Some,One,${nordlysPerson.email}`].join('\n');
    const preview = await upload('fjordManager', fjordFile, { company: demo.fjord.uuid });
    expect(preview.json().data.item.rows[0].outcome).toBe('create');
    const imported = await upload('fjordManager', fjordFile, { company: demo.fjord.uuid, commit: true });
    expect(imported.statusCode).toBe(200);
    const fjordMembership = await t.db
      .select()
      .from(companyUsers)
      .where(and(eq(companyUsers.user_id, nordlysPerson.id), eq(companyUsers.company_id, demo.fjord.id)));
    expect(fjordMembership).toEqual([]);
    await unawaitedWorkSettled();
    const [invitation] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, nordlysPerson.email));
    expect(invitation.template).toBe('company-invitation');
  });

  it('refuses a file beyond 5,000 rows, and serves a template with the company’s custom fields', async () => {
    const rows = Array.from({ length: 5001 }, (_, index) => `A,B,many${index}@example.test,,,E`);
    const tooMany = await upload('manager', [header, ...rows].join('\n'));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.file).toEqual([
      'The file has 5001 rows; at most 5000 can be imported at once.',
    ]);

    const template = await t.app.inject({
      method: 'GET',
      url: `/api/v1/companies/${demo.nordlys.uuid}/people-import/template`,
      headers: auth(tokens.manager),
    });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toContain('text/csv');
    expect(template.body.split('\n')[0]).toBe(`\uFEFF${header}`);
    expect(template.headers['content-disposition']).toContain('filename="people-import-template.csv"');
    const norwegian = await t.app.inject({
      method: 'GET',
      url: `/api/v1/companies/${demo.nordlys.uuid}/people-import/template`,
      headers: { ...auth(tokens.manager), 'accept-language': 'nb' },
    });
    expect(norwegian.headers['content-disposition']).toContain('filename="mal-for-personimport.csv"');
    // Fjord's manager gets the plain headers, never Nordlys's custom fields.
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/v1/companies/${demo.nordlys.uuid}/people-import/template`,
      headers: auth(tokens.fjordManager),
    });
    expect(foreign.body.split('\n')[0]).toBe('\uFEFFfirst_name,last_name,email,departments,is_manager');
  });
});
