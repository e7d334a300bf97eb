import type { PeopleImportReport } from '@academy/contracts/entities/people-import';
import type { Locale } from '@academy/contracts/messages';
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { insertForTenant } from '../../db/insert-in-order.ts';
import { companies, users } from '../../db/schema/tenancy.ts';
import { type Actor, managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import { fieldError } from '../../platform/http/http-error.ts';
import type { ResourceContext } from '../../platform/resource/define-resource.ts';
import { resolveReference } from '../../platform/resource/references.ts';
import type { Services } from '../../platform/services.ts';
import { mailAccountsAfterCommit } from './account-mail-jobs.ts';
import { inviteToCompany } from './company-invitations.service.ts';
import { readPeopleFile } from './people-import-file.ts';
import { type PeopleImportPlan, type PlannedRow, planPeopleImport, reportOf } from './people-import-plan.ts';
import { addMemberships, type MembershipInput } from './user-membership.ts';
import { addsPeopleToAnyCompany } from './user-reach.policy.ts';

/** Rows per statement: well below PostgreSQL's 65,535 parameters for any row of these tables. */
const chunkSize = 1000;
const chunks = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / chunkSize) }, (_, index) =>
    items.slice(index * chunkSize, (index + 1) * chunkSize),
  );

type Invitation = { userId: number; companyId: number; token: string };

/**
 * Writes a plan without problems, a statement per table and chunk, never one per person: the new accounts
 * (no password: each gets the welcome link to choose one, as a person added by hand), the memberships they
 * miss, the manager flags and custom fields the file changes; accounts the actor cannot see get an invitation.
 */
async function writePlan(context: ResourceContext, plan: PeopleImportPlan) {
  const { db, actor } = context;
  const tenantId = actor.tenantId;
  const { companyId } = plan;
  const creates = plan.rows.filter((row) => row.outcome === 'create' && row.account === null);
  const invites = plan.rows.filter((row) => row.outcome === 'create' && row.account !== null);
  const updates = plan.rows.filter((row) => row.outcome === 'update');

  const createdIds: number[] = [];
  for (const chunk of chunks(creates))
    createdIds.push(
      ...(await insertForTenant(
        db,
        users,
        tenantId,
        chunk.map((row) => ({
          first_name: row.first_name,
          last_name: row.last_name,
          email: row.email,
          custom_fields: row.custom_fields,
        })),
      )),
    );
  const membership = (row: PlannedRow, userId: number): MembershipInput => ({
    userId,
    companyId,
    isManager: row.is_manager === true,
    departments: row.departmentIds.map((departmentId) => ({ departmentId })),
  });
  const memberships = [
    ...creates.map((row, index) => membership(row, createdIds[index])),
    ...updates.map((row) => membership(row, row.account!.id)),
  ];
  for (const chunk of chunks(memberships)) await addMemberships({ db, tenantId }, chunk);

  // Existing members whose flag the file changes, and custom fields the file gives: one statement each.
  const flags = updates
    .filter((row) => row.is_manager !== null && row.account!.isManager !== null)
    .map((row) => ({ id: row.account!.id, is_manager: row.is_manager }));
  if (flags.length > 0)
    await db.execute(sql`update company_users cu set is_manager = v.is_manager
      from jsonb_to_recordset(${JSON.stringify(flags)}::jsonb) as v(id int, is_manager boolean)
      where cu.user_id = v.id and cu.company_id = ${companyId}`);
  const fields = updates
    .filter((row) => Object.keys(row.custom_fields).length > 0)
    .map((row) => ({ id: row.account!.id, fields: row.custom_fields }));
  if (fields.length > 0)
    await db.execute(sql`update users u set custom_fields = u.custom_fields || v.fields, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(fields)}::jsonb) as v(id int, fields jsonb)
      where u.id = v.id`);

  const invitations: Invitation[] = [];
  for (const row of invites) {
    const token = await inviteToCompany(db, {
      tenantId,
      userId: row.account!.id,
      invitedById: actor.user?.id ?? null,
      membership: { companyId, isManager: row.is_manager === true, departmentIds: row.departmentIds },
      now: context.services.clock.now(),
    });
    invitations.push({ userId: row.account!.id, companyId, token });
  }
  return { createdIds, invitations };
}

export type PeopleImportRequest = {
  services: Services;
  actor: Actor;
  locale: Locale;
  log?: { error(details: object, message: string): void };
};

/** The company imported into: one the actor manages in their scope (any for administrators), else a 422. */
function companyOf(context: ResourceContext, companyKey: unknown) {
  const managedOnly = addsPeopleToAnyCompany(context.actor)
    ? undefined
    : inArray(companies.id, managedCompanyIdsInScope(context.actor).concat(-1));
  return resolveReference(context, companies, companyKey, 'company_id', managedOnly);
}

/**
 * Refuses (422 on `company_id`) a company the actor may not import into — asked before the upload is read, so
 * no file is taken in for a company that is not the reader's (DESIGN §9).
 */
export async function assertImportableCompany(
  request: PeopleImportRequest,
  companyKey: unknown,
): Promise<void> {
  const { services, actor, locale } = request;
  await companyOf({ db: services.db, actor, services, locale }, companyKey);
}

/**
 * Imports people from a CSV or Excel file into a company (issue 21 §3), or only previews it (`commit: false`,
 * nothing written). The import is all-or-nothing: a file with any problem writes nothing and answers 422;
 * otherwise everything is written in one transaction. Importing the same file again changes nothing.
 * Once it has committed, each new person is welcomed with the mail of one added by hand, and invited accounts are mailed.
 */
export async function importPeople(
  request: PeopleImportRequest,
  companyKey: unknown,
  content: Buffer,
  options: { commit: boolean },
): Promise<PeopleImportReport> {
  const { services, actor, locale } = request;
  const outcome = await services.db.transaction(async (db: Executor) => {
    const context: ResourceContext = { db, actor, services, locale };
    const companyId = await companyOf(context, companyKey);
    const table = await readPeopleFile(content).catch(() => {
      throw fieldError('file', 'import.file_unreadable');
    });
    const plan = await planPeopleImport(context, companyId, table);
    const report = reportOf(plan, options.commit);
    if (!options.commit) return { report, written: null };
    if (report.counts.invalid > 0) throw fieldError('file', 'import.has_problems', report.counts.invalid);
    const written = await writePlan(context, plan);
    // Queued with the writes: the welcomes together (a few statements per 500), then the invitations.
    await mailAccountsAfterCommit(services, db, {
      tenantId: actor.tenantId,
      locale,
      createdIds: written.createdIds,
      invitations: written.invitations,
      bulk: true,
    });
    return { report, written };
  });
  return outcome.report;
}
