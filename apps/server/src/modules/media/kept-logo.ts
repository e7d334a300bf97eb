import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { files, media } from '../../db/schema/content.ts';
import type { Services } from '../../platform/services.ts';
import { mediaSourceUrl } from './intake/index.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a logo column holds a kept media item (its uuid) rather than an older URL or data URL. */
export const isMediaReference = (value: string | null | undefined): boolean =>
  Boolean(value && uuidPattern.test(value));

/**
 * A logo column as the browser loads it: a kept media item becomes its signed source link (no token is sent
 * for an <img>); an older value (a URL or data URL set through the API) is shown as it is.
 */
export function logoUrl(services: Pick<Services, 'config' | 'clock'>, value: string | null): string | null {
  if (!value) return null;
  return isMediaReference(value) ? mediaSourceUrl(services, value) : value;
}

/** The bytes of a kept media item's original, for a document that embeds it (the certificate's logo). */
export async function readMediaOriginal(
  services: Pick<Services, 'storage'>,
  db: Executor,
  uuid: string,
): Promise<Buffer | null> {
  const [found] = await db
    .select({ path: files.path })
    .from(files)
    .innerJoin(media, eq(media.id, files.media_id))
    .where(eq(media.uuid, uuid))
    .orderBy(asc(files.id))
    .limit(1);
  const stored = found ? await services.storage.get(found.path) : null;
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
