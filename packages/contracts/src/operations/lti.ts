import { z } from 'zod';
import { itemEnvelope } from '../common/envelope.ts';
import { defineOperation, mediaAnswer } from '../common/operation-contract.ts';
import { routed } from '../common/operation-route.ts';
import { loginResponseItemSchema } from '../entities/auth.ts';
import { ltiRoutes } from './lti.routes.ts';

/**
 * The academy as an LTI 1.3 tool (issue 25): the platform's OIDC login initiation and launch, the tool's public
 * keys, and the academy pages that turn a launch into a session (no third-party cookie: a one-use code in the
 * page's address) or let an instructor pick a course for Deep Linking.
 */
const tags = ['lti'];

const jwkSchema = z.looseObject({ kty: z.string(), kid: z.string() });
export const ltiJwksSchema = z.object({ keys: z.array(jwkSchema) });

/** The OIDC third-party-initiated login's parameters (LTI 1.3 core §5.1.1), by GET or form POST. */
export const ltiLoginParamsSchema = z.looseObject({
  iss: z.string().min(1).max(500),
  login_hint: z.string().min(1).max(2000),
  target_link_uri: z.string().min(1).max(2000),
  lti_message_hint: z.string().max(4000).optional(),
  client_id: z.string().max(255).optional(),
  lti_deployment_id: z.string().max(255).optional(),
  lti_storage_target: z.string().max(100).optional(),
});

/** The platform's form post of the id token (and the state given at login). */
export const ltiLaunchBodySchema = z.looseObject({
  id_token: z.string().min(1).max(20_000),
  state: z.string().min(1).max(200),
});

const redirect = mediaAnswer(
  'A redirect (302/303) to the next step, or a page that takes the browser there',
  {
    'text/html': z.string(),
  },
);

export const ltiJwks = defineOperation({
  ...routed(ltiRoutes, 'lti.jwks'),
  summary:
    "The tool's public keys (JWKS): platforms verify the tool's deep-linking answers and token requests",
  tags,
  response: ltiJwksSchema,
  errors: [],
  guard: 'public',
});

export const ltiLoginGet = defineOperation({
  ...routed(ltiRoutes, 'lti.loginGet'),
  summary:
    "OIDC login initiation: sends the browser to the platform's authorization endpoint with state and nonce",
  tags,
  query: ltiLoginParamsSchema,
  response: redirect,
  errors: [400, 404],
  guard: 'public',
});

export const ltiLoginPost = defineOperation({
  ...routed(ltiRoutes, 'lti.loginPost'),
  summary: 'OIDC login initiation by form post (as the GET)',
  tags,
  body: ltiLoginParamsSchema,
  response: redirect,
  errors: [400, 404],
  guard: 'public',
});

export const ltiLaunch = defineOperation({
  ...routed(ltiRoutes, 'lti.launch'),
  summary:
    "The launch: the platform's id token, verified against its keys, becomes a one-use code in the address of an academy page",
  tags,
  body: ltiLaunchBodySchema,
  response: redirect,
  errors: [400, 401, 403, 404],
  guard: 'public',
});

export const ltiCodeSchema = z.strictObject({ code: z.string().min(10).max(200) });

export const ltiExchangeItemSchema = loginResponseItemSchema.extend({
  /** The course the resource link names (null: none; the learner's home opens). */
  course_uuid: z.string().uuid().nullable(),
  /**
   * The learning platform's language for this launch (its `launch_presentation` locale: nb/no/nn → nb, en → en;
   * null when it named none of these): the launch page shows the session in it, the account's choice unchanged.
   */
  language: z.enum(['en', 'nb']).nullable(),
});

/**
 * The exchange's body: the code, and the value the login put into the platform's storage when the platform
 * offered one (`lti_storage_target`), read back by the launch page: only that browser can finish the launch.
 */
export const ltiExchangeBodySchema = ltiCodeSchema.extend({
  binding: z.string().min(10).max(200).optional(),
});

export const ltiExchange = defineOperation({
  ...routed(ltiRoutes, 'lti.exchange'),
  summary:
    "Exchange a launch's one-use code (and the login's value from the platform's storage, when it offered one) for a session of the launched person, with the course to open",
  tags,
  body: ltiExchangeBodySchema,
  response: itemEnvelope(ltiExchangeItemSchema),
  errors: [401, 422, 429],
  guard: 'public',
});

export const ltiDeepLinkCourseSchema = z.object({ uuid: z.string().uuid(), title: z.string() });
export const ltiDeepLinkContextSchema = z.object({
  company: z.string(),
  /** The platform's language of the deep-linking launch (as the exchange's `language`): the page speaks it. */
  language: z.enum(['en', 'nb']).nullable(),
  courses: z.array(ltiDeepLinkCourseSchema),
});

export const ltiDeepLinkCourses = defineOperation({
  ...routed(ltiRoutes, 'lti.deepLinkCourses'),
  summary:
    "The courses of the registration's company an instructor may link (Deep Linking; the code, and the login's value from the platform's storage when it offered one)",
  tags,
  body: ltiExchangeBodySchema,
  response: itemEnvelope(ltiDeepLinkContextSchema),
  errors: [401, 422, 429],
  guard: 'public',
});

export const ltiDeepLinkAnswerSchema = z.object({
  /** Where the browser posts `JWT` (the platform's deep_link_return_url). */
  return_url: z.string(),
  /** The signed LtiDeepLinkingResponse. */
  jwt: z.string(),
});

export const ltiDeepLinkRespond = defineOperation({
  ...routed(ltiRoutes, 'lti.deepLinkRespond'),
  summary: 'Sign the Deep Linking response naming the chosen course (the page posts it to the platform)',
  tags,
  body: ltiExchangeBodySchema.extend({ course_uuid: z.string().uuid() }),
  response: itemEnvelope(ltiDeepLinkAnswerSchema),
  errors: [401, 404, 422, 429],
  guard: 'public',
});

/** The operations of this file, composed into `operationContracts` (operations.ts). */
export const ltiOperations = [
  ltiJwks,
  ltiLoginGet,
  ltiLoginPost,
  ltiLaunch,
  ltiExchange,
  ltiDeepLinkCourses,
  ltiDeepLinkRespond,
] as const;
