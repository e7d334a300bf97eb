import { vacuumEmbeddedDatabase } from '../../db/embedded-vacuum.ts';
import { archiveIncidents } from '../audit-archive.ts';
import { purgeExpiredRateLimits } from '../auth/rate-limit.ts';
import { pruneReaderChanges } from '../kept-pages/index.ts';
import { outboxReconcilerJob, reconcileOutbox } from '../mail/outbox-reconciler.ts';
import type { Services } from '../services.ts';
import { registerFileRemovalJob } from './file-removal.ts';

export const incidentArchiveJob = 'housekeeping.archive-incidents';
export const readerChangesPruneJob = 'housekeeping.prune-reader-changes';
export const embeddedVacuumJob = 'housekeeping.vacuum-embedded-database';

/**
 * The removal of stored objects a committed write left behind (file-removal.ts), and
 * recurring clean-up every deployment needs: expired rate-limit counters (and used captcha markers), and the
 * daily move of old audit incidents into their archive (the changelog's historic view). Modules schedule the
 * clean-up of what they own themselves: uploads nobody finished or used, `housekeeping.stale-uploads`, are the
 * media module's (modules/media/intake/stale-uploads.ts). On the embedded database (PGlite), the hourly VACUUM
 * (ANALYZE) its standalone PostgreSQL does not run itself (db/embedded-vacuum.ts). The notes of changes older than
 * any kept page, hourly (platform/kept-pages).
 */
export async function registerHousekeepingJobs(services: Services): Promise<void> {
  registerFileRemovalJob(services);
  services.jobs.register('housekeeping.rate-limits', async () => {
    await purgeExpiredRateLimits(services.db, services.clock.now());
  });
  await services.jobs.schedule('housekeeping.rate-limits', '17 * * * *');
  services.jobs.register(incidentArchiveJob, async () => {
    await archiveIncidents(services.db, services.clock.now());
  });
  await services.jobs.schedule(incidentArchiveJob, '40 2 * * *');
  // The notes of changes kept pages are checked against (platform/kept-pages), once no kept page is that old.
  services.jobs.register(readerChangesPruneJob, async () => {
    await pruneReaderChanges(services.db);
  });
  await services.jobs.schedule(readerChangesPruneJob, '23 * * * *');
  // Mails queued in the outbox whose delivery job was lost are failed with the reason (outbox-reconciler.ts).
  services.jobs.register(outboxReconcilerJob, async () => {
    await reconcileOutbox(services);
  });
  await services.jobs.schedule(outboxReconcilerJob, '*/5 * * * *');
  if (services.database.kind === 'pglite') {
    services.jobs.register(embeddedVacuumJob, async () => {
      await vacuumEmbeddedDatabase(services.database);
    });
    await services.jobs.schedule(embeddedVacuumJob, '47 * * * *');
  }
}
