import {
  type CustomUserField,
  customFieldLabel,
  readCustomUserFields,
} from '@academy/contracts/entities/custom-user-field';
import {
  type PeopleImportColumn,
  type PeopleImportProblem,
  type PeopleImportReport,
  type PeopleImportRow,
  peopleImportMaxRows,
} from '@academy/contracts/entities/people-import';
import { type MessageKey, translate } from '@academy/contracts/messages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { companies, departments, users } from '../../db/schema/tenancy.ts';
import { fieldError } from '../../platform/http/http-error.ts';
import type { ResourceContext } from '../../platform/resource/define-resource.ts';
import type { SheetTable } from './people-import-file.ts';
import { visibleUsers } from './user-visibility.ts';

/** Headers a person may write for each column, lower-cased (English, Norwegian, the template's keys). */
const headerNames: Record<PeopleImportColumn, string[]> = {
  first_name: ['first_name', 'first name', 'firstname', 'given name', 'fornavn'],
  last_name: ['last_name', 'last name', 'lastname', 'surname', 'family name', 'etternavn'],
  email: ['email', 'e-mail', 'e_mail', 'mail', 'e-post', 'epost'],
  departments: ['departments', 'department', 'avdelinger', 'avdeling'],
  is_manager: ['is_manager', 'manager', 'is manager', 'leder', 'er leder'],
};
const managerFlags: Record<string, boolean> = {
  yes: true,
  true: true,
  '1': true,
  ja: true,
  no: false,
  false: false,
  '0': false,
  nei: false,
};
const emailSchema = z.email();

/** An existing account an address of the file belongs to, as far as the import needs it. */
type Account = {
  id: number;
  email: string;
  customFields: Record<string, string>;
  visible: boolean;
  /** Its membership of the company imported into: null when it is not a member. */
  isManager: boolean | null;
  departmentIds: Set<number>;
};

/** A row ready to write, with what it changes. */
export type PlannedRow = PeopleImportRow & {
  departmentIds: number[];
  /** The account the row's address belongs to; null for a new one. */
  account: Account | null;
};

export type PeopleImportPlan = {
  companyId: number;
  rows: PlannedRow[];
  problems: PeopleImportProblem[];
};

/** Which column each header names; the unknown headers apart. Custom fields match by key or by label. */
function mapHeaders(headers: string[], customFields: readonly CustomUserField[]) {
  const columns: (PeopleImportColumn | `custom:${string}` | null)[] = [];
  const unknown: string[] = [];
  for (const header of headers) {
    const name = header.trim().toLowerCase();
    const known = (Object.keys(headerNames) as PeopleImportColumn[]).find((column) =>
      headerNames[column].includes(name),
    );
    const custom = customFields.find(
      // A field's column is headed by its key or by its label in either language.
      (field) =>
        field.key.toLowerCase() === name ||
        field.label.en.trim().toLowerCase() === name ||
        field.label.nb.trim().toLowerCase() === name,
    );
    if (known) columns.push(known);
    else if (custom) columns.push(`custom:${custom.key}`);
    else {
      columns.push(null);
      if (name !== '') unknown.push(header.trim());
    }
  }
  return { columns, unknown };
}

async function accountsByEmail(context: ResourceContext, companyId: number, emails: string[]) {
  const found = new Map<string, Account>();
  if (emails.length === 0) return found;
  const rows = await context.db
    .select({
      id: users.id,
      email: sql<string>`lower(${users.email})`,
      customFields: users.custom_fields,
      visible: sql<boolean>`coalesce(${visibleUsers(context.actor) ?? sql`true`}, false)`,
      // Plain SQL with aliases: drizzle leaves column names unqualified inside subqueries.
      isManager: sql<boolean | null>`(select cu.is_manager from company_users cu
        where cu.user_id = "users"."id" and cu.company_id = ${companyId})`,
      departmentIds: sql<number[]>`array(select du.department_id from department_users du
        join departments d on d.id = du.department_id where du.user_id = "users"."id" and d.company_id = ${companyId})`,
    })
    .from(users)
    .where(and(eq(users.tenant_id, context.actor.tenantId), inArray(sql`lower(${users.email})`, emails)));
  for (const row of rows)
    found.set(row.email, { ...row, departmentIds: new Set((row.departmentIds ?? []).map(Number)) });
  return found;
}

/**
 * Plans an import of people into a company from a file's table (issue 21 §3): every row with its problems
 * and what it would do, nothing written. Existing accounts are matched by e-mail (case-insensitive): a person
 * the actor can see is added to the company and departments they miss, and their manager flag and custom
 * fields are set when the file gives them; names of existing accounts are left as their owners keep them.
 * An address of an account the actor cannot see counts as new (nothing about it is revealed): it is invited.
 */
export async function planPeopleImport(
  context: ResourceContext,
  companyId: number,
  table: SheetTable,
): Promise<PeopleImportPlan> {
  const t = (key: MessageKey, ...args: (string | number)[]) => translate(key, context.locale, ...args);
  const [headers = [], ...lines] = table;
  if (lines.length === 0) throw fieldError('file', 'import.file_empty');
  if (lines.length > peopleImportMaxRows)
    throw fieldError('file', 'import.too_many_rows', lines.length, peopleImportMaxRows);

  const [company] = await context.db
    .select({ settings: companies.settings })
    .from(companies)
    .where(eq(companies.id, companyId));
  const customFields = readCustomUserFields(company.settings.custom_user_fields);
  const companyDepartments = await context.db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(eq(departments.company_id, companyId));
  const departmentByName = new Map(companyDepartments.map((row) => [row.name.trim().toLowerCase(), row.id]));

  const { columns, unknown } = mapHeaders(headers, customFields);
  const problems: PeopleImportProblem[] = unknown.map((header) => ({
    column: header,
    message: t('import.column_unknown', header),
  }));
  if (!columns.includes('email')) problems.push({ column: null, message: t('import.email_column_missing') });

  const cellsOf = (line: string[]) => {
    const cells: Record<string, string> = {};
    columns.forEach((column, index) => {
      if (column) cells[column] = (line[index] ?? '').trim();
    });
    return cells;
  };
  const parsed = lines.map(cellsOf);
  const emails = [
    ...new Set(parsed.map((cells) => (cells.email ?? '').toLowerCase()).filter((email) => email !== '')),
  ];
  const accounts = await accountsByEmail(context, companyId, emails);

  const firstLineOf = new Map<string, number>();
  const rows = parsed.map((cells, index): PlannedRow => {
    const line = index + 2;
    const rowProblems: PeopleImportProblem[] = [];
    const problem = (column: string | null, key: MessageKey, ...args: (string | number)[]) =>
      rowProblems.push({ column, message: t(key, ...args) });

    const email = (cells.email ?? '').toLowerCase();
    if (email === '') problem('email', 'import.email_missing');
    else if (!emailSchema.safeParse(email).success) problem('email', 'import.email_invalid');
    else if (firstLineOf.has(email)) problem('email', 'import.email_duplicate', firstLineOf.get(email)!);
    else firstLineOf.set(email, line);

    const found = accounts.get(email) ?? null;
    // An account the actor cannot see is treated as a new address: it is invited, never revealed.
    const account = found?.visible ? found : null;

    const departmentNames = (cells.departments ?? '')
      .split(/[;,]/)
      .map((name) => name.trim())
      .filter((name) => name !== '');
    const departmentIds: number[] = [];
    for (const name of departmentNames) {
      const id = departmentByName.get(name.toLowerCase());
      if (id === undefined) problem('departments', 'import.department_unknown', name);
      else if (!departmentIds.includes(id)) departmentIds.push(id);
    }

    let isManager: boolean | null = null;
    const flag = (cells.is_manager ?? '').toLowerCase();
    if (flag !== '') {
      if (flag in managerFlags) isManager = managerFlags[flag];
      else problem('is_manager', 'import.manager_flag_invalid');
    }

    const customValues: Record<string, string> = {};
    for (const field of customFields) {
      const value = cells[`custom:${field.key}`] ?? '';
      if (value !== '') customValues[field.key] = value;
      else if (field.required && !account?.customFields[field.key])
        problem(field.key, 'import.custom_field_required', customFieldLabel(field, context.locale));
    }

    const firstName = cells.first_name ?? '';
    const lastName = cells.last_name ?? '';
    if (!account && (firstName === '' || lastName === '')) problem(null, 'import.name_missing');

    const changes =
      account !== null &&
      (account.isManager === null ||
        departmentIds.some((id) => !account.departmentIds.has(id)) ||
        (isManager !== null && isManager !== account.isManager) ||
        Object.entries(customValues).some(([key, value]) => account.customFields[key] !== value));
    const outcome =
      rowProblems.length > 0 || problems.length > 0
        ? 'invalid'
        : account === null
          ? 'create'
          : changes
            ? 'update'
            : 'unchanged';
    return {
      line,
      first_name: firstName,
      last_name: lastName,
      email,
      departments: departmentNames,
      is_manager: isManager,
      custom_fields: customValues,
      outcome,
      problems: rowProblems,
      departmentIds,
      account: found,
    };
  });
  return { companyId, rows, problems };
}

/** The report of a plan, as the preview and the import answer it. */
export function reportOf(plan: PeopleImportPlan, imported: boolean): PeopleImportReport {
  const counts = { create: 0, update: 0, unchanged: 0, invalid: 0 };
  for (const row of plan.rows) counts[row.outcome]++;
  return {
    rows: plan.rows.map(({ departmentIds: _ids, account: _account, ...row }) => row),
    problems: plan.problems,
    counts,
    imported,
  };
}
