import { purgeExpiredRateLimits } from '../auth/rate-limit.ts';
import type { Services } from '../services.ts';

/** Recurring clean-up every deployment needs: expired rate-limit counters (and used captcha markers). */
export async function registerHousekeepingJobs(services: Services): Promise<void> {
  services.jobs.register('housekeeping.rate-limits', async () => {
    await purgeExpiredRateLimits(services.db, services.clock.now());
  });
  await services.jobs.schedule('housekeeping.rate-limits', '17 * * * *');
}
