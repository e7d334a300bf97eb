import type {
  BodyOf,
  OperationContract,
  ParamsOf,
  QueryOf,
  ResponseInputOf,
} from '@academy/contracts/common/operation-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { errorResponses } from './error-responses.ts';
import { requireUser } from './request-context.ts';

/** The request a handler of operation `O` reads: params, query and body as the contract's schemas parsed them. */
export type OperationRequest<O extends OperationContract> = FastifyRequest<{
  Params: ParamsOf<O>;
  Querystring: QueryOf<O>;
  Body: BodyOf<O>;
}>;

/**
 * The handler of a named operation. Its answer is checked against the contract's response at compile time
 * (`z.input` of the response: what the serializer accepts), so a missing or mistyped field fails `tsc`, not
 * only the response check of the tests.
 */
export type OperationHandler<O extends OperationContract> = (
  request: OperationRequest<O>,
  reply: FastifyReply,
) => Promise<ResponseInputOf<O>> | ResponseInputOf<O>;

/**
 * Route options an operation may add (limits, per-route config); schemas and guard come from the contract.
 * `preValidation: requireUser` checks the sign-in before the body, so a signed-out caller learns nothing
 * about the payload (401 before 422).
 */
export type OperationRouteOptions = Pick<RouteOptions, 'bodyLimit' | 'config' | 'preValidation'>;

/**
 * Registers a named operation (DESIGN §11) as a Fastify route: method and path, the request schemas, the
 * success answer and the error bodies (`errorResponses`) all come from the contract, so the OpenAPI document
 * and the response checks describe exactly what the web's typed client is built from. A guard other than
 * `public` requires a signed-in user before the handler runs; an ability guard is then checked by the
 * handler against the row it loads (`authorize(policy, ability, …)`), since only it has the row.
 */
export function registerOperation<const O extends OperationContract>(
  app: FastifyInstance,
  operation: O,
  handler: OperationHandler<NoInfer<O>>,
  options: OperationRouteOptions = {},
): void {
  const status = operation.status ?? 200;
  const signedIn = operation.guard !== 'public';
  app.route({
    ...options,
    method: operation.method,
    url: operation.path,
    ...(signedIn ? { preHandler: requireUser } : {}),
    schema: {
      tags: [...operation.tags],
      ...(signedIn ? { security: [{ bearer: [] }] } : {}),
      summary: operation.summary,
      ...(operation.params ? { params: operation.params } : {}),
      ...(operation.query ? { querystring: operation.query } : {}),
      ...(operation.body ? { body: operation.body } : {}),
      response: { [status]: operation.response, ...errorResponses(...operation.errors) },
    },
    handler: async (request, reply) => {
      const answer = await handler(request as OperationRequest<O>, reply);
      if (status !== 200) (reply as FastifyReply).status(status);
      return answer;
    },
  });
}
