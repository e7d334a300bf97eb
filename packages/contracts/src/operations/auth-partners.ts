import { z } from 'zod';
import { itemEnvelope, listEnvelope } from '../common/envelope.ts';
import { defineOperation } from '../common/operation-contract.ts';
import { routed } from '../common/operation-route.ts';
import { loginResponseItemSchema } from '../entities/auth.ts';
import {
  newlearningLoginSchema,
  partnerIntegrationCreatedSchema,
  partnerIntegrationCreateSchema,
  partnerIntegrationSchema,
  storyboardLoginSchema,
} from '../entities/partner-integration.ts';
import { authPartnerRoutes } from './auth-partners.routes.ts';

/**
 * Partner sign-in (issue 25): a storyboard ticket or a partner digest signs a person of the partner's company in
 * and opens a course; a company's managers and administrators make, list and revoke the partner integrations.
 */
const authTags = ['auth'];
const tags = ['partner-integrations'];

export const loginWithStoryboard = defineOperation({
  ...routed(authPartnerRoutes, 'auth.loginWithStoryboard'),
  summary: "Sign in with a partner's storyboard ticket (a JWS, HS256) and open the course it names",
  tags: authTags,
  body: storyboardLoginSchema,
  response: itemEnvelope(loginResponseItemSchema),
  errors: [422, 429],
  guard: 'public',
});

export const loginWithNewlearning = defineOperation({
  ...routed(authPartnerRoutes, 'auth.loginWithNewlearning'),
  summary: "Sign in with a partner's digest (HMAC-SHA256 over the fields, ±5 minutes) and open the course",
  tags: authTags,
  body: newlearningLoginSchema,
  response: itemEnvelope(loginResponseItemSchema),
  errors: [422, 429],
  guard: 'public',
});

const companyParams = z.strictObject({ company: z.string().min(1).max(64).describe('The id or the uuid') });

export const listPartnerIntegrations = defineOperation({
  ...routed(authPartnerRoutes, 'partnerIntegrations.list'),
  summary: "A company's partner integrations (never their keys)",
  tags,
  params: companyParams,
  response: listEnvelope(partnerIntegrationSchema),
  errors: [401, 403, 404],
  guard: 'signedIn',
});

export const createPartnerIntegration = defineOperation({
  ...routed(authPartnerRoutes, 'partnerIntegrations.create'),
  summary: 'Make a partner integration of a company (answers its key in full, this once)',
  tags,
  params: companyParams,
  body: partnerIntegrationCreateSchema,
  response: itemEnvelope(partnerIntegrationCreatedSchema),
  status: 201,
  errors: [401, 403, 404, 422],
  guard: 'signedIn',
});

export const revokePartnerIntegration = defineOperation({
  ...routed(authPartnerRoutes, 'partnerIntegrations.revoke'),
  summary: 'Revoke a partner integration: its sign-ins and the sessions it started stop at once',
  tags,
  params: z.strictObject({ id: z.string().min(1).max(64).describe('The id or the uuid') }),
  response: itemEnvelope(partnerIntegrationSchema),
  errors: [401, 403, 404],
  guard: 'signedIn',
});

/** The operations of this file, composed into `operationContracts` (operations.ts). */
export const authPartnerOperations = [
  loginWithStoryboard,
  loginWithNewlearning,
  listPartnerIntegrations,
  createPartnerIntegration,
  revokePartnerIntegration,
] as const;
