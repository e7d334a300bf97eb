import {
  type Book,
  type KnowledgeCollection,
  knowledgeBaseQuerySchema,
  knowledgeBaseResponseSchema,
} from '@academy/contracts/entities/book';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listEnvelope } from '../../platform/http/envelope.ts';
import { errorResponses } from '../../platform/http/error-responses.ts';
import { requireUser } from '../../platform/http/request-context.ts';
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
export async function knowledgeBaseRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/ecommerce/v1/books',
    {
      preHandler: requireUser,
      schema: {
        tags: ['books', 'ecommerce'],
        summary:
          'Knowledge base: books in a language with purchased, readable and the products including them',
        security: [{ bearer: [] }],
        querystring: knowledgeBaseQuerySchema,
        response: { 200: knowledgeBaseResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
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
    },
  );
}
