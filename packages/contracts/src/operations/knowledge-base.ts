import { defineOperation } from '../common/operation-contract.ts';
import { routed } from '../common/operation-route.ts';
import { knowledgeBaseQuerySchema, knowledgeBaseResponseSchema } from '../entities/book.ts';
import { knowledgeBaseRoutes } from './knowledge-base.routes.ts';

/**
 * GET /api/ecommerce/v1/books (spec §7): the signed-in reader's knowledge base — the top-level books in one
 * language and the products including them as collections in meta.
 */
export const readKnowledgeBase = defineOperation({
  ...routed(knowledgeBaseRoutes, 'books.knowledgeBase'),
  summary: 'Knowledge base: books in a language with purchased, readable and the products including them',
  tags: ['books', 'ecommerce'],
  query: knowledgeBaseQuerySchema,
  response: knowledgeBaseResponseSchema,
  errors: [401, 403, 422],
  guard: 'signedIn',
});

/** The operations of this file, composed into `operationContracts` (operations.ts). */
export const knowledgeBaseOperations = [readKnowledgeBase] as const;
