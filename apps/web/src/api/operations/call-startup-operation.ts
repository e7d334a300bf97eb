import type { OperationByName } from '@academy/contracts/operations';
import {
  type StartupOperationName,
  startupOperationRoutes,
} from '@academy/contracts/startup-operation-routes';
import {
  type OperationData,
  type OperationInput,
  type OptionalWhenEmpty,
  requestOperation,
} from './operation-request.ts';

/**
 * `callOperation` for the first screen's own calls (the context, the account's language): it reads only their
 * routes, so the start-up does not carry the route table of every operation.
 */
export function callStartupOperation<N extends StartupOperationName>(
  name: N,
  ...[input, options]: OptionalWhenEmpty<OperationInput<OperationByName[N]>>
): Promise<OperationData<OperationByName[N]>> {
  return requestOperation<OperationByName[N]>(startupOperationRoutes[name], input, options);
}
