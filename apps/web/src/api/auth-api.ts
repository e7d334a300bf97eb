import type {
  LoginRequest,
  LoginResponseItem,
  RegisterRequest,
  RegistrationCompany,
} from '@academy/contracts/entities/auth';
import type { CompanyInvitationCheck } from '@academy/contracts/entities/user';
import { request } from './http-client.ts';

/** Calls of spec §7 "Auth" used by the guest and sign-in screens. */
export const authApi = {
  async login(payload: LoginRequest): Promise<LoginResponseItem> {
    const data = await request('auth/login', {
      method: 'POST',
      body: payload,
      passUnauthorized: true,
      quiet: true,
    });
    return data.item as LoginResponseItem;
  },
  /** Registration signs the new user in: the answer is a login response (first login, `last_login_at` null). */
  async register(payload: RegisterRequest): Promise<LoginResponseItem | null> {
    const data = await request('auth/register', { method: 'POST', body: payload, quiet: true });
    return (data.item as LoginResponseItem | undefined) ?? null;
  },
  async registrationCompany(company: string): Promise<RegistrationCompany | null> {
    try {
      const data = await request(`auth/register/${encodeURIComponent(company)}`, { quiet: true });
      return (data.item as RegistrationCompany | undefined) ?? null;
    } catch {
      return null;
    }
  },
  registerAdditional: (payload: { company: string; first_name?: string; last_name?: string }) =>
    request('auth/register/additional', { method: 'POST', body: payload, quiet: true }),
  logout: () => request('auth/logout', { method: 'POST', body: {}, passUnauthorized: true, quiet: true }),
  requestResetPassword: (payload: { email: string; captcha: string }) =>
    request('auth/request-reset-password', { method: 'POST', body: payload, quiet: true }),
  resetPassword: (payload: {
    email: string;
    token: string;
    password: string;
    password_confirmation: string;
  }) => request('auth/reset-password', { method: 'POST', body: payload, quiet: true }),
  validateVerifyEmailUpdate: (payload: { token: string; email: string }) =>
    request('auth/validate-verify-email-update', { method: 'POST', body: payload, quiet: true }),
  confirmVerifyEmailUpdate: (payload: { token: string; email: string }) =>
    request('auth/confirmed-verify-email-update', { method: 'POST', body: payload, quiet: true }),
  async validateCompanyInvitation(token: string): Promise<CompanyInvitationCheck> {
    const data = await request('auth/validate-company-invitation', {
      method: 'POST',
      body: { token },
      quiet: true,
    });
    return data.item as CompanyInvitationCheck;
  },
  acceptCompanyInvitation: (token: string) =>
    request('auth/accept-company-invitation', { method: 'POST', body: { token }, quiet: true }),
};

export const CAPTCHA_CHALLENGE_URL = '/api/v1/auth/captcha/challenge';
