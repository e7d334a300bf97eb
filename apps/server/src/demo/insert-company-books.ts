import { companyBooks } from '../db/schema/index.ts';
import type { OrganisationIds } from './insert-organisations.ts';
import { requireId, type SeedContext } from './seed-support.ts';

/**
 * Nordlys holds the Safety Handbook (every language), so its people can read the chapters; Fjord holds
 * nothing and sees the book as available to buy.
 */
export async function insertCompanyBooks(
  context: SeedContext,
  organisation: OrganisationIds,
  bookIdsByKey: ReadonlyMap<string, number[]>,
): Promise<void> {
  const nordlysId = requireId(organisation.companyIdBySlug, 'nordlys', 'company');
  const handbookIds = bookIdsByKey.get('safety-handbook') ?? [];
  if (handbookIds.length === 0) return;
  await context.tx.insert(companyBooks).values(
    handbookIds.map((bookId) => ({
      tenant_id: context.tenantId,
      company_id: nordlysId,
      book_id: bookId,
      end_date: null,
    })),
  );
}
