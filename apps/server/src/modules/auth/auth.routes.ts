import type { FastifyInstance } from 'fastify';
import { customerRegistrationRoutes } from './customer-registration.routes.ts';
import { loginRoutes } from './login.routes.ts';
import { passwordResetRoutes } from './password-reset.routes.ts';
import { pinLoginRoutes } from './pin-login.routes.ts';
import { providerSignInRoutes } from './provider-sign-in/provider-sign-in.routes.ts';
import { registrationRoutes } from './registration.routes.ts';

/**
 * The sign-in routes of spec §7 Auth (/api/v1/auth, the paths are the contracts'). The users module serves the calls that
 * change a user's own record (register/additional, the e-mail change links, company invitations).
 */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  await app.register(loginRoutes);
  await app.register(registrationRoutes);
  await app.register(customerRegistrationRoutes);
  await app.register(passwordResetRoutes);
  await app.register(pinLoginRoutes);
  await app.register(providerSignInRoutes);
}
