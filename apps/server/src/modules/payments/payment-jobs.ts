import { eq } from 'drizzle-orm';
import { checkouts } from '../../db/schema/payments.ts';
import type { InboxAfterCommit } from '../../platform/inbox/index.ts';
import type { Services } from '../../platform/services.ts';
import type { EventOutcome } from './checkout-fulfiller.ts';
import { paymentEventHandler, paymentSources } from './payment-events.ts';
import { registerReceiptMailJob } from './receipt-mail.job.ts';

/**
 * A provider's event is the exactly-once record of what it did (a redelivery finds it and is answered as a
 * replay): Paddle retries for days, not months, so a year and a bit keeps every redelivery and a year's
 * bookkeeping questions answerable, and stops the table growing without end (decisions.md).
 */
const paymentEventRetentionDays = 400;

/**
 * The inbox's handlers of the providers' events (the inbox's own job retries what a crash or a failure
 * left), and the receipt mail's job.
 */
export function registerPaymentJobs(services: Services): void {
  const handler = paymentEventHandler(services);
  for (const source of paymentSources) {
    services.inbox.handle(source, handler, forgetBuyerRights(services));
    services.inbox.retain(source, paymentEventRetentionDays);
  }
  registerReceiptMailJob(services);
}

/**
 * A fulfilled purchase may have made the buyer a member of a company (the shop's customers): their cached
 * rights are forgotten once that is committed, on every process, so the course they bought opens at once.
 */
function forgetBuyerRights(services: Services): InboxAfterCommit {
  return async (_event, result) => {
    const outcome = result as EventOutcome | null;
    if (outcome?.outcome !== 'fulfilled' || !outcome.checkout) return;
    const [checkout] = await services.db
      .select({ userId: checkouts.user_id })
      .from(checkouts)
      .where(eq(checkouts.uuid, outcome.checkout));
    if (checkout?.userId) services.actors.forgetUser(checkout.userId);
  };
}
