import type { LoginRequest, RegisterRequest } from '@academy/contracts/entities/auth';
import { authRoutes } from '@academy/contracts/operations/auth.routes';
import { callOperation } from './operations/call-operation.ts';

/** Calls of spec §7 "Auth" used by the guest and sign-in screens; each answer typed by its operation. */
export const authApi = {
  async login(payload: LoginRequest) {
    const data = await callOperation(
      'auth.login',
      { body: payload },
      { passUnauthorized: true, quiet: true },
    );
    return data.item;
  },
  /** PIN sign-in (issue 25): the same login answer as the password sign-in. */
  async loginWithCode(payload: { email: string; value: string; company?: string }) {
    const data = await callOperation(
      'auth.loginWithCode',
      { body: payload },
      { passUnauthorized: true, quiet: true },
    );
    return data.item;
  },
  requestLoginCode: (payload: { email: string; captcha: string }) =>
    callOperation('auth.requestLoginCode', { body: payload }, { quiet: true }),
  /** Registration signs the new user in: the answer is a login response (first login, `last_login_at` null). */
  async register(payload: RegisterRequest) {
    const data = await callOperation('auth.register', { body: payload }, { quiet: true });
    return data.item;
  },
  async registrationCompany(company: string) {
    try {
      const data = await callOperation('auth.registrationCompany', { params: { company } }, { quiet: true });
      return data.item;
    } catch {
      return null;
    }
  },
  registerAdditional: (payload: { company: string; first_name?: string; last_name?: string }) =>
    callOperation('auth.completeRegistration', { body: payload }, { quiet: true }),
  logout: () => callOperation('auth.logout', {}, { passUnauthorized: true, quiet: true }),
  requestResetPassword: (payload: { email: string; captcha: string }) =>
    callOperation('auth.requestPasswordReset', { body: payload }, { quiet: true }),
  resetPassword: (payload: {
    email: string;
    token: string;
    password: string;
    password_confirmation: string;
  }) => callOperation('auth.resetPassword', { body: payload }, { quiet: true }),
  validateVerifyEmailUpdate: (payload: { token: string; email: string }) =>
    callOperation('auth.validateEmailUpdate', { body: payload }, { quiet: true }),
  confirmVerifyEmailUpdate: (payload: { token: string; email: string }) =>
    callOperation('auth.confirmEmailUpdate', { body: payload }, { quiet: true }),
  async validateCompanyInvitation(token: string) {
    const data = await callOperation('auth.validateCompanyInvitation', { body: { token } }, { quiet: true });
    return data.item;
  },
  acceptCompanyInvitation: (token: string) =>
    callOperation('auth.acceptCompanyInvitation', { body: { token } }, { quiet: true }),
};

/** The ALTCHA widget fetches its challenge itself (plain JSON), from the operation's path (its feature's route table). */
export const CAPTCHA_CHALLENGE_URL = authRoutes['auth.captchaChallenge'].path;
