import { defineOperation } from '../common/operation-contract.ts';
import { actionNames, actionRequestSchema, actionResponseSchema } from '../entities/action.ts';

/** POST /api/v1/action: runs a named action from the registry (spec §7). */
export const runAction = defineOperation({
  name: 'actions.run',
  method: 'POST',
  path: '/api/v1/action',
  summary: `Runs a named action: ${actionNames.join(', ')}`,
  tags: ['actions'],
  body: actionRequestSchema,
  response: actionResponseSchema,
  errors: [401, 403, 422],
  guard: 'signedIn',
});
