import {
  type BodyOf,
  isMediaAnswer,
  type MediaAnswer,
  type OperationContract,
  type ParamsOf,
  type QueryOf,
  type ResponseInputOf,
} from '@academy/contracts/common/operation-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { errorResponses } from './error-responses.ts';
import { requireUser } from './request-context.ts';

/** The request a handler of operation `O` reads: params, query and body as the contract's schemas parsed them. */
export type OperationRequest<O extends OperationContract> = FastifyRequest<{
  Params: ParamsOf<O>;
  Querystring: QueryOf<O>;
  // A body the handler reads itself is not parsed before it runs.
  Body: O['bodyReadBy'] extends 'handler' ? unknown : BodyOf<O>;
}>;

/**
 * What a handler returns: the JSON answer, or — for a file or page (`mediaAnswer`) — the reply it sent the
 * bytes on.
 */
export type OperationAnswer<O extends OperationContract> =
  | (O['response'] extends MediaAnswer ? FastifyReply : ResponseInputOf<O>)
  | OtherJsonAnswer<O>;

/** The JSON body of one of the operation's other answers (the handler sets that status on the reply). */
type OtherJsonAnswer<O extends OperationContract> = {
  [S in keyof NonNullable<O['otherAnswers']>]: NonNullable<O['otherAnswers']>[S] extends z.ZodType
    ? z.input<NonNullable<O['otherAnswers']>[S]>
    : never;
}[keyof NonNullable<O['otherAnswers']>];

/**
 * The handler of a named operation. Its answer is checked against the contract's response at compile time
 * (`z.input` of the response: what the serializer accepts), so a missing or mistyped field fails `tsc`, not
 * only the response check of the tests.
 */
export type OperationHandler<O extends OperationContract> = (
  request: OperationRequest<O>,
  reply: FastifyReply,
) => Promise<OperationAnswer<O>> | OperationAnswer<O>;

/**
 * Route options an operation may add (limits, per-route config, a check before validation such as "signed
 * in first, so a guest learns nothing about the payload"); schemas and guard come from the contract.
 */
export type OperationRouteOptions = Pick<RouteOptions, 'bodyLimit' | 'config' | 'preValidation'>;

/** The OpenAPI shape of an answer under its own media types (the document generator reads it as is). */
function documented(answer: z.ZodType | MediaAnswer): unknown {
  if (!isMediaAnswer(answer)) return answer;
  const content = Object.fromEntries(
    Object.entries(answer.content).map(([type, schema]) => [type, { schema }]),
  );
  return { description: answer.description, content };
}

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
  // A signed link or a reader: the handler checks which (a browser's `<img>` sends no bearer header).
  const signedIn = operation.guard !== 'public' && operation.guard !== 'signedLinkOrUser';
  const documentsBearer = operation.guard !== 'public';
  app.route({
    ...options,
    method: operation.method,
    url: operation.path,
    ...(signedIn ? { preHandler: requireUser } : {}),
    schema: {
      tags: [...operation.tags],
      ...(documentsBearer ? { security: [{ bearer: [] }] } : {}),
      summary: operation.summary,
      ...(operation.params ? { params: operation.params } : {}),
      ...(operation.query ? { querystring: operation.query } : {}),
      ...(operation.body
        ? operation.bodyReadBy === 'handler'
          ? { documentedBody: operation.body }
          : { body: operation.body }
        : {}),
      response: {
        [status]: documented(operation.response),
        ...Object.fromEntries(
          Object.entries(operation.otherAnswers ?? {}).map(([code, answer]) => [code, documented(answer)]),
        ),
        ...errorResponses(...operation.errors),
      },
    },
    handler: async (request, reply) => {
      const answer = await handler(request as OperationRequest<O>, reply);
      // The contract's success status, unless the handler chose one of the other answers (a 202, a 206).
      if (status !== 200 && reply.statusCode === 200) (reply as FastifyReply).status(status);
      return answer;
    },
  });
}
