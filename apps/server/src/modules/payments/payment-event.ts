import { z } from 'zod';

/**
 * The parts of a provider's event the shop acts on, read from Paddle Billing's webhook format (which the
 * sandbox writes too): `transaction.*` events carry the transaction (`data.id`, our checkout's uuid in
 * `data.custom_data.checkout_id`, the totals), `adjustment.*` events a refund or chargeback of a transaction.
 */
const eventSchema = z.object({
  event_id: z.string().min(1).max(255),
  event_type: z.string().min(1).max(100),
  data: z.record(z.string(), z.unknown()).default({}),
});

export type PaymentEvent = {
  eventId: string;
  eventType: string;
  /** The provider's transaction (`data.id`, or an adjustment's `data.transaction_id`). */
  transactionId: string | null;
  /** Our checkout, when the transaction carries it in its custom data. */
  checkoutUuid: string | null;
  /** What was paid, in the smallest currency unit, when the event says. */
  amount: number | null;
  currency: string | null;
  /** An adjustment's action (`refund`, `chargeback` …) and status (`approved` …). */
  adjustment: { action: string; status: string } | null;
};

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The event, or null when the body is not one (no id or type). */
export function readPaymentEvent(payload: unknown): PaymentEvent | null {
  const parsed = eventSchema.safeParse(payload);
  if (!parsed.success) return null;
  const { data } = parsed.data;
  const isAdjustment = parsed.data.event_type.startsWith('adjustment.');
  const custom = (data.custom_data ?? {}) as Record<string, unknown>;
  const checkoutUuid = text(custom?.checkout_id);
  const details = (data.details ?? {}) as { totals?: { grand_total?: unknown; total?: unknown } };
  const total = Number(details.totals?.grand_total ?? details.totals?.total ?? Number.NaN);
  return {
    eventId: parsed.data.event_id,
    eventType: parsed.data.event_type,
    transactionId: text(isAdjustment ? data.transaction_id : data.id),
    checkoutUuid: checkoutUuid && uuidPattern.test(checkoutUuid) ? checkoutUuid : null,
    amount: Number.isInteger(total) ? total : null,
    currency: text(data.currency_code),
    adjustment: isAdjustment ? { action: text(data.action) ?? '', status: text(data.status) ?? '' } : null,
  };
}
