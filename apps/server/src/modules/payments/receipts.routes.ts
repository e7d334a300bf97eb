import type { receiptSchema } from '@academy/contracts/entities/receipt';
import { translate } from '@academy/contracts/messages';
import { receiptTotals, refundReceipt } from '@academy/contracts/operations/shop';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { itemEnvelope } from '../../platform/http/envelope.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import type { ResourceContext } from '../../platform/resource/define-resource.ts';
import { getResource } from '../../platform/resource/resource-service.ts';
import { requestReceiptRefund } from './receipt-refund-request.ts';
import { sumReceipts } from './receipt-totals.ts';
import { receiptResource } from './receipts.resource.ts';

/**
 * `POST /api/ecommerce/v1/receipts/{id}/refund`: administrators, through the provider.
 * `GET /api/ecommerce/v1/receipts/totals`: what the receipts the caller reads add up to (a product's sales).
 */
export async function receiptRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  registerOperation(app, receiptTotals, async (request) => {
    const context: ResourceContext = {
      db: services.db,
      actor: request.actor,
      services,
      locale: request.locale,
    };
    return itemEnvelope(request, await sumReceipts(context, request.query));
  });
  registerOperation(app, refundReceipt, async (request) => {
    const { actor } = request;
    const context: ResourceContext = { db: services.db, actor, services, locale: request.locale };
    // A receipt the actor may not see is a 404 (getResource), so nothing of another company shows.
    const before = await getResource(receiptResource, context, request.params.id);
    const done = await requestReceiptRefund(app, {
      actor,
      receiptId: before.id as number,
      host: request.headers.host,
    });
    const item = await getResource(receiptResource, context, request.params.id);
    return itemEnvelope(request, item as z.infer<typeof receiptSchema>, {
      relations: ['receipts', 'enrollments', 'company-courses', 'user-books', 'company-books'],
      message: translate(done === 'refunded' ? 'shop.refunded' : 'shop.refund_requested', request.locale),
    });
  });
}
