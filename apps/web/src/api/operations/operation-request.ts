import type {
  BodyInputOf,
  OperationContract,
  ParamsInputOf,
  QueryInputOf,
  ResponseOf,
} from '@academy/contracts/common/operation-contract';
import type { OperationRoute } from '@academy/contracts/common/operation-route';
import { operationPath } from '@academy/contracts/common/operation-route';
import { type RequestOptions, request } from '../http-client.ts';
import { toQuery } from '../query-values.ts';

/**
 * The web's one client of the named operations (DESIGN §11): `callOperation('examinations.submit', { params,
 * body })`. The name picks the operation from the contracts; params, query and body are typed from its schemas
 * and the answer from its response. It goes through the HTTP client, so sign-in headers, the refresh and the
 * error catalogue (spec §8) are the same as for every other call. Only types come from the operations, so no
 * zod is shipped with it.
 */
type Part<Key extends string, Value> = [Value] extends [undefined]
  ? { [K in Key]?: undefined }
  : undefined extends Value
    ? { [K in Key]?: Value }
    : // A query whose every part is optional may be left out too.
      Record<never, never> extends Value
      ? { [K in Key]?: Value }
      : { [K in Key]: Value };

/** A body the handler reads itself (a multipart upload) is sent as `form` (CallOptions), not typed as JSON. */
type BodyPart<O extends OperationContract> = O['bodyReadBy'] extends 'handler'
  ? { body?: undefined }
  : Part<'body', BodyInputOf<O>>;

export type OperationInput<O extends OperationContract> = Part<'params', ParamsInputOf<O>> &
  Part<'query', QueryInputOf<O>> &
  BodyPart<O>;

/** The `data` of the answer's envelope, as the HTTP client hands it back. */
export type OperationData<O extends OperationContract> = ResponseOf<O> extends { data: infer D } ? D : never;

/**
 * How errors are shown (the HTTP client's switches); method, path, query and body come from the operation.
 * `form` is the multipart body of an operation whose handler reads an uploaded file (its contract names no
 * body schema, so there is no JSON body to type).
 */
export type CallOptions = Pick<RequestOptions, 'quiet' | 'quietForbidden' | 'passUnauthorized'> & {
  form?: FormData;
};

/** Any operation's input, as the request is built from it (each operation's own type is checked by its caller). */
export type RequestParts = {
  params?: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, unknown>>;
  body?: unknown;
};

/** Inputs with nothing required may be left out. */
export type OptionalWhenEmpty<I> =
  Record<never, never> extends I ? [input?: I, options?: CallOptions] : [input: I, options?: CallOptions];

/**
 * Sends one operation's request on the HTTP client, given its route (method and path): what `callOperation`
 * (the whole route table) and `callStartupOperation` (the first screen's few routes) share.
 */
export function requestOperation<O extends OperationContract>(
  route: OperationRoute,
  input: OperationInput<O> | undefined,
  options: CallOptions | undefined,
): Promise<OperationData<O>>;
export async function requestOperation(
  route: OperationRoute,
  input: RequestParts | undefined,
  options: CallOptions | undefined,
): Promise<unknown> {
  const { form, ...switches } = options ?? {};
  // The answer's type is the operation's (the HTTP client's trusted boundary, see `request`).
  return request(operationPath(route.path, input?.params), {
    ...switches,
    method: route.method,
    query: toQuery(input?.query),
    body: form ?? input?.body,
  });
}
