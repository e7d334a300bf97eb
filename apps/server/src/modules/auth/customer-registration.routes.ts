import { translate } from '@academy/contracts/messages';
import { registerCustomer } from '@academy/contracts/operations/auth-customer';
import type { FastifyInstance } from 'fastify';
import { verifyCaptcha } from '../../platform/auth/captcha.ts';
import { itemEnvelope } from '../../platform/http/envelope.ts';
import { fieldError } from '../../platform/http/http-error.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { isProductOnSale } from '../products/index.ts';
import { throttleAuthCall } from './auth-rate-limits.ts';
import { registerUser } from './registration.service.ts';

/**
 * POST /api/v1/auth/register-customer (spec §7): the shop's customer form. The customer joins no company (a
 * buyer, not an employee: docs/decisions.md "Shop"), is signed in at once, and the answer names the product they
 * came for when it is on sale, so post-login routing (spec §4) brings them back to it.
 */
export async function customerRegistrationRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  registerOperation(app, registerCustomer, async (request) => {
    const { captcha, product, ...person } = request.body;
    await throttleAuthCall(services, request, 'register');
    if (person.password !== person.password_confirmation) {
      throw fieldError('password_confirmation', 'validation.password_confirmation');
    }
    if (!(await verifyCaptcha(services.db, services.config, captcha, services.clock.now()))) {
      throw fieldError('captcha', 'validation.captcha_invalid');
    }
    const onSale = product ? await isProductOnSale(services.db, request.tenant.id, product) : false;
    const item = await registerUser(services, {
      ...person,
      customer: true,
      purchase_product_uuid: onSale && product ? product.toLowerCase() : undefined,
      tenant: request.tenant,
      ip: request.ip,
      locale: request.locale,
      log: request.log,
    });
    return itemEnvelope(request, item, { message: translate('auth.registered', request.locale) });
  });
}
