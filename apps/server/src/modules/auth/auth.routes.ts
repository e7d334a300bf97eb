import type { FastifyInstance } from 'fastify';
import { emailUpdateRoutes } from './email-update.routes.ts';
import { loginRoutes } from './login.routes.ts';
import { passwordResetRoutes } from './password-reset.routes.ts';
import { registrationRoutes } from './registration.routes.ts';

/** Every sign-in route of spec §7 Auth; registered under /api/v1/auth. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  await app.register(loginRoutes);
  await app.register(registrationRoutes);
  await app.register(passwordResetRoutes);
  await app.register(emailUpdateRoutes);
}
