import type { Directory } from '@academy/contracts/entities/directory';
import { translate } from '@academy/contracts/messages';
import { detachDirectoryChildren } from '@academy/contracts/operations/media';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { directories, media } from '../../db/schema/content.ts';
import { recordIncident } from '../../platform/audit.ts';
import { itemEnvelope } from '../../platform/http/envelope.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { authorize } from '../../platform/policy/define-policy.ts';
import type { ResourceContext } from '../../platform/resource/define-resource.ts';
import { findVisible, presentRows } from '../../platform/resource/resource-service.ts';
import { directoryResource } from './directories.resource.ts';

/** What the media manager refreshes after children moved: the folder tree and the media lists. */
const relations = ['directories', 'media'];

/**
 * Moves a folder's sub-folders and media up to its parent (the top level when it has none), leaving the
 * folder empty so it can be deleted. Within the tenant: the folder was found in it, and its children are its.
 */
async function detachChildren(context: ResourceContext, key: string) {
  const folder = await findVisible(directoryResource, context, key);
  authorize(directoryResource.policy, 'detach_children', context.actor, folder);
  const parentId = (folder.parent_id as number | null) ?? null;
  const tenant = context.actor.tenantId;
  const now = context.services.clock.now().toISOString();
  await context.db
    .update(directories)
    .set({ parent_id: parentId, updated_at: now })
    .where(and(eq(directories.tenant_id, tenant), eq(directories.parent_id, folder.id)));
  await context.db
    .update(media)
    .set({ directory_id: parentId, updated_at: now })
    .where(and(eq(media.tenant_id, tenant), eq(media.directory_id, folder.id)));
  await recordIncident(
    context.db,
    context.actor,
    'directories.detach_children',
    `directories:${folder.uuid}|directory`,
  );
  const [item] = await presentRows(directoryResource, context, [
    await findVisible(directoryResource, context, key),
  ]);
  // The engine presents items as plain records (its resources are type-erased); this one is the directory
  // contract's item, which the response schema checks in tests.
  return item as Directory;
}

/** `POST /api/v1/directories/{id|uuid}/detach-children` (spec §7 "directories detach children"). */
export async function directoryRoutes(app: FastifyInstance): Promise<void> {
  registerOperation(app, detachDirectoryChildren, async (request) => {
    const item = await app.services.db.transaction((tx) =>
      detachChildren(
        { db: tx, actor: request.actor, services: app.services, locale: request.locale },
        request.params.id,
      ),
    );
    return itemEnvelope(request, item, {
      relations,
      message: translate('resource.synced', request.locale),
    });
  });
}
