import { grantCompanyBooks } from '../modules/books/index.ts';
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
  await grantCompanyBooks(
    context.tx,
    context.tenantId,
    handbookIds.map((bookId) => ({ company_id: nordlysId, book_id: bookId, end_date: null })),
  );
}
