import { itemEnvelope } from '../common/envelope.ts';
import { abilityGuard, defineOperation, idParams } from '../common/operation-contract.ts';
import {
  apiKeyContract,
  apiKeyCreatedSchema,
  apiKeyCreateSchema,
  apiKeySchema,
} from '../entities/api-key.ts';

/** Making and revoking a company's API keys (issue 23 §3): signed-in managers and administrators only. */
const tags = ['api-keys'];

export const createApiKey = defineOperation({
  name: 'apiKeys.create',
  method: 'POST',
  path: '/api/v1/api-keys',
  summary: 'Make an API key of a company (answers the key in full, this once)',
  tags,
  body: apiKeyCreateSchema,
  response: itemEnvelope(apiKeyCreatedSchema),
  status: 201,
  errors: [401, 403, 422],
  guard: 'signedIn',
});

export const revokeApiKey = defineOperation({
  name: 'apiKeys.revoke',
  method: 'POST',
  path: '/api/v1/api-keys/:id/revoke',
  summary: 'Revoke an API key: it stops working at once',
  tags,
  params: idParams.extend({ id: idParams.shape.id.describe('The id or the uuid') }),
  response: itemEnvelope(apiKeySchema),
  errors: [401, 403, 404],
  guard: abilityGuard(apiKeyContract, 'revoke'),
});
