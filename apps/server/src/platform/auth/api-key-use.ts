import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { recordIncident } from '../audit.ts';
import { apiKeyOf } from './actor.ts';
import type { ApiKeyActor } from './load-actor.ts';

/** `last_used_at` is written at most once a minute per key, so a busy integration does not write on every call. */
const lastUsedResolutionMs = 60_000;
const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Audits a use of an API key (issue 23 §3): every request that may write leaves one `api-keys.used` incident
 * (method and path, whether or not the write is then allowed), and the key's `last_used_at` moves on at most
 * once a minute. Reads are seen only in `last_used_at`, or the trail would be one entry per list call.
 */
export async function recordApiKeyUse(
  db: Executor,
  actor: ApiKeyActor,
  request: { method: string; url: string },
  now: Date,
): Promise<void> {
  const key = apiKeyOf(actor);
  if (!key) return;
  const last = actor.apiKeyLastUsedAt ? new Date(actor.apiKeyLastUsedAt).getTime() : 0;
  if (now.getTime() - last >= lastUsedResolutionMs) {
    // Conditional, so two processes (or two requests) in the same minute write once between them.
    await db.execute(sql`
      update api_keys set last_used_at = ${now.toISOString()}
      where id = ${key.id}
        and (last_used_at is null or last_used_at < ${new Date(now.getTime() - lastUsedResolutionMs).toISOString()})`);
  }
  if (readOnlyMethods.has(request.method)) return;
  await recordIncident(db, actor, 'api-keys.used', `api-keys:${key.uuid}|api_key`, {
    header: key.name,
    method: request.method,
    path: request.url.split('?')[0],
  });
}
