import { translate } from '@academy/contracts/messages';
import { login, logout } from '@academy/contracts/operations/auth';
import type { FastifyInstance } from 'fastify';
import { revokeAccessToken } from '../../platform/auth/tokens.ts';
import { itemEnvelope, messageEnvelope } from '../../platform/http/envelope.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { isProductOnSale } from '../products/index.ts';
import { recordAuthIncident } from './auth-incidents.ts';
import { perAddressKey, throttleAuthCall } from './auth-rate-limits.ts';
import { loginWithPassword } from './password-login.service.ts';

/** POST /auth/login and /auth/logout (spec §7 Auth). */
export async function loginRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  registerOperation(app, login, async (request) => {
    const tenantId = request.tenant.id;
    await throttleAuthCall(services, request, 'login', request.body.email);
    const { purchase_product_uuid: product, ...credentials } = request.body;
    // The address's own counter starts over with the sign-in; the per-IP counter keeps counting (a flood stays
    // throttled).
    const clearCounter = perAddressKey('login', tenantId, request.ip, request.body.email);
    const item = await loginWithPassword(services, {
      ...credentials,
      tenantId,
      ip: request.ip,
      clearCounter,
    });
    // Signing in to buy (the shop's product page): the answer names the product when it is on sale (spec §4).
    if (product && (await isProductOnSale(services.db, tenantId, product))) {
      item.purchase_product_uuid = product.toLowerCase();
    }
    return itemEnvelope(request, item);
  });

  registerOperation(app, logout, async (request) => {
    const { actor } = request;
    await revokeAccessToken(services.db, actor.token!.id, services.clock.now());
    request.server.services.actors.forgetUser(actor.user!.id);
    await recordAuthIncident(services.db, {
      tenantId: actor.tenantId,
      event: 'logout',
      user: actor.user!,
      data: { token_id: actor.token!.id },
    });
    return messageEnvelope(request, translate('auth.logged_out', request.locale));
  });
}
