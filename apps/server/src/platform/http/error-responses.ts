import { errorBodySchema } from '@academy/contracts/common/envelope';
import type { ErrorStatus as ContractErrorStatus } from '@academy/contracts/common/operation-contract';
import type { FastifyInstance } from 'fastify';

/** What each error status means in this API (DESIGN §4); every one answers `{ message, errors? }`. */
const errorMeanings = {
  400: 'Malformed request: JSON that does not parse, input nested too deeply, an unreadable form',
  401: 'Not signed in, or the token is no longer valid',
  403: 'Forbidden by policy, or a Context-Scope / Context-User the caller may not act in',
  404: 'Not found, or not visible in the caller’s scope',
  405: 'The resource does not allow this write',
  409: 'Conflicts with the current state (e.g. still in use, already submitted)',
  413: 'Body or file too large',
  415: 'Unsupported content type',
  422: 'Invalid input: `errors` holds messages keyed by field',
  429: 'Too many attempts: `Retry-After` says when to try again',
  503: 'Maintenance: `Retry-After` says when to try again',
} as const;

export type ErrorStatus = keyof typeof errorMeanings;
/** The contracts name the same statuses; a status added on one side only fails to compile. */
const sameStatuses: [ErrorStatus, ContractErrorStatus] extends [ContractErrorStatus, ErrorStatus]
  ? true
  : never = true;
void sameStatuses;

const described = Object.fromEntries(
  Object.entries(errorMeanings).map(([status, meaning]) => [status, errorBodySchema.describe(meaning)]),
) as Record<ErrorStatus, typeof errorBodySchema>;

/** Response schemas for the error statuses a route answers: `response: { 200: …, ...errorResponses(401, 404) }`. */
export function errorResponses<const S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, described[status]])) as Record<
    S,
    typeof errorBodySchema
  >;
}

/**
 * Errors any API route can answer before its own code runs, whatever it is: malformed or too deeply nested
 * input (400), a Context-Scope the caller may not use (403), text PostgreSQL cannot store (422, the input
 * guard) and maintenance (503). They are added to every documented /api route as it is registered, so the
 * document and the response checks in tests know them without each route repeating them.
 */
const edgeErrors = errorResponses(400, 403, 422, 503);

export function documentEdgeErrors(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.schema?.hide) return;
    route.schema = {
      ...route.schema,
      response: { ...edgeErrors, ...(route.schema?.response as object | undefined) },
    };
  });
}
