import { readFile } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxEvents } from '../../db/schema/inbox.ts';
import { notifications, receipts } from '../../db/schema/learning.ts';
import { checkouts, receiptGrants } from '../../db/schema/payments.ts';
import { incidents, mailOutbox } from '../../db/schema/tenancy.ts';
import { unawaitedWorkSettled } from '../../platform/auth/unawaited-work.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildEnrollment, dateFromToday } from '../../test/content-factories.ts';
import { auth, buildUser, tokenFor } from '../../test/factories.ts';
import { demoRows } from '../enrollments/learning-test-support.ts';
import {
  buildShopProduct,
  checkoutRow,
  deliver,
  holdings,
  receiptsOf,
  refundEvent,
  startCheckout,
  transactionEvent,
} from './payments-test-support.ts';

/**
 * The providers' webhook (issue 24): verified on the raw body before anything, stored in the inbox by the
 * event id, processed once; replays, duplicates, events out of order and a crash in between give nothing
 * twice and lose nothing.
 */
let t: TestApp;
let demo: Awaited<ReturnType<typeof demoRows>>;
let shop: Awaited<ReturnType<typeof buildShopProduct>>;

/** A new learner of Nordlys, a token, and an open checkout of theirs for the product. */
async function buyer() {
  const user = await buildUser(t.db, demo.tenantId, { companyId: demo.nordlys.id });
  const token = await tokenFor(t.db, user);
  const started = await startCheckout(t, token, { product: shop.product.uuid });
  expect(started.statusCode).toBe(201);
  const checkout = await checkoutRow(t, started.json().data.item.uuid);
  return { user, token, checkout };
}

const exists = (token: string, checkoutId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/ecommerce/v1/receipts/exists?checkout_id=${checkoutId}`,
    headers: auth(token),
  });

beforeAll(async () => {
  t = await buildTestApp();
  demo = await demoRows(t.db);
  shop = await buildShopProduct(t, demo.tenantId, 30);
});
afterAll(() => t.close());

describe('the webhook signature', () => {
  it('refuses a wrong, missing, tampered or stale signature with 401 and changes nothing', async () => {
    const { user, checkout } = await buyer();
    const event = transactionEvent(checkout);
    const refusals = [
      await deliver(t, event, { secret: 'not-the-secret' }),
      await deliver(t, event, { signature: null }),
      await deliver(t, event, { signature: 'ts=1;h1=zz' }),
      await deliver(t, event, { secondsAgo: 10 }),
      // Signed over one body, sent with another (the amount changed on the way).
      await deliver(t, event, {
        signature: (await import('./webhook-signature.ts')).signWebhook(
          (await import('./local-provider.ts')).localWebhookSecret(t.config.appSecret),
          JSON.stringify(event),
          Math.floor(Date.now() / 1000),
        ),
        body: JSON.stringify({
          ...event,
          data: { ...event.data, details: { totals: { grand_total: '1' } } },
        }),
      }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe('The webhook signature is missing, wrong or too old.');
    }
    expect(await t.db.select().from(inboxEvents).where(eq(inboxEvents.event_id, event.event_id))).toEqual([]);
    expect((await checkoutRow(t, checkout.uuid)).status).toBe('open');
    expect(await receiptsOf(t, checkout.uuid)).toEqual([]);
    expect((await holdings(t, user.id, shop.course.id, shop.book.id)).enrollments).toEqual([]);

    const accepted = await deliver(t, event);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.item).toEqual({
      event_id: event.event_id,
      replayed: false,
      outcome: 'fulfilled',
    });
  });

  it('answers a body that is not an event with 400 once the signature is good', async () => {
    const answer = await deliver(t, null, { body: '{"not":"an event"}' });
    expect(answer.statusCode).toBe(400);
  });

  it('serves only the provider in use: the Paddle endpoint does not exist while the sandbox is the provider', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/ecommerce/v1/webhooks/paddle',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(answer.statusCode).toBe(404);
  });
});

describe('fulfilment exactly once', () => {
  it('gives the course and the book for number_of_days, records the receipt, queues the mail and audits', async () => {
    const { user, token, checkout } = await buyer();
    expect((await exists(token, checkout.uuid)).json().data.item).toEqual({ exists: false });
    const event = transactionEvent(checkout);
    expect((await deliver(t, event)).statusCode).toBe(200);
    await unawaitedWorkSettled();

    const held = await holdings(t, user.id, shop.course.id, shop.book.id);
    expect(held.enrollments).toHaveLength(1);
    expect(held.enrollments[0]).toMatchObject({ company_id: demo.nordlys.id, end_date: dateFromToday(30) });
    expect(held.books).toHaveLength(1);
    expect(held.books[0].end_date).toBe(dateFromToday(30));
    const [receipt] = await receiptsOf(t, checkout.uuid);
    expect(receipt).toMatchObject({
      status: 'completed',
      amount: 49_900,
      user_id: user.id,
      company_id: null,
    });
    expect((await exists(token, checkout.uuid)).json().data.item).toEqual({ exists: true });
    const [audit] = await t.db
      .select()
      .from(incidents)
      .where(
        and(
          eq(incidents.event, 'shop.purchase_completed'),
          eq(incidents.target, `receipts:${receipt.uuid}|receipt`),
        ),
      );
    expect(audit.user_id).toBe(user.id);
    // The caller was the provider's webhook, named as its own kind of principal, not a user.
    expect(audit.data).toMatchObject({ principal: { kind: 'provider_webhook', source: 'local' } });
    const mails = await t.db.execute(
      sql`select template, locale, "to" from mail_outbox where "to" = ${user.email}`,
    );
    expect((mails as unknown as { rows: unknown[] }).rows).toEqual([
      { template: 'shop-receipt', locale: 'en', to: user.email },
    ]);

    // A replay is answered from the record and gives nothing again.
    const replay = await deliver(t, event);
    expect(replay.json().data.item).toEqual({
      event_id: event.event_id,
      replayed: true,
      outcome: 'fulfilled',
    });
    expect(await receiptsOf(t, checkout.uuid)).toHaveLength(1);
    expect((await holdings(t, user.id, shop.course.id, shop.book.id)).enrollments).toHaveLength(1);
  });

  it("sends a Norwegian buyer's receipt in Norwegian, naming the course by its Norwegian title", async () => {
    const user = await buildUser(t.db, demo.tenantId, { companyId: demo.nordlys.id });
    const token = await tokenFor(t.db, user);
    const started = await startCheckout(
      t,
      token,
      { product: shop.product.uuid },
      { 'accept-language': 'nb' },
    );
    const checkout = await checkoutRow(t, started.json().data.item.uuid);
    expect((await deliver(t, transactionEvent(checkout))).statusCode).toBe(200);
    await unawaitedWorkSettled();
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mail).toMatchObject({ template: 'shop-receipt', locale: 'nb', status: 'sent' });
    const { text } = await simpleParser(await readFile(mail.path!));
    expect(text).toContain(`${shop.course.name} (nb)`);
  });

  it('gives one receipt and one enrollment for the same event delivered 10 times at once', async () => {
    const { user, checkout } = await buyer();
    const event = transactionEvent(checkout);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(t, event)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((answer) => !answer.json().data.item.replayed)).toHaveLength(1);
    expect(await receiptsOf(t, checkout.uuid)).toHaveLength(1);
    const held = await holdings(t, user.id, shop.course.id, shop.book.id);
    expect(held.enrollments).toHaveLength(1);
    expect(held.books).toHaveLength(1);
    // Another event id about the same transaction (Paddle resends with a new id) gives nothing either.
    const again = await deliver(t, transactionEvent(checkout));
    expect(again.json().data.item.outcome).toBe('already_fulfilled');
    expect(await receiptsOf(t, checkout.uuid)).toHaveLength(1);
  });

  it('extends, never shortens, what the buyer already has', async () => {
    const { user, checkout } = await buyer();
    const longer = await buildEnrollment(t.db, demo.tenantId, {
      courseId: shop.course.id,
      companyId: demo.nordlys.id,
      enrollable: { type: 'user', id: user.id },
      endDate: dateFromToday(400),
    });
    expect((await deliver(t, transactionEvent(checkout))).statusCode).toBe(200);
    const held = await holdings(t, user.id, shop.course.id, shop.book.id);
    expect(held.enrollments.map((row) => [row.id, row.end_date])).toEqual([[longer.id, dateFromToday(400)]]);
    // The refund then leaves the learner's own enrollment as it was.
    expect((await deliver(t, refundEvent(checkout))).json().data.item.outcome).toBe('refunded');
    const after = await holdings(t, user.id, shop.course.id, shop.book.id);
    expect(after.enrollments.map((row) => [row.id, row.end_date])).toEqual([[longer.id, dateFromToday(400)]]);
    expect(after.books).toEqual([]);
  });
});

describe('refunds', () => {
  it('takes back exactly what the receipt gave, and the receipt is refunded', async () => {
    const { user, token, checkout } = await buyer();
    await deliver(t, transactionEvent(checkout));
    expect((await holdings(t, user.id, shop.course.id, shop.book.id)).enrollments).toHaveLength(1);
    const refunded = await deliver(t, refundEvent(checkout));
    expect(refunded.json().data.item.outcome).toBe('refunded');
    const held = await holdings(t, user.id, shop.course.id, shop.book.id);
    expect(held.enrollments).toEqual([]);
    expect(held.books).toEqual([]);
    const [receipt] = await receiptsOf(t, checkout.uuid);
    expect(receipt.status).toBe('refunded');
    expect(receipt.refunded_at).not.toBeNull();
    expect((await checkoutRow(t, checkout.uuid)).status).toBe('refunded');
    expect((await exists(token, checkout.uuid)).json().data.item).toEqual({ exists: false });
  });

  it('out of order: a refund before its completion leaves no grant behind', async () => {
    const { user, checkout } = await buyer();
    expect((await deliver(t, refundEvent(checkout))).json().data.item.outcome).toBe(
      'refunded_before_completion',
    );
    expect((await deliver(t, transactionEvent(checkout))).json().data.item.outcome).toBe(
      'refunded_before_completion',
    );
    const held = await holdings(t, user.id, shop.course.id, shop.book.id);
    expect(held.enrollments).toEqual([]);
    expect(held.books).toEqual([]);
    const [receipt] = await receiptsOf(t, checkout.uuid);
    expect(receipt.status).toBe('refunded');
    expect(await t.db.select().from(receiptGrants).where(eq(receiptGrants.receipt_id, receipt.id))).toEqual(
      [],
    );
  });

  it('declines an open checkout whose payment failed, and a later failure changes nothing paid', async () => {
    const { checkout } = await buyer();
    expect(
      (await deliver(t, transactionEvent(checkout, 'transaction.payment_failed'))).json().data.item.outcome,
    ).toBe('declined');
    expect((await checkoutRow(t, checkout.uuid)).status).toBe('declined');
  });
});

describe('receipts/exists', () => {
  it("is true only for the caller's own completed purchase", async () => {
    const first = await buyer();
    const second = await buyer();
    await deliver(t, transactionEvent(first.checkout));
    expect((await exists(first.token, first.checkout.uuid)).json().data.item.exists).toBe(true);
    expect((await exists(second.token, first.checkout.uuid)).json().data.item.exists).toBe(false);
    expect((await exists(second.token, 'not-a-uuid')).json().data.item.exists).toBe(false);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/ecommerce/v1/receipts/exists?checkout_id=${first.checkout.uuid}`,
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('a crash between receiving and fulfilling', () => {
  it('loses nothing: the stored event is processed by the inbox job, once', async () => {
    const { user, checkout } = await buyer();
    const event = transactionEvent(checkout);
    // What a server killed right after storing the event leaves behind: the event, unprocessed.
    await t.db.insert(inboxEvents).values({
      tenant_id: demo.tenantId,
      source: 'local',
      event_id: event.event_id,
      payload: event,
      received_at: new Date(Date.now() - 120_000).toISOString(),
    });
    expect((await holdings(t, user.id, shop.course.id, shop.book.id)).enrollments).toEqual([]);

    // After the restart the inbox job (every minute) processes it.
    expect(await t.app.services.inbox.processPending()).toBeGreaterThanOrEqual(1);
    expect(await t.app.services.inbox.processPending()).toBe(0);
    const held = await holdings(t, user.id, shop.course.id, shop.book.id);
    expect(held.enrollments).toHaveLength(1);
    expect(held.books).toHaveLength(1);
    expect(await receiptsOf(t, checkout.uuid)).toHaveLength(1);

    // The provider, which got no answer, delivers again: a replay.
    const redelivered = await deliver(t, event);
    expect(redelivered.json().data.item).toEqual({
      event_id: event.event_id,
      replayed: true,
      outcome: 'fulfilled',
    });
    expect((await holdings(t, user.id, shop.course.id, shop.book.id)).enrollments).toHaveLength(1);
  });

  it('a failed processing is recorded on the event and retried until it succeeds, giving the course once', async () => {
    const { user, checkout } = await buyer();
    const event = transactionEvent(checkout);
    // The fulfilment fails once (the database refuses the receipt), after the event was stored.
    await t.db.execute(sql`create or replace function shop_test_refuse() returns trigger language plpgsql as $$
      begin raise exception 'receipts are refused for this test'; end $$`);
    await t.db.execute(
      sql`create trigger shop_test_refuse before insert on receipts for each row execute function shop_test_refuse()`,
    );
    const failed = await deliver(t, event);
    expect(failed.statusCode).toBe(500);
    await t.db.execute(sql`drop trigger shop_test_refuse on receipts`);
    const [stored] = await t.db.select().from(inboxEvents).where(eq(inboxEvents.event_id, event.event_id));
    expect(stored.processed_at).toBeNull();
    expect(stored.error).toContain('insert into "receipts"');
    expect((await holdings(t, user.id, shop.course.id, shop.book.id)).enrollments).toEqual([]);

    await t.db
      .update(inboxEvents)
      .set({ received_at: new Date(Date.now() - 120_000).toISOString() })
      .where(eq(inboxEvents.event_id, event.event_id));
    await t.app.services.inbox.processPending();
    expect((await holdings(t, user.id, shop.course.id, shop.book.id)).enrollments).toHaveLength(1);
    expect(await receiptsOf(t, checkout.uuid)).toHaveLength(1);
  });
});

describe('an event that names nothing of ours', () => {
  it('is recorded and raised to the administrators, not crashed on', async () => {
    const event = transactionEvent({
      uuid: '00000000-0000-4000-8000-0000000000ff',
      provider_transaction_id: 'local_txn_unknown',
      amount: 100,
    });
    const answer = await deliver(t, event);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.item.outcome).toBe('unknown_checkout');
    const raised = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.user_id, demo.user('admin').id),
          eq(notifications.subject, 'A payment could not be matched'),
        ),
      );
    expect(raised).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(incidents)
        .where(eq(incidents.target, `webhook:${event.event_id}`)),
    ).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(receipts)
        .where(eq(receipts.checkout_id, '00000000-0000-4000-8000-0000000000ff')),
    ).toEqual([]);
    expect(
      await t.db.select().from(checkouts).where(eq(checkouts.provider_transaction_id, 'local_txn_unknown')),
    ).toEqual([]);
  });
});
