import { loginWithProvider, startProviderSignIn } from '@academy/contracts/operations/auth-providers';
import type { FastifyInstance } from 'fastify';
import { itemEnvelope } from '../../../platform/http/envelope.ts';
import { HttpError } from '../../../platform/http/http-error.ts';
import { registerOperation } from '../../../platform/http/register-operation.ts';
import { throttleAuthCall } from '../auth-rate-limits.ts';
import { checkedProvider, finishSignIn, recordRefusal, startSignIn } from './provider-sign-in.service.ts';
import { clearedFlowCookie, flowCookie, readFlow } from './sign-in-flow.ts';

/**
 * Microsoft Entra ID and Facebook sign-in (issue 25, spec §7 POST /auth/login/{provider}): `start` answers the
 * provider's address and sets the flow's sealed cookie; the callback page posts the code to `login`. Both are
 * throttled per IP like password sign-in, and every refusal of a callback is recorded (`login_refused`).
 */
export async function providerSignInRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  registerOperation(app, startProviderSignIn, async (request, reply) => {
    const provider = checkedProvider(request.params.provider);
    await throttleAuthCall(services, request, 'provider-login');
    const { url, flow } = await startSignIn(services, {
      provider,
      tenantId: request.tenant.id,
      company: request.body.company,
    });
    reply.header('set-cookie', flowCookie(services.config, flow));
    reply.header('cache-control', 'no-store');
    return itemEnvelope(request, { authorization_url: url });
  });

  registerOperation(app, loginWithProvider, async (request, reply) => {
    const provider = checkedProvider(request.params.provider);
    await throttleAuthCall(services, request, 'provider-login');
    const tenantId = request.tenant.id;
    const flow = readFlow(services.config, request.headers.cookie);
    // The flow is spent whatever happens: a second try starts again.
    reply.header('set-cookie', clearedFlowCookie(services.config));
    try {
      const item = await finishSignIn(services, {
        ...request.body,
        provider,
        tenantId,
        ip: request.ip,
        flow,
      });
      return itemEnvelope(request, item);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 422) {
        const reason = (error as HttpError & { reason?: string }).reason ?? error.messageKey;
        await recordRefusal(services, {
          tenantId,
          provider,
          companyId: flow?.companyId ?? null,
          reason,
          ip: request.ip,
        });
      }
      throw error;
    }
  });
}
