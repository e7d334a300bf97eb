import { defineOperation } from '../common/operation-contract.ts';
import { routed } from '../common/operation-route.ts';
import { actionNames, actionRequestSchema, actionResponseSchema } from '../entities/action.ts';
import { actionRoutes } from './actions.routes.ts';

/** POST /api/v1/action: runs a named action from the registry (spec §7). */
export const runAction = defineOperation({
  ...routed(actionRoutes, 'actions.run'),
  summary: `Runs a named action: ${actionNames.join(', ')}`,
  tags: ['actions'],
  body: actionRequestSchema,
  response: actionResponseSchema,
  errors: [401, 403, 422],
  guard: 'signedIn',
});

/** The operations of this file, composed into `operationContracts` (operations.ts). */
export const actionOperations = [runAction] as const;
