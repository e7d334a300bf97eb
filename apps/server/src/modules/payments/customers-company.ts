import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { checkouts } from '../../db/schema/payments.ts';
import { companies, companyUsers } from '../../db/schema/tenancy.ts';

/** The tenant's company of buyers who belong to no company (decisions.md, "The shop"). */
export const customersCompanySlug = 'shop-customers';

/**
 * Where a personal purchase's enrollments are recorded: an enrollment always belongs to a company, and a
 * learner sees the enrollments of the companies they belong to. The company the buyer acted in at checkout
 * if they still belong to it, else their first company, else the tenant's "Shop customers" company, which the
 * buyer then joins (made the first time it is needed).
 */
export async function personalPurchaseCompany(
  tx: Executor,
  checkout: Pick<typeof checkouts.$inferSelect, 'tenant_id' | 'user_id' | 'buyer_company_id'>,
): Promise<number> {
  const userId = checkout.user_id!;
  const memberships = await tx
    .select({ companyId: companyUsers.company_id })
    .from(companyUsers)
    .where(eq(companyUsers.user_id, userId))
    .orderBy(companyUsers.company_id);
  const ids = memberships.map((row) => row.companyId);
  if (checkout.buyer_company_id !== null && ids.includes(checkout.buyer_company_id))
    return checkout.buyer_company_id;
  if (ids.length > 0) return ids[0];
  await tx
    .insert(companies)
    .values({ tenant_id: checkout.tenant_id, name: 'Shop customers', slug: customersCompanySlug })
    .onConflictDoNothing({ target: [companies.tenant_id, companies.slug] });
  const [customers] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.tenant_id, checkout.tenant_id), eq(companies.slug, customersCompanySlug)));
  await tx
    .insert(companyUsers)
    .values({ tenant_id: checkout.tenant_id, company_id: customers.id, user_id: userId });
  return customers.id;
}
