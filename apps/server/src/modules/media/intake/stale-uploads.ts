import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { queryRows } from '../../../db/raw-sql.ts';
import { fileUploads } from '../../../db/schema/content.ts';
import { temporaryUploadDirectory } from '../../../platform/resource/temp-upload.ts';
import type { Services } from '../../../platform/services.ts';
import { chunkFilePath, receivingStatus } from './filepond-uploads.ts';
import { openStatuses } from './upload-quota.ts';

/** The hourly clean-up of uploads nobody finished or used (scheduled by the media module's jobs). */
export const staleUploadsJob = 'housekeeping.stale-uploads';
export const staleUploadsSchedule = '29 * * * *';

/**
 * How long an upload may stay open — coming in, or in and not yet used — before it is taken away. FilePond
 * sends a file and the form names it within minutes; a day leaves room for a slow connection's biggest
 * video and for a form left open overnight. Files of a request or a transcode are never older either.
 */
export const staleUploadHours = 24;

/** Rows removed per statement, so a long backlog is many short statements. */
const batchSize = 500;

const uuidName = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type HousekeepingServices = Pick<Services, 'db' | 'storage' | 'config'>;

export type StaleUploadsRemoved = {
  uploads: number;
  usedObjects: number;
  chunkFiles: number;
  temporaryFiles: number;
};

/**
 * Open uploads started before the cutoff: each record goes first, in one statement (nothing can claim or
 * resume it after that), then its stored object and its chunk file.
 */
async function removeOpenUploads(services: HousekeepingServices, cutoff: string): Promise<number> {
  let total = 0;
  for (;;) {
    const removed = await queryRows<{ uuid: string; path: string | null }>(
      services.db,
      sql`delete from file_uploads where id in (
          select id from file_uploads
          where status in (${sql.join(
            openStatuses.map((status) => sql`${status}`),
            sql`, `,
          )}) and coalesce(time, created_at) < ${cutoff}::timestamptz
          order by id limit ${batchSize} for update skip locked)
        returning uuid, path`,
    );
    for (const upload of removed) {
      if (upload.path) await services.storage.delete(upload.path);
      await rm(chunkFilePath(services.config.dataDir, upload.uuid), { force: true });
    }
    total += removed.length;
    if (removed.length < batchSize) return total;
  }
}

/**
 * Used uploads whose `uploads/` object is still there: the form's write committed, but its process stopped
 * before it dropped the object. The object goes, then the record forgets it.
 */
async function removeUsedObjects(services: HousekeepingServices, cutoff: string): Promise<number> {
  let total = 0;
  for (;;) {
    const leftOver = await services.db
      .select({ id: fileUploads.id, path: fileUploads.path })
      .from(fileUploads)
      .where(
        and(
          eq(fileUploads.status, 'used'),
          isNotNull(fileUploads.path),
          lt(sql`coalesce(${fileUploads.time}, ${fileUploads.created_at})`, sql`${cutoff}::timestamptz`),
        ),
      )
      .limit(batchSize);
    for (const upload of leftOver) if (upload.path) await services.storage.delete(upload.path);
    if (leftOver.length > 0)
      await services.db
        .update(fileUploads)
        .set({ path: null })
        .where(
          inArray(
            fileUploads.id,
            leftOver.map((upload) => upload.id),
          ),
        );
    total += leftOver.length;
    if (leftOver.length < batchSize) return total;
  }
}

async function entriesOf(directory: string) {
  return readdir(directory, { withFileTypes: true }).catch(() => []);
}

/**
 * Chunk files of no upload still coming in: their record was removed (by this clean-up, a revert, or a
 * refused file) by a process that stopped before the file went. A record is written before its file, so a
 * file without one is never an upload about to start.
 */
async function removeOrphanChunkFiles(services: HousekeepingServices): Promise<number> {
  const directory = join(temporaryUploadDirectory(services.config.dataDir), 'chunks');
  const names = (await entriesOf(directory))
    .filter((entry) => entry.isFile() && uuidName.test(entry.name))
    .map((entry) => entry.name);
  let removed = 0;
  for (let start = 0; start < names.length; start += batchSize) {
    const batch = names.slice(start, start + batchSize);
    const live = await services.db
      .select({ uuid: fileUploads.uuid })
      .from(fileUploads)
      .where(and(inArray(fileUploads.uuid, batch), eq(fileUploads.status, receivingStatus)));
    const liveNames = new Set(live.map((upload) => upload.uuid));
    for (const name of batch.filter((candidate) => !liveNames.has(candidate))) {
      await rm(chunkFilePath(services.config.dataDir, name), { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** Entries of `directory` last changed before the cutoff and accepted by `pick`, removed with what they hold. */
async function removeOldEntries(
  directory: string,
  cutoff: Date,
  pick: (entry: { name: string; isFile(): boolean; isDirectory(): boolean }) => boolean,
): Promise<number> {
  let removed = 0;
  for (const entry of (await entriesOf(directory)).filter(pick)) {
    const path = join(directory, entry.name);
    const changed = (await stat(path).catch(() => null))?.mtime;
    if (!changed || changed >= cutoff) continue;
    await rm(path, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

/**
 * Removes what uploads leave behind when nobody finishes or uses them, or when a process stops half-way
 * (DESIGN §1.6): open uploads older than `staleUploadHours` (record, stored object, chunk file), objects of
 * used uploads that were never dropped, chunk files without an upload still coming in, and form files and
 * transcode folders under DATA_DIR/tmp older than the cutoff (a request or a transcode never lasts that long).
 */
export async function removeStaleUploads(
  services: HousekeepingServices,
  now: Date,
): Promise<StaleUploadsRemoved> {
  const cutoff = new Date(now.getTime() - staleUploadHours * 60 * 60 * 1000);
  const uploads = await removeOpenUploads(services, cutoff.toISOString());
  const usedObjects = await removeUsedObjects(services, cutoff.toISOString());
  const chunkFiles = await removeOrphanChunkFiles(services);
  const scratch = join(services.config.dataDir, 'tmp');
  const temporaryFiles =
    (await removeOldEntries(temporaryUploadDirectory(services.config.dataDir), cutoff, (entry) =>
      entry.isFile(),
    )) +
    (await removeOldEntries(
      scratch,
      cutoff,
      (entry) => entry.isDirectory() && entry.name.startsWith('transcode-'),
    ));
  return { uploads, usedObjects, chunkFiles, temporaryFiles };
}
