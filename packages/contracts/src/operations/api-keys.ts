import { itemEnvelope } from '../common/envelope.ts';
import { abilityGuard, defineOperation, idParams } from '../common/operation-contract.ts';
import { routed } from '../common/operation-route.ts';
import {
  apiKeyContract,
  apiKeyCreatedSchema,
  apiKeyCreateSchema,
  apiKeySchema,
} from '../entities/api-key.ts';
import { apiKeyRoutes } from './api-keys.routes.ts';

/** Making and revoking a company's API keys (issue 23 §3): signed-in managers and administrators only. */
const tags = ['api-keys'];

export const createApiKey = defineOperation({
  ...routed(apiKeyRoutes, 'apiKeys.create'),
  summary: 'Make an API key of a company (answers the key in full, this once)',
  tags,
  body: apiKeyCreateSchema,
  response: itemEnvelope(apiKeyCreatedSchema),
  status: 201,
  errors: [401, 403, 422],
  guard: 'signedIn',
});

export const revokeApiKey = defineOperation({
  ...routed(apiKeyRoutes, 'apiKeys.revoke'),
  summary: 'Revoke an API key: it stops working at once',
  tags,
  params: idParams.extend({ id: idParams.shape.id.describe('The id or the uuid') }),
  response: itemEnvelope(apiKeySchema),
  errors: [401, 403, 404],
  guard: abilityGuard(apiKeyContract, 'revoke'),
});

/** The operations of this file, composed into `operationContracts` (operations.ts). */
export const apiKeyOperations = [createApiKey, revokeApiKey] as const;
