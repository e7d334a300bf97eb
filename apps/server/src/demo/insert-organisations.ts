import { changeCompanySettings, createCompanies } from '../modules/companies/index.ts';
import { createDepartments } from '../modules/departments/index.ts';
import { addMemberships, createUsers } from '../modules/users/index.ts';
import { demoCompanies } from './content-organisations.ts';
import { demoAccounts } from './demo-accounts.ts';
import { requireId, type SeedContext, timestampDaysAgo } from './seed-support.ts';

export type OrganisationIds = {
  companyIdBySlug: Map<string, number>;
  /** Keyed by departmentKey(companySlug, name): department names repeat across companies. */
  departmentIdByKey: Map<string, number>;
  userIdByEmail: Map<string, number>;
};

export const departmentKey = (companySlug: string, name: string) => `${companySlug}/${name}`;

/** Companies, their departments, the demo accounts and who belongs where. */
export async function insertOrganisations(
  context: SeedContext,
  passwordHash: string,
): Promise<OrganisationIds> {
  const { tx, tenantId } = context;

  const companyIds = await createCompanies(
    tx,
    tenantId,
    demoCompanies.map((company) => ({
      name: company.name,
      slug: company.slug,
      header_color: company.headerColor ?? null,
    })),
  );
  const companyIdBySlug = new Map(demoCompanies.map((company, index) => [company.slug, companyIds[index]]));

  const departmentPlans = demoCompanies.flatMap((company) =>
    company.departments.map((name) => ({ companySlug: company.slug, name })),
  );
  const departmentIds = await createDepartments(
    tx,
    tenantId,
    departmentPlans.map(({ companySlug, name }) => ({
      companyId: requireId(companyIdBySlug, companySlug, 'company'),
      name,
    })),
  );
  const departmentIdByKey = new Map(
    departmentPlans.map(({ companySlug, name }, index) => [
      departmentKey(companySlug, name),
      departmentIds[index],
    ]),
  );

  // The registration department can only be named once the departments exist.
  for (const company of demoCompanies) {
    if (!company.dedicatedPagesDepartment) continue;
    await changeCompanySettings(tx, requireId(companyIdBySlug, company.slug, 'company'), {
      dedicated_login_page: true,
      dedicated_registration_page: true,
      registration_department_id: requireId(
        departmentIdByKey,
        departmentKey(company.slug, company.dedicatedPagesDepartment),
        'department',
      ),
    });
  }

  const userIds = await createUsers(
    tx,
    tenantId,
    demoAccounts.map((account) => ({
      first_name: account.firstName,
      last_name: account.lastName,
      email: account.email,
      password_hash: passwordHash,
      role: account.role,
      preferred_language_id: account.preferredLanguage
        ? context.languageIds[account.preferredLanguage]
        : null,
      last_login_at:
        account.lastLoginDaysAgo === null ? null : timestampDaysAgo(context, account.lastLoginDaysAgo),
      // Verified long ago, so no demo account is asked to confirm its address.
      email_verified_at: timestampDaysAgo(context, 90),
    })),
  );
  const userIdByEmail = new Map(demoAccounts.map((account, index) => [account.email, userIds[index]]));

  // Members are listed in each department in the order they appear in the account list.
  const placesTaken = new Map<number, number>();
  const nextPlace = (departmentId: number) => {
    const place = (placesTaken.get(departmentId) ?? 0) + 1;
    placesTaken.set(departmentId, place);
    return place;
  };
  await addMemberships(
    { db: tx, tenantId },
    demoAccounts.flatMap((account) =>
      account.memberships.map((membership) => ({
        userId: requireId(userIdByEmail, account.email, 'user'),
        companyId: requireId(companyIdBySlug, membership.companySlug, 'company'),
        isManager: membership.isManager ?? false,
        departments: (membership.departments ?? []).map((department) => {
          const departmentId = requireId(
            departmentIdByKey,
            departmentKey(membership.companySlug, department.name),
            'department',
          );
          return { departmentId, isHead: department.isHead ?? false, sortOrder: nextPlace(departmentId) };
        }),
      })),
    ),
  );

  return { companyIdBySlug, departmentIdByKey, userIdByEmail };
}
