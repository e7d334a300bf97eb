import { defineModule } from '../../platform/module-manifest.ts';
import { checkoutRoutes } from './checkouts.routes.ts';
import { registerPaymentJobs } from './payment-jobs.ts';
import { receiptResource } from './receipts.resource.ts';
import { receiptRoutes } from './receipts.routes.ts';
import { webhookRoutes } from './webhooks.routes.ts';

/** The payments module (issue 24): checkouts, the providers' webhooks, fulfilment, receipts and refunds. */
export const paymentsModule = defineModule({
  name: 'payments',
  resources: [receiptResource],
  routes: [checkoutRoutes, webhookRoutes, receiptRoutes],
  jobs: [registerPaymentJobs],
});
