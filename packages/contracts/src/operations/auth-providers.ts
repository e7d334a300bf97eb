import { z } from 'zod';
import { itemEnvelope } from '../common/envelope.ts';
import { defineOperation } from '../common/operation-contract.ts';
import { routed } from '../common/operation-route.ts';
import { loginResponseItemSchema } from '../entities/auth.ts';
import { authProviderRoutes } from './auth-providers.routes.ts';

/**
 * Sign-in through Microsoft Entra ID (`azure`, the enterprise directory, per company) and Facebook (`facebook`,
 * the social network) — spec §7 POST /api/v1/auth/login/{provider}, issue 25. The browser first asks for the
 * provider's address (`start`: state, nonce and PKCE verifier stay in a sealed httpOnly cookie), is sent back
 * to /azure/callback or /facebook/callback, and that page hands the code to `login`.
 */
const tags = ['auth'];

/** The two providers (spec §7); any other value is answered with `auth.invalid_provider`. */
export const signInProviders = ['azure', 'facebook'] as const;
export type SignInProvider = (typeof signInProviders)[number];
export const isSignInProvider = (value: string): value is SignInProvider =>
  (signInProviders as readonly string[]).includes(value);

/** The provider's name in the path: checked by the handler, so a wrong one gets the translated message. */
const providerParams = z.strictObject({ provider: z.string().min(1).max(40) });

export const providerSignInStartSchema = z.strictObject({
  /** The company of /login/:company (slug, uuid or fqmi); Microsoft sign-in always needs one. */
  company: z.string().min(1).max(100).optional(),
});
export const providerSignInStartItemSchema = z.object({
  /** Where to send the browser: the provider's authorization endpoint with state, nonce and PKCE challenge. */
  authorization_url: z.string(),
});

export const providerLoginSchema = z.strictObject({
  code: z.string().min(1).max(4000),
  state: z.string().min(1).max(200),
  /** The issuer the provider named in its answer (RFC 9207), when it names one. */
  iss: z.string().max(500).optional(),
  /** spec §7 "optionally fqmi": the company the sign-in is for; it must be the one the flow was started for. */
  fqmi: z.string().max(200).optional(),
});
export type ProviderLoginRequest = z.infer<typeof providerLoginSchema>;

export const startProviderSignIn = defineOperation({
  ...routed(authProviderRoutes, 'authProviders.start'),
  summary: 'Start sign-in with Microsoft or Facebook: the address to send the browser to',
  tags,
  params: providerParams,
  body: providerSignInStartSchema,
  response: itemEnvelope(providerSignInStartItemSchema),
  errors: [422, 429],
  guard: 'public',
});

export const loginWithProvider = defineOperation({
  ...routed(authProviderRoutes, 'authProviders.login'),
  summary: 'Finish sign-in with Microsoft or Facebook: the code from the callback page',
  tags,
  params: providerParams,
  body: providerLoginSchema,
  response: itemEnvelope(loginResponseItemSchema),
  errors: [422, 429],
  guard: 'public',
});

/** The operations of this file, composed into `operationContracts` (operations.ts). */
export const authProviderOperations = [startProviderSignIn, loginWithProvider] as const;
