import { z } from 'zod';
import { itemEnvelope, metaSchema } from '../common/envelope.ts';
import { defineOperation } from '../common/operation-contract.ts';
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
import { companyInvitationCheckSchema, companyInvitationRequestSchema } from '../entities/user.ts';

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
  name: 'auth.login',
  method: 'POST',
  path: '/api/v1/auth/login',
  summary: 'Sign in with e-mail and password, optionally for one company (/login/:company)',
  tags,
  body: loginRequestSchema,
  response: itemEnvelope(loginResponseItemSchema),
  errors: [422, 429],
  guard: 'public',
});

export const logout = defineOperation({
  name: 'auth.logout',
  method: 'POST',
  path: '/api/v1/auth/logout',
  summary: 'Revoke the current access token',
  tags,
  response: authMessageResponseSchema,
  errors: [401],
  guard: 'signedIn',
});

export const captchaChallenge = defineOperation({
  name: 'auth.captchaChallenge',
  method: 'GET',
  path: '/api/v1/auth/captcha/challenge',
  summary: 'An ALTCHA proof-of-work challenge (plain JSON, as the widget expects)',
  tags,
  response: captchaChallengeSchema,
  errors: [],
  guard: 'public',
});

export const requestPasswordReset = defineOperation({
  name: 'auth.requestPasswordReset',
  method: 'POST',
  path: '/api/v1/auth/request-reset-password',
  summary: 'Mail a password reset link (same answer for unknown addresses)',
  tags,
  body: requestResetPasswordSchema,
  response: authMessageResponseSchema,
  errors: [422, 429],
  guard: 'public',
});

export const recoverPassword = defineOperation({
  name: 'auth.recover',
  method: 'POST',
  path: '/api/v1/auth/recover',
  summary: 'Mail a password reset link (the second entry point; same behaviour)',
  tags,
  body: recoverRequestSchema,
  response: authMessageResponseSchema,
  errors: [422, 429],
  guard: 'public',
});

export const resetPassword = defineOperation({
  name: 'auth.resetPassword',
  method: 'POST',
  path: '/api/v1/auth/reset-password',
  summary: 'Set a new password with the token from the reset link; ends every session of the user',
  tags,
  body: resetPasswordRequestSchema,
  response: authMessageResponseSchema,
  errors: [422, 429],
  guard: 'public',
});

export const registrationCompany = defineOperation({
  name: 'auth.registrationCompany',
  method: 'GET',
  path: '/api/v1/auth/register/:company',
  summary: "A company's registration and sign-in page data (branding, which sign-ins it offers)",
  tags,
  params: z.strictObject({ company: z.string().min(1).max(100) }),
  response: itemEnvelope(registrationCompanySchema),
  errors: [404],
  guard: 'public',
});

export const register = defineOperation({
  name: 'auth.register',
  method: 'POST',
  path: '/api/v1/auth/register',
  summary: 'Create an account (optionally in a company with a dedicated registration page); signs in',
  tags,
  body: registerRequestSchema,
  response: itemEnvelope(loginResponseItemSchema),
  status: 201,
  errors: [404, 422, 429],
  guard: 'public',
});

export const completeRegistration = defineOperation({
  name: 'auth.completeRegistration',
  method: 'POST',
  path: '/api/v1/auth/register/additional',
  summary: "Complete a registration with a company's custom user fields (and names, until it is complete)",
  tags,
  body: registerAdditionalRequestSchema,
  response: itemEnvelope(loginResponseItemSchema),
  errors: [401, 422],
  guard: 'signedIn',
});

export const validateCompanyInvitation = defineOperation({
  name: 'auth.validateCompanyInvitation',
  method: 'POST',
  path: '/api/v1/auth/validate-company-invitation',
  summary: 'What a company invitation link invites to; 422 when invalid, used or expired',
  tags,
  body: companyInvitationRequestSchema,
  response: messageWithItem(companyInvitationCheckSchema),
  errors: [401, 422, 429],
  guard: 'public',
});

export const acceptCompanyInvitation = defineOperation({
  name: 'auth.acceptCompanyInvitation',
  method: 'POST',
  path: '/api/v1/auth/accept-company-invitation',
  summary: 'Accept a company invitation: the invited account joins the company',
  tags,
  body: companyInvitationRequestSchema,
  response: authMessageResponseSchema,
  errors: [401, 422, 429],
  guard: 'public',
});

export const validateEmailUpdate = defineOperation({
  name: 'auth.validateEmailUpdate',
  method: 'POST',
  path: '/api/v1/auth/validate-verify-email-update',
  summary: 'Check an e-mail change link before confirming it; 422 when invalid or expired',
  tags,
  body: verifyEmailUpdateRequestSchema,
  response: messageWithItem(emailUpdateCheckItemSchema),
  errors: [422, 429],
  guard: 'public',
});

export const confirmEmailUpdate = defineOperation({
  name: 'auth.confirmEmailUpdate',
  method: 'POST',
  path: '/api/v1/auth/confirmed-verify-email-update',
  summary: 'Apply the new e-mail address of a valid change link',
  tags,
  body: verifyEmailUpdateRequestSchema,
  response: authMessageResponseSchema,
  errors: [422, 429],
  guard: 'public',
});
