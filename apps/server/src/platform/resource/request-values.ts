import type { FastifyRequest } from 'fastify';

/** A plain object's fields, or undefined for anything else (a JSON value may be an array, a string …). */
export function asRecord(value: unknown): Record<string, unknown> | undefined {
  // Checked to be a non-array object: reading its fields by name is what the caller does next.
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/**
 * The query of a generic route as a record. Its schema is the resource's own, chosen at run time, so Fastify
 * types the query `unknown`; the route's schema has already validated it.
 */
export const queryOf = (request: FastifyRequest): Record<string, unknown> => asRecord(request.query) ?? {};

/** The body of a generic route, when it is an object (see queryOf for why it is typed `unknown`). */
export const bodyOf = (request: FastifyRequest): Record<string, unknown> | undefined =>
  asRecord(request.body);
