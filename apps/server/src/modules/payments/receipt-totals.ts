import type { ListQuery } from '@academy/contracts/common/envelope';
import type { ReceiptTotals } from '@academy/contracts/entities/receipt';
import { sql } from 'drizzle-orm';
import { receipts } from '../../db/schema/learning.ts';
import { authorize } from '../../platform/policy/define-policy.ts';
import type { ResourceContext } from '../../platform/resource/define-resource.ts';
import { listCondition } from '../../platform/resource/list-query.ts';
import { receiptResource } from './receipts.resource.ts';

/**
 * What the receipts a list would answer add up to — the same tenant, reach, search and filters as
 * `GET /api/v1/receipts` — summed by the database per currency, so a product's sales are one query however
 * many receipts it has.
 */
export async function sumReceipts(context: ResourceContext, query: ListQuery): Promise<ReceiptTotals> {
  authorize(receiptResource.policy, 'viewAny', context.actor);
  const where = listCondition(receiptResource, context.actor, query);
  if (!where) return { receipts: 0, seats: 0, amounts: [] };
  const byCurrency = await context.db
    .select({
      currency: receipts.currency,
      receipts: sql<number>`count(*)`.mapWith(Number),
      seats: sql<number>`coalesce(sum(${receipts.seats}), 0)`.mapWith(Number),
      amount: sql<number>`coalesce(sum(${receipts.amount}), 0)`.mapWith(Number),
    })
    .from(receipts)
    .where(where)
    .groupBy(receipts.currency)
    .orderBy(receipts.currency);
  return {
    receipts: byCurrency.reduce((sum, row) => sum + row.receipts, 0),
    seats: byCurrency.reduce((sum, row) => sum + row.seats, 0),
    amounts: byCurrency.map((row) => ({ currency: row.currency, amount: row.amount })),
  };
}
