import type { Services } from '../../platform/services.ts';
import { paymentEventHandler, paymentSources } from './payment-events.ts';
import { registerReceiptMailJob } from './receipt-mail.job.ts';

/**
 * The inbox's handlers of the providers' events (the inbox's own job retries what a crash or a failure
 * left), and the receipt mail's job.
 */
export function registerPaymentJobs(services: Services): void {
  const handler = paymentEventHandler(services);
  for (const source of paymentSources) services.inbox.handle(source, handler);
  registerReceiptMailJob(services);
}
