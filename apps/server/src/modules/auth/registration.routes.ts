import { translate } from '@academy/contracts/messages';
import { register, registrationCompany } from '@academy/contracts/operations/auth';
import type { FastifyInstance } from 'fastify';
import { itemEnvelope } from '../../platform/http/envelope.ts';
import { notFound } from '../../platform/http/http-error.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { mediaSourceUrl } from '../media/index.ts';
import { throttleAuthCall } from './auth-rate-limits.ts';
import { findActiveCompany, registerUser, registrationCompanyView } from './registration.service.ts';

/**
 * /auth/register and /auth/register/:company (spec §7 Auth, §2 guest routes). /auth/register/additional, which
 * writes the user's own fields, is the users module's (registration-completion.routes.ts).
 */
export async function registrationRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  registerOperation(app, registrationCompany, async (request) => {
    const company = await findActiveCompany(services, request.tenant.id, request.params.company);
    if (!company) throw notFound();
    // The logo is kept as media (its uuid): the page loads it, without a token, through a signed link.
    const logo = company.logo && mediaSourceUrl(services, company.logo);
    return itemEnvelope(request, registrationCompanyView({ ...company, logo }));
  });

  registerOperation(app, register, async (request) => {
    await throttleAuthCall(services, request, 'register');
    const item = await registerUser(services, {
      ...request.body,
      tenant: request.tenant,
      ip: request.ip,
      locale: request.locale,
      log: request.log,
    });
    return itemEnvelope(request, item, { message: translate('auth.registered', request.locale) });
  });
}
