import { eq } from 'drizzle-orm';
import {
  companies,
  companyUsers,
  defaultCompanySettings,
  departments,
  departmentUsers,
  users,
} from '../db/schema/index.ts';
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

  const companyRows = await tx
    .insert(companies)
    .values(
      demoCompanies.map((company) => ({
        tenant_id: tenantId,
        name: company.name,
        slug: company.slug,
        header_color: company.headerColor ?? null,
        settings: defaultCompanySettings,
      })),
    )
    .returning({ id: companies.id, slug: companies.slug });
  const companyIdBySlug = new Map(companyRows.map((row) => [row.slug, row.id]));
  const companySlugById = new Map(companyRows.map((row) => [row.id, row.slug]));

  const departmentRows = await tx
    .insert(departments)
    .values(
      demoCompanies.flatMap((company) =>
        company.departments.map((name) => ({
          tenant_id: tenantId,
          company_id: requireId(companyIdBySlug, company.slug, 'company'),
          name,
        })),
      ),
    )
    .returning({ id: departments.id, company_id: departments.company_id, name: departments.name });
  const departmentIdByKey = new Map(
    departmentRows.map((row) => [departmentKey(companySlugById.get(row.company_id)!, row.name), row.id]),
  );

  // The registration department can only be named once the departments exist.
  for (const company of demoCompanies) {
    if (!company.dedicatedPagesDepartment) continue;
    await tx
      .update(companies)
      .set({
        settings: {
          ...defaultCompanySettings,
          dedicated_login_page: true,
          dedicated_registration_page: true,
          registration_department_id: requireId(
            departmentIdByKey,
            departmentKey(company.slug, company.dedicatedPagesDepartment),
            'department',
          ),
        },
      })
      .where(eq(companies.id, requireId(companyIdBySlug, company.slug, 'company')));
  }

  const userRows = await tx
    .insert(users)
    .values(
      demoAccounts.map((account) => ({
        tenant_id: tenantId,
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
    )
    .returning({ id: users.id, email: users.email });
  const userIdByEmail = new Map(userRows.map((row) => [row.email, row.id]));

  const memberships = demoAccounts.flatMap((account) =>
    account.memberships.map((membership) => ({ account, membership })),
  );
  await tx.insert(companyUsers).values(
    memberships.map(({ account, membership }) => ({
      tenant_id: tenantId,
      company_id: requireId(companyIdBySlug, membership.companySlug, 'company'),
      user_id: requireId(userIdByEmail, account.email, 'user'),
      is_manager: membership.isManager ?? false,
    })),
  );

  const departmentMemberships = memberships.flatMap(({ account, membership }) =>
    (membership.departments ?? []).map((department) => ({
      departmentId: requireId(
        departmentIdByKey,
        departmentKey(membership.companySlug, department.name),
        'department',
      ),
      userId: requireId(userIdByEmail, account.email, 'user'),
      isHead: department.isHead ?? false,
    })),
  );
  await tx.insert(departmentUsers).values(
    departmentMemberships.map((member) => ({
      tenant_id: tenantId,
      department_id: member.departmentId,
      user_id: member.userId,
      is_head: member.isHead,
      // Members are listed in the order they appear in the account list.
      sort_order:
        departmentMemberships.filter((other) => other.departmentId === member.departmentId).indexOf(member) +
        1,
    })),
  );

  return { companyIdBySlug, departmentIdByKey, userIdByEmail };
}
