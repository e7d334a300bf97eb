import { translate } from '@academy/contracts/messages';
import {
  captchaChallenge,
  recoverPassword,
  requestPasswordReset,
  resetPassword as resetPasswordOperation,
} from '@academy/contracts/operations/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createCaptchaChallenge, verifyCaptcha } from '../../platform/auth/captcha.ts';
import { messageEnvelope } from '../../platform/http/envelope.ts';
import { fieldError } from '../../platform/http/http-error.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import type { Services } from '../../platform/services.ts';
import { throttleAuthCall } from './auth-rate-limits.ts';
import {
  queuePasswordResetRequest,
  registerPasswordResetJob,
  resetPassword,
} from './password-reset.service.ts';

/**
 * The forgotten-password flow (spec §7): the captcha challenge, the two entry points that mail a reset
 * link (request-reset-password and the older recover), and the reset itself.
 */
export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  registerPasswordResetJob(services);

  registerOperation(app, captchaChallenge, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return createCaptchaChallenge(services.config, services.clock.now());
  });

  const mailResetLink = async (request: FastifyRequest, body: { email: string; captcha: string }) => {
    const tenantId = request.tenant.id;
    await throttleAuthCall(services, request, 'reset-request', body.email);
    await requireSolvedCaptcha(services, body.captcha);
    // The same answer, in the same time, whether or not the address exists: the work is a job.
    await queuePasswordResetRequest(services, { tenantId, email: body.email, locale: request.locale });
    return messageEnvelope(request, translate('auth.reset_sent', request.locale));
  };

  registerOperation(app, requestPasswordReset, (request) => mailResetLink(request, request.body));
  registerOperation(app, recoverPassword, (request) => mailResetLink(request, request.body));

  registerOperation(app, resetPasswordOperation, async (request) => {
    const { body } = request;
    const tenantId = request.tenant.id;
    await throttleAuthCall(services, request, 'reset', body.email);
    if (body.password_confirmation !== undefined && body.password_confirmation !== body.password) {
      throw fieldError('password_confirmation', 'validation.password_confirmation');
    }
    const { userId } = await resetPassword(services, {
      tenantId,
      email: body.email,
      token: body.token,
      password: body.password,
      ip: request.ip,
    });
    // Every session of the user ended: drop them from this process's actor cache at once.
    request.server.services.actors.forgetUser(userId);
    return messageEnvelope(request, translate('auth.password_reset', request.locale));
  });
}

async function requireSolvedCaptcha(services: Services, payload: string): Promise<void> {
  const solved = await verifyCaptcha(services.db, services.config, payload, services.clock.now());
  if (!solved) throw fieldError('captcha', 'validation.captcha_invalid');
}
