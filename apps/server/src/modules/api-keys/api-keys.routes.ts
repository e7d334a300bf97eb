import type { apiKeyCreatedSchema, apiKeySchema } from '@academy/contracts/entities/api-key';
import { translate } from '@academy/contracts/messages';
import { createApiKey, revokeApiKey } from '@academy/contracts/operations/api-keys';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { apiKeys } from '../../db/schema/tenancy.ts';
import { recordIncident } from '../../platform/audit.ts';
import { managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import { generateApiKey } from '../../platform/auth/api-key-secret.ts';
import { itemEnvelope } from '../../platform/http/envelope.ts';
import { fieldError } from '../../platform/http/http-error.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { authorize } from '../../platform/policy/define-policy.ts';
import type { ResourceContext } from '../../platform/resource/define-resource.ts';
import { getResource } from '../../platform/resource/resource-service.ts';
import { resolveWriteCompany } from '../companies/index.ts';
import { apiKeyResource } from './api-keys.resource.ts';

const writeRelations = ['api-keys'];

/** The day after the last day the key works, at midnight UTC: a key "expiring 2027-01-31" works all that day. */
const endOfDay = (date: string) => new Date(`${date}T00:00:00.000Z`).getTime() + 86_400_000;

/**
 * Making and revoking a company's API keys (issue 23 §3). Both are for signed-in managers and administrators
 * (`requireUser`: a key never makes keys). Making one answers the key in full, once; only its hash is stored.
 * Revoking is final and seen by the next request the key makes, on every process (keys are never cached).
 */
export async function apiKeyRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  registerOperation(app, createApiKey, async (request) => {
    const { actor, body } = request;
    authorize(apiKeyResource.policy, 'create', actor);
    const now = services.clock.now();
    const expiresAt = body.expires_on ? endOfDay(body.expires_on) : null;
    if (expiresAt !== null && expiresAt <= now.getTime())
      throw fieldError('expires_on', 'validation.api_key_expiry_past');
    const item = await services.db.transaction(async (tx) => {
      const context: ResourceContext = { db: tx, actor, services, locale: request.locale };
      const companyId = await resolveWriteCompany(context, body.company_id, managedCompanyIdsInScope(actor));
      const made = generateApiKey();
      const [row] = await tx
        .insert(apiKeys)
        .values({
          tenant_id: actor.tenantId,
          company_id: companyId,
          name: body.name,
          prefix: made.prefix,
          secret_hash: made.secretHash,
          permissions: [...new Set(body.permissions)],
          created_by: actor.user!.id,
          expires_at: expiresAt === null ? null : new Date(expiresAt).toISOString(),
        })
        .returning({ uuid: apiKeys.uuid });
      const presented = await getResource(apiKeyResource, context, row.uuid);
      await recordIncident(tx, actor, 'api-keys.created', presented.fqmi as string, {
        header: body.name,
        values: {
          name: body.name,
          prefix: made.prefix,
          permissions: body.permissions,
          company_id: companyId,
        },
        redacted: ['secret'],
      });
      return { ...presented, key: made.key };
    });
    return itemEnvelope(request, item as z.infer<typeof apiKeyCreatedSchema>, {
      relations: writeRelations,
      message: translate('resource.created', request.locale, apiKeyResource.label[request.locale]),
    });
  });

  registerOperation(app, revokeApiKey, async (request) => {
    const { actor } = request;
    const item = await services.db.transaction(async (tx) => {
      const context: ResourceContext = { db: tx, actor, services, locale: request.locale };
      // A key the actor may not see is a 404 (getResource), so nothing of another company shows.
      const before = await getResource(apiKeyResource, context, request.params.id);
      const [row] = await tx
        .select({
          id: apiKeys.id,
          uuid: apiKeys.uuid,
          company_id: apiKeys.company_id,
          revoked_at: apiKeys.revoked_at,
        })
        .from(apiKeys)
        .where(eq(apiKeys.id, before.id as number));
      authorize(apiKeyResource.policy, 'revoke', actor, row);
      await tx
        .update(apiKeys)
        .set({
          revoked_at: services.clock.now().toISOString(),
          updated_at: services.clock.now().toISOString(),
        })
        .where(and(eq(apiKeys.id, row.id), isNull(apiKeys.revoked_at)));
      await recordIncident(tx, actor, 'api-keys.revoked', before.fqmi as string, { header: before.header });
      return getResource(apiKeyResource, context, request.params.id);
    });
    return itemEnvelope(request, item as z.infer<typeof apiKeySchema>, {
      relations: writeRelations,
      message: translate('api_key.revoked', request.locale),
    });
  });
}
