import type { Executor } from '../../db/client.ts';
import type { Services } from '../services.ts';
import { transactionSql } from './transaction-sql.ts';

/** The job that deletes stored objects a committed write left behind (a deleted report's file, a media's). */
export const fileRemovalJob = 'storage.remove-files';
/** Keys deleted one by one, and prefixes deleted with everything under them. Deleting twice is harmless. */
export type FileRemoval = { keys: string[]; prefixes?: string[] };

export function registerFileRemovalJob(services: Services): void {
  services.jobs.register<FileRemoval>(fileRemovalJob, async ({ keys, prefixes = [] }) => {
    await Promise.all(keys.map((key) => services.storage.delete(key)));
    for (const prefix of prefixes) await services.storage.deletePrefix(prefix);
  });
}

/**
 * Queues the removal in the write's transaction `tx`: the objects go once the write has committed (a crash
 * in between only delays it), and stay when it rolls back.
 */
export async function removeFilesAfterCommit(
  services: Pick<Services, 'jobs'>,
  tx: Executor,
  removal: FileRemoval,
): Promise<void> {
  if (removal.keys.length === 0 && !removal.prefixes?.length) return;
  await services.jobs.enqueue<FileRemoval>(fileRemovalJob, removal, { db: transactionSql(tx) });
}
