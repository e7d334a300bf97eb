import { z } from 'zod';
import { itemEnvelope, metaSchema } from '../common/envelope.ts';
import { defineOperation } from '../common/operation-contract.ts';
import { routed } from '../common/operation-route.ts';
import {
  authMessageResponseSchema,
  captchaChallengeSchema,
  emailUpdateCheckItemSchema,
  loginRequestSchema,
  loginResponseItemSchema,
  recoverRequestSchema,
  registerAdditionalRequestSchema,
  registerRequestSchema,
  registrationCompanySchema,
  requestResetPasswordSchema,
  resetPasswordRequestSchema,
  verifyEmailUpdateRequestSchema,
} from '../entities/auth.ts';
import { loginWithCodeRequestSchema, requestLoginCodeSchema } from '../entities/login-code.ts';
import { companyInvitationCheckSchema, companyInvitationRequestSchema } from '../entities/user.ts';
import { authRoutes } from './auth.routes.ts';

/**
 * The sign-in calls of spec §7 Auth under /api/v1/auth: signing in and out, registering, the forgotten
 * password, and the mailed links (e-mail change, company invitation), whose handlers the users module owns.
 */
const tags = ['auth'];

/** A message answer that also carries what a mailed link is about (the check step of a link's page). */
const messageWithItem = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.object({ item, message: z.string(), relations: z.array(z.string()), meta: metaSchema }),
  });

export const login = defineOperation({
  ...routed(authRoutes, 'auth.login'),
  summary: 'Sign in with e-mail and password, optionally for one company (/login/:company)',
  tags,
  body: loginRequestSchema,
  response: itemEnvelope(loginResponseItemSchema),
  errors: [422, 429],
  guard: 'public',
});

export const loginWithCode = defineOperation({
  ...routed(authRoutes, 'auth.loginWithCode'),
  summary: "Sign in with e-mail and a PIN code (where the person's company allows PIN sign-in)",
  tags,
  body: loginWithCodeRequestSchema,
  response: itemEnvelope(loginResponseItemSchema),
  errors: [422, 429],
  guard: 'public',
});

export const requestLoginCode = defineOperation({
  ...routed(authRoutes, 'auth.requestLoginCode'),
  summary: 'Mail a one-time PIN code (same answer whether or not the address can have one)',
  tags,
  body: requestLoginCodeSchema,
  response: authMessageResponseSchema,
  errors: [422, 429],
  guard: 'public',
});

export const logout = defineOperation({
  ...routed(authRoutes, 'auth.logout'),
  summary: 'Revoke the current access token',
  tags,
  response: authMessageResponseSchema,
  errors: [401],
  guard: 'signedIn',
});

export const captchaChallenge = defineOperation({
  ...routed(authRoutes, 'auth.captchaChallenge'),
  summary: 'An ALTCHA proof-of-work challenge (plain JSON, as the widget expects)',
  tags,
  response: captchaChallengeSchema,
  errors: [],
  guard: 'public',
});

export const requestPasswordReset = defineOperation({
  ...routed(authRoutes, 'auth.requestPasswordReset'),
  summary: 'Mail a password reset link (same answer for unknown addresses)',
  tags,
  body: requestResetPasswordSchema,
  response: authMessageResponseSchema,
  errors: [422, 429],
  guard: 'public',
});

export const recoverPassword = defineOperation({
  ...routed(authRoutes, 'auth.recover'),
  summary: 'Mail a password reset link (the second entry point; same behaviour)',
  tags,
  body: recoverRequestSchema,
  response: authMessageResponseSchema,
  errors: [422, 429],
  guard: 'public',
});

export const resetPassword = defineOperation({
  ...routed(authRoutes, 'auth.resetPassword'),
  summary: 'Set a new password with the token from the reset link; ends every session of the user',
  tags,
  body: resetPasswordRequestSchema,
  response: authMessageResponseSchema,
  errors: [422, 429],
  guard: 'public',
});

export const registrationCompany = defineOperation({
  ...routed(authRoutes, 'auth.registrationCompany'),
  summary: "A company's registration and sign-in page data (branding, which sign-ins it offers)",
  tags,
  params: z.strictObject({ company: z.string().min(1).max(100) }),
  response: itemEnvelope(registrationCompanySchema),
  errors: [404],
  guard: 'public',
});

export const register = defineOperation({
  ...routed(authRoutes, 'auth.register'),
  summary: 'Create an account (optionally in a company with a dedicated registration page); signs in',
  tags,
  body: registerRequestSchema,
  response: itemEnvelope(loginResponseItemSchema),
  status: 201,
  errors: [404, 422, 429],
  guard: 'public',
});

export const completeRegistration = defineOperation({
  ...routed(authRoutes, 'auth.completeRegistration'),
  summary: "Complete a registration with a company's custom user fields (and names, until it is complete)",
  tags,
  body: registerAdditionalRequestSchema,
  response: itemEnvelope(loginResponseItemSchema),
  errors: [401, 422],
  guard: 'signedIn',
});

export const validateCompanyInvitation = defineOperation({
  ...routed(authRoutes, 'auth.validateCompanyInvitation'),
  summary: 'What a company invitation link invites to; 422 when invalid, used or expired',
  tags,
  body: companyInvitationRequestSchema,
  response: messageWithItem(companyInvitationCheckSchema),
  errors: [401, 422, 429],
  guard: 'public',
});

export const acceptCompanyInvitation = defineOperation({
  ...routed(authRoutes, 'auth.acceptCompanyInvitation'),
  summary: 'Accept a company invitation: the invited account joins the company',
  tags,
  body: companyInvitationRequestSchema,
  response: authMessageResponseSchema,
  errors: [401, 422, 429],
  guard: 'public',
});

export const validateEmailUpdate = defineOperation({
  ...routed(authRoutes, 'auth.validateEmailUpdate'),
  summary: 'Check an e-mail change link before confirming it; 422 when invalid or expired',
  tags,
  body: verifyEmailUpdateRequestSchema,
  response: messageWithItem(emailUpdateCheckItemSchema),
  errors: [422, 429],
  guard: 'public',
});

export const confirmEmailUpdate = defineOperation({
  ...routed(authRoutes, 'auth.confirmEmailUpdate'),
  summary: 'Apply the new e-mail address of a valid change link',
  tags,
  body: verifyEmailUpdateRequestSchema,
  response: authMessageResponseSchema,
  errors: [422, 429],
  guard: 'public',
});

/** The operations of this file, composed into `operationContracts` (operations.ts). */
export const authOperations = [
  login,
  loginWithCode,
  requestLoginCode,
  logout,
  captchaChallenge,
  requestPasswordReset,
  recoverPassword,
  resetPassword,
  registrationCompany,
  register,
  completeRegistration,
  validateCompanyInvitation,
  acceptCompanyInvitation,
  validateEmailUpdate,
  confirmEmailUpdate,
] as const;
