import type { Services } from '../../platform/services.ts';
import { registerAccountMailsJob } from './account-mail-jobs.ts';
import { registerEmailChangeMailsJob } from './email-change.service.ts';

/** The users module's background work: the mails its writes queue in their transactions. */
export function registerUserJobs(services: Services): void {
  registerAccountMailsJob(services);
  registerEmailChangeMailsJob(services);
}
