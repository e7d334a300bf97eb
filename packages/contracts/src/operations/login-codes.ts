import { z } from 'zod';
import { itemEnvelope, listEnvelope, messageEnvelope } from '../common/envelope.ts';
import { defineOperation } from '../common/operation-contract.ts';
import { routed } from '../common/operation-route.ts';
import { loginCodeIssuedSchema, loginCodeIssueSchema, loginCodeSchema } from '../entities/login-code.ts';
import { loginCodeRoutes } from './login-codes.routes.ts';

/**
 * A person's PIN codes (issue 25), from the organization area's person page: managers of a company the person
 * belongs to, and administrators, issue, list and revoke them. The code is answered once, by the issuing call.
 */
const tags = ['login-codes'];

const userParams = z.strictObject({ user: z.string().min(1).max(64).describe('The id or the uuid') });

export const listLoginCodes = defineOperation({
  ...routed(loginCodeRoutes, 'loginCodes.list'),
  summary: "A person's active PIN codes (never the codes themselves)",
  tags,
  params: userParams,
  response: listEnvelope(loginCodeSchema),
  errors: [401, 403, 404],
  guard: 'signedIn',
});

export const issueLoginCode = defineOperation({
  ...routed(loginCodeRoutes, 'loginCodes.issue'),
  summary: 'Issue a PIN code to a person: single-use, or usable until a date and time (answered this once)',
  tags,
  params: userParams,
  body: loginCodeIssueSchema,
  response: itemEnvelope(loginCodeIssuedSchema),
  status: 201,
  errors: [401, 403, 404, 422, 429],
  guard: 'signedIn',
});

export const revokeLoginCode = defineOperation({
  ...routed(loginCodeRoutes, 'loginCodes.revoke'),
  summary: 'Revoke a PIN code: it stops working at once',
  tags,
  // At most PostgreSQL’s integer: a larger id names no code (404), never a failed query.
  params: userParams.extend({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
  response: messageEnvelope,
  errors: [401, 403, 404],
  guard: 'signedIn',
});

/** The operations of this file, composed into `operationContracts` (operations.ts). */
export const loginCodeOperations = [listLoginCodes, issueLoginCode, revokeLoginCode] as const;
