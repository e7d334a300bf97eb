import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { fileUploads } from '../../../db/schema/content.ts';
import { HttpError } from '../../../platform/http/http-error.ts';
import { readableBytes } from '../../../platform/resource/upload-rules.ts';
import type { Services } from '../../../platform/services.ts';
import type { SignedInActor } from './upload-allowance.ts';

/**
 * Each user's open uploads — still coming in (`receiving`, counted at the length announced) or in but not
 * yet used (`pending`) — are held to UPLOAD_QUOTA_BYTES together and UPLOAD_OPEN_MAX in number, so nobody
 * who may upload can fill the disk with uploads they never use. Used uploads no longer count; stale open
 * ones are removed by the housekeeping (stale-uploads.ts).
 */

type Limits = Pick<Services['config'], 'uploadQuotaBytes' | 'uploadOpenMax'>;
type OpenUploads = { count: number; bytes: number };

export const openStatuses = ['receiving', 'pending'];

/** Serialises one user's reservations, so two uploads at once cannot both take the last room. */
const lockClass = 0x75706c64;

async function openUploadsOf(db: Executor, actor: SignedInActor): Promise<OpenUploads> {
  const [open] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      bytes: sql<number>`coalesce(sum(${fileUploads.size}), 0)`.mapWith(Number),
    })
    .from(fileUploads)
    .where(
      and(
        eq(fileUploads.tenant_id, actor.tenantId),
        eq(fileUploads.user_id, actor.user.id),
        inArray(fileUploads.status, openStatuses),
      ),
    );
  return open;
}

const tooMany = (limits: Limits) =>
  new HttpError(429, 'http.upload_too_many', undefined, [limits.uploadOpenMax]);

const overQuota = (field: string, limits: Limits) =>
  new HttpError(413, 'validation.upload_quota', { [field]: ['validation.upload_quota'] }, [
    readableBytes(limits.uploadQuotaBytes),
  ]);

function assertRoom(open: OpenUploads, bytes: number, field: string, limits: Limits): void {
  if (open.count >= limits.uploadOpenMax) throw tooMany(limits);
  if (open.bytes + bytes > limits.uploadQuotaBytes) throw overQuota(field, limits);
}

/**
 * Whether the user has room for one more upload of `bytes` (0 when its size is not known yet: before the
 * body is read, only a full quota or the most open uploads refuse it). 429 past the number, 413 on `field`
 * past the bytes.
 */
export async function assertUploadRoom(
  services: Services,
  actor: SignedInActor,
  bytes: number,
  field: string,
): Promise<void> {
  const open = await openUploadsOf(services.db, actor);
  if (bytes === 0 && open.bytes >= services.config.uploadQuotaBytes) throw overQuota(field, services.config);
  assertRoom(open, bytes, field, services.config);
}

/**
 * Records a new open upload of `bytes` with `insert`, in one transaction with the check that it fits: the
 * user's reservations wait for each other, so the quota holds however many requests run at once.
 */
export async function reserveUpload<T>(
  services: Services,
  actor: SignedInActor,
  bytes: number,
  field: string,
  insert: (tx: Executor) => Promise<T>,
): Promise<T> {
  return services.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lockClass}, ${actor.user.id})`);
    assertRoom(await openUploadsOf(tx, actor), bytes, field, services.config);
    return insert(tx);
  });
}
