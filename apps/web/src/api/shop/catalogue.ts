import { isApiError } from '../api-error.ts';
import { callOperation } from '../operations/call-operation.ts';

/** The shop's pages of public products (GET /api/public/v1/products); no sign-in needed. */
export async function fetchShopProducts(query: { search?: string; page: number; per_page: number }) {
  const { items, meta } = await callOperation(
    'shop.products.list',
    { query: { ...query, search: query.search?.trim() || undefined } },
    { quiet: true },
  );
  return { items, pagination: meta.pagination ?? null };
}

/** One public product, or null when it is not on sale (unknown, private or inactive: the server says 404). */
export async function fetchShopProduct(uuid: string) {
  try {
    const { item } = await callOperation('shop.products.show', { params: { id: uuid } }, { quiet: true });
    return item;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
