import { itemEnvelope as itemEnvelopeSchema } from '@academy/contracts/common/envelope';
import {
  loginResponseItemSchema,
  registerRequestSchema,
  registrationCompanySchema,
} from '@academy/contracts/entities/auth';
import { translate } from '@academy/contracts/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { itemEnvelope } from '../../platform/http/envelope.ts';
import { errorResponses } from '../../platform/http/error-responses.ts';
import { notFound } from '../../platform/http/http-error.ts';
import { mediaSourceUrl } from '../media/index.ts';
import { throttleAuthCall } from './auth-rate-limits.ts';
import { findActiveCompany, registerUser, registrationCompanyView } from './registration.service.ts';

/**
 * /auth/register and /auth/register/:company (spec §7 Auth, §2 guest routes). /auth/register/additional, which
 * writes the user's own fields, is the users module's (registration-completion.routes.ts).
 */
export async function registrationRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { services } = app;

  routes.get(
    '/register/:company',
    {
      schema: {
        tags: ['auth'],
        summary: "A company's registration and sign-in page data (branding, which sign-ins it offers)",
        params: z.strictObject({ company: z.string().min(1).max(100) }),
        response: { 200: itemEnvelopeSchema(registrationCompanySchema), ...errorResponses(404) },
      },
    },
    async (request) => {
      const company = await findActiveCompany(services, request.tenant.id, request.params.company);
      if (!company) throw notFound();
      // The logo is kept as media (its uuid): the page loads it, without a token, through a signed link.
      const logo = company.logo && mediaSourceUrl(services, company.logo);
      return itemEnvelope(request, registrationCompanyView({ ...company, logo }));
    },
  );

  routes.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account (optionally in a company with a dedicated registration page); signs in',
        body: registerRequestSchema,
        response: { 201: itemEnvelopeSchema(loginResponseItemSchema), ...errorResponses(404, 422, 429) },
      },
    },
    async (request, reply) => {
      await throttleAuthCall(services, request, 'register');
      const item = await registerUser(services, {
        ...request.body,
        tenant: request.tenant,
        ip: request.ip,
        locale: request.locale,
        log: request.log,
      });
      reply.status(201);
      return itemEnvelope(request, item, { message: translate('auth.registered', request.locale) });
    },
  );
}
