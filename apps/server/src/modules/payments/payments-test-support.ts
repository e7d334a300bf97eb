import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { enrollments, receipts, userBooks } from '../../db/schema/learning.ts';
import { checkouts } from '../../db/schema/payments.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { buildBook, buildProduct } from '../../test/catalogue-factories.ts';
import { buildCourse } from '../../test/content-factories.ts';
import { auth } from '../../test/factories.ts';
import { localWebhookSecret } from './local-provider.ts';
import { signWebhook } from './webhook-signature.ts';

/** Test support for the payments module: a product to buy, checkouts, and webhooks signed like Paddle's. */

export const checkoutsUrl = '/api/ecommerce/v1/checkouts';
export const localWebhookUrl = '/api/ecommerce/v1/webhooks/local';

/** A product with one course and one book, for `days` days of access. */
export async function buildShopProduct(t: TestApp, tenantId: number, days = 30) {
  // In both languages: a Norwegian reader reads the course by its Norwegian title (`<name> (nb)`).
  const { course } = await buildCourse(t.db, tenantId, { lessons: 1, languages: ['en', 'nb'] });
  const { book } = await buildBook(t.db, tenantId, { chapters: [] });
  const product = await buildProduct(t.db, tenantId, {
    price: 49_900,
    numberOfDays: days,
    courseIds: [course.id],
    bookIds: [book.id],
  });
  return { product, course, book };
}

export async function startCheckout(
  t: TestApp,
  token: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const answer = await t.app.inject({
    method: 'POST',
    url: checkoutsUrl,
    headers: auth(token, headers),
    payload,
  });
  return answer;
}

export async function checkoutRow(t: TestApp, uuid: string) {
  const [row] = await t.db.select().from(checkouts).where(eq(checkouts.uuid, uuid));
  return row;
}

/** A provider event in Paddle Billing's format about a checkout (its transaction and our uuid). */
export function transactionEvent(
  checkout: { uuid: string; provider_transaction_id: string | null; amount: number },
  type = 'transaction.completed',
  eventId = `evt_test_${randomUUID()}`,
) {
  return {
    event_id: eventId,
    event_type: type,
    occurred_at: new Date().toISOString(),
    notification_id: `ntf_test_${randomUUID()}`,
    data: {
      id: checkout.provider_transaction_id,
      status: 'completed',
      custom_data: { checkout_id: checkout.uuid },
      currency_code: 'NOK',
      details: { totals: { grand_total: String(checkout.amount), total: String(checkout.amount) } },
    },
  };
}

export function refundEvent(
  checkout: { provider_transaction_id: string | null },
  eventId = `evt_test_${randomUUID()}`,
) {
  return {
    event_id: eventId,
    event_type: 'adjustment.created',
    occurred_at: new Date().toISOString(),
    data: {
      id: `adj_test_${randomUUID()}`,
      action: 'refund',
      status: 'approved',
      type: 'full',
      transaction_id: checkout.provider_transaction_id,
    },
  };
}

/** Delivers an event to the sandbox's webhook, signed with its secret now (or as told: another secret, an old time). */
export function deliver(
  t: TestApp,
  event: unknown,
  options: { secret?: string; secondsAgo?: number; signature?: string | null; body?: string } = {},
) {
  const body = options.body ?? JSON.stringify(event);
  const ts = Math.floor(Date.now() / 1000) - (options.secondsAgo ?? 0);
  const secret = options.secret ?? localWebhookSecret(t.config.appSecret);
  const signature = options.signature === undefined ? signWebhook(secret, body, ts) : options.signature;
  return t.app.inject({
    method: 'POST',
    url: localWebhookUrl,
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'paddle-signature': signature }),
    },
    payload: body,
  });
}

/** The buyer's live enrollments of a course, and their copies of a book. */
export async function holdings(t: TestApp, userId: number, courseId: number, bookId: number) {
  const live = await t.db
    .select()
    .from(enrollments)
    .where(
      and(
        eq(enrollments.enrollable_type, 'user'),
        eq(enrollments.enrollable_id, userId),
        eq(enrollments.course_id, courseId),
        isNull(enrollments.revoked_at),
      ),
    );
  const books = await t.db
    .select()
    .from(userBooks)
    .where(and(eq(userBooks.user_id, userId), eq(userBooks.book_id, bookId)));
  return { enrollments: live, books };
}

export async function receiptsOf(t: TestApp, checkoutUuid: string) {
  return t.db.select().from(receipts).where(eq(receipts.checkout_id, checkoutUuid));
}
