import type { Book, KnowledgeCollection } from '@academy/contracts/entities/book';
import { readKnowledgeBase } from '@academy/contracts/operations/knowledge-base';
import type { FastifyInstance } from 'fastify';
import { listEnvelope } from '../../platform/http/envelope.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { listResources } from '../../platform/resource/resource-service.ts';
import { bookResource } from './books.resource.ts';

type ProductOfBook = NonNullable<Book['products']>[number];

/** Products that include at least one of the books, each with those books; cheapest first. */
export function collectionsOf(items: Pick<Book, 'id' | 'purchased' | 'products'>[]): KnowledgeCollection[] {
  const byProduct = new Map<number, { product: ProductOfBook; books: typeof items }>();
  for (const item of items) {
    for (const product of item.products ?? []) {
      const entry = byProduct.get(product.id) ?? { product, books: [] };
      entry.books.push(item);
      byProduct.set(product.id, entry);
    }
  }
  return [...byProduct.values()].map(({ product, books }) => ({
    product,
    book_ids: books.map((book) => book.id),
    purchased: books.every((book) => book.purchased),
  }));
}

/**
 * GET /api/ecommerce/v1/books (spec §7): the signed-in reader's knowledge base — the top-level books in one
 * language, each with `purchased`, `readable` and the products that include it, and the products as
 * collections in meta. Built on the books resource so visibility, access and presentation are the same.
 */
export async function knowledgeBaseRoutes(app: FastifyInstance): Promise<void> {
  registerOperation(app, readKnowledgeBase, async (request) => {
    const { query } = request;
    const { items, pagination } = await listResources(
      bookResource,
      { db: app.services.db, actor: request.actor, services: app.services, locale: request.locale },
      {
        page: query.page,
        per_page: query.per_page,
        search: query.search,
        sort: 'sort_order,name',
        with: 'media,products',
        'filter[parent]': 'null',
        'filter[is_active]': 'true',
        'filter[language]': query.language ?? request.locale,
        ...(query.purchased ? { 'filter[purchased]': query.purchased } : {}),
      },
    );
    const envelope = listEnvelope(request, items, { pagination });
    const collections = collectionsOf(items as unknown as Book[]);
    return { data: { items: items as unknown as Book[], meta: { ...envelope.data.meta, collections } } };
  });
}
