import { translate } from '@academy/contracts/messages';
import { loginWithCode, requestLoginCode } from '@academy/contracts/operations/auth';
import type { FastifyInstance } from 'fastify';
import { verifyCaptcha } from '../../platform/auth/captcha.ts';
import { itemEnvelope, messageEnvelope } from '../../platform/http/envelope.ts';
import { fieldError } from '../../platform/http/http-error.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { perAddressKey, throttleAuthCall } from './auth-rate-limits.ts';
import { queueLoginCodeRequest, registerLoginCodeRequestJob } from './login-code-request.service.ts';
import { loginWithCode as signInWithCode } from './pin-login.service.ts';

/** PIN sign-in (issue 25): POST /auth/login/code, and "send me a code" from the sign-in page. */
export async function pinLoginRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  registerLoginCodeRequestJob(services);

  registerOperation(app, loginWithCode, async (request) => {
    const tenantId = request.tenant.id;
    // Per address from this IP, per IP, and per address from anywhere (the person's own counter).
    await throttleAuthCall(services, request, 'login-code', request.body.email);
    // The address's own counter ends with the sign-in.
    const clearCounter = perAddressKey('login-code', tenantId, request.ip, request.body.email);
    const item = await signInWithCode(services, { ...request.body, tenantId, ip: request.ip, clearCounter });
    return itemEnvelope(request, item);
  });

  registerOperation(app, requestLoginCode, async (request) => {
    const { body } = request;
    await throttleAuthCall(services, request, 'login-code-request', body.email);
    if (!(await verifyCaptcha(services.db, services.config, body.captcha, services.clock.now())))
      throw fieldError('captcha', 'validation.captcha_invalid');
    await queueLoginCodeRequest(services, {
      tenantId: request.tenant.id,
      email: body.email,
      locale: request.locale,
    });
    return messageEnvelope(request, translate('auth.code_sent', request.locale));
  });
}
