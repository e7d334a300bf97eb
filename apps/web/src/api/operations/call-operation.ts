import { operationPath } from '@academy/contracts/common/operation-route';
import { operationRoutes } from '@academy/contracts/operation-routes';
import type { OperationByName, OperationName } from '@academy/contracts/operations';
import { apiUrl } from '../http-client.ts';
import { toQuery } from '../query-values.ts';
import {
  type OperationData,
  type OperationInput,
  type OptionalWhenEmpty,
  type RequestParts,
  requestOperation,
} from './operation-request.ts';

export type { CallOptions, OperationData, OperationInput } from './operation-request.ts';

/**
 * The web's one client of the named operations (DESIGN §11): `callOperation('examinations.submit', { params,
 * body })`. The name picks the operation from the contracts; params, query and body are typed from its schemas
 * and the answer from its response. It goes through the HTTP client, so sign-in headers, the refresh and the
 * error catalogue (spec §8) are the same as for every other call. Only types come from the operations, so no
 * zod is shipped with it.
 */
export async function callOperation<N extends OperationName>(
  name: N,
  ...[input, options]: OptionalWhenEmpty<OperationInput<OperationByName[N]>>
): Promise<OperationData<OperationByName[N]>> {
  return requestOperation<OperationByName[N]>(operationRoutes[name], input, options);
}

/**
 * The URL of an operation the browser fetches itself (an `<img src>`, a player's source, a file download):
 * its path from the route table, the query appended. Typed like `callOperation`'s input.
 */
export function operationUrl<N extends OperationName>(
  name: N,
  ...[input]: OptionalWhenEmpty<OperationInput<OperationByName[N]>>
): string;
export function operationUrl(name: OperationName, input?: RequestParts): string {
  return apiUrl(operationPath(operationRoutes[name].path, input?.params), toQuery(input?.query));
}
