import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyCourseGrants, companyCourses, receipts } from '../../db/schema/learning.ts';
import { unawaitedWorkSettled } from '../../platform/auth/unawaited-work.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { dateFromToday } from '../../test/content-factories.ts';
import { auth, buildUser, tokenFor } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';
import {
  buildShopProduct,
  checkoutRow,
  holdings,
  receiptsOf,
  startCheckout,
} from './payments-test-support.ts';

/**
 * Buying through the local sandbox end to end (issue 24): the checkout, the sandbox page's pay and decline
 * (which deliver a signed webhook through the real route), the confirmation's reads, a company's seats, the
 * receipts list and who sees it, and an administrator's refund.
 */
let t: TestApp;
let demo: Awaited<ReturnType<typeof demoRows>>;
let tokens: Record<DemoRole, string>;
let shop: Awaited<ReturnType<typeof buildShopProduct>>;

const nordlysScope = () => ({ 'context-scope': `companies:${demo.nordlys.uuid}|company` });
const show = (token: string, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/ecommerce/v1/checkouts/${id}`, headers: auth(token) });
const sandbox = (token: string, id: string, action: 'pay' | 'decline') =>
  t.app.inject({
    method: 'POST',
    url: `/api/ecommerce/v1/sandbox/checkouts/${id}/${action}`,
    headers: auth(token),
  });
const receiptsList = (token: string, query = '', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1/receipts${query}`, headers: auth(token, headers) });

beforeAll(async () => {
  t = await buildTestApp();
  demo = await demoRows(t.db);
  tokens = await demoTokens(t.db);
  shop = await buildShopProduct(t, demo.tenantId, 60);
});
afterAll(() => t.close());

describe('a personal purchase through the sandbox', () => {
  it('opens a checkout, pays on the sandbox page and shows what it gave', async () => {
    const user = await buildUser(t.db, demo.tenantId, { companyId: demo.nordlys.id });
    const token = await tokenFor(t.db, user);
    const started = await startCheckout(t, token, { product: shop.product.uuid });
    expect(started.statusCode).toBe(201);
    const created = started.json().data.item;
    expect(created).toEqual({ uuid: expect.any(String), provider: 'local', status: 'open', paddle: null });
    // The provider's transaction id is never answered (only Paddle.js's is, to open it).
    const row = await checkoutRow(t, created.uuid);
    expect(started.body).not.toContain(row.provider_transaction_id!);

    const open = await show(token, created.uuid);
    expect(open.statusCode).toBe(200);
    expect(open.json().data.item).toMatchObject({
      status: 'open',
      seats: 1,
      product: { uuid: shop.product.uuid, price: 49_900, currency: 'NOK', number_of_days: 60 },
      company: null,
      courses: [],
      books: [],
      end_date: null,
    });
    expect(open.body).not.toContain(row.provider_transaction_id!);
    // Someone else's checkout is not found.
    expect((await show(tokens.learner, created.uuid)).statusCode).toBe(404);
    expect((await sandbox(tokens.learner, created.uuid, 'pay')).statusCode).toBe(404);

    const paid = await sandbox(token, created.uuid, 'pay');
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.item).toMatchObject({
      status: 'completed',
      courses: [{ uuid: shop.course.uuid, name: shop.course.name }],
      books: [{ uuid: shop.book.uuid, name: shop.book.name }],
      end_date: dateFromToday(60),
    });
    // Read in Norwegian, the confirmation names the course by its Norwegian title.
    const inNorwegian = await t.app.inject({
      url: `/api/ecommerce/v1/checkouts/${created.uuid}`,
      headers: auth(token, { 'accept-language': 'nb' }),
    });
    expect(inNorwegian.json().data.item.courses).toEqual([
      { uuid: shop.course.uuid, name: `${shop.course.name} (nb)` },
    ]);
    await unawaitedWorkSettled();
    const held = await holdings(t, user.id, shop.course.id, shop.book.id);
    expect(held.enrollments).toHaveLength(1);
    expect(held.books).toHaveLength(1);
    // The learner now sees the course in their academy.
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/v1/courses/${shop.course.uuid}`,
      headers: auth(token),
    });
    expect(mine.statusCode).toBe(200);
    // Paid once: the page cannot pay again.
    const again = await sandbox(token, created.uuid, 'pay');
    expect(again.statusCode).toBe(409);
    expect(await receiptsOf(t, created.uuid)).toHaveLength(1);
  });

  it('declines on the sandbox page: nothing given, no receipt', async () => {
    const user = await buildUser(t.db, demo.tenantId, { companyId: demo.nordlys.id });
    const token = await tokenFor(t.db, user);
    const { uuid } = (await startCheckout(t, token, { product: shop.product.id })).json().data.item;
    const declined = await sandbox(token, uuid, 'decline');
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data.item.status).toBe('declined');
    expect(await receiptsOf(t, uuid)).toEqual([]);
    expect((await holdings(t, user.id, shop.course.id, shop.book.id)).enrollments).toEqual([]);
  });

  it("puts a buyer of no company in the tenant's shop customers company, where they see the course at once", async () => {
    // Rights cached as in production: the buyer's session is known before the purchase, without a company.
    const cached = await buildTestApp({ config: { actorCacheSeconds: 300 } });
    try {
      const cachedDemo = await demoRows(cached.db);
      const product = await buildShopProduct(cached, cachedDemo.tenantId, 60);
      const user = await buildUser(cached.db, cachedDemo.tenantId);
      const token = await tokenFor(cached.db, user);
      const course = () =>
        cached.app.inject({
          method: 'GET',
          url: `/api/v1/courses/${product.course.uuid}`,
          headers: auth(token),
        });
      expect((await course()).statusCode).toBe(404);
      const { uuid } = (await startCheckout(cached, token, { product: product.product.uuid })).json().data
        .item;
      const paid = await cached.app.inject({
        method: 'POST',
        url: `/api/ecommerce/v1/sandbox/checkouts/${uuid}/pay`,
        headers: auth(token),
      });
      expect(paid.statusCode).toBe(200);
      const held = await holdings(cached, user.id, product.course.id, product.book.id);
      expect(held.enrollments).toHaveLength(1);
      // The membership the purchase made is in force at once, not after the cache's minutes.
      expect((await course()).statusCode).toBe(200);
    } finally {
      await cached.close();
    }
  });

  it('refuses a product that cannot be bought, and a guest', async () => {
    expect((await startCheckout(t, tokens.learner, { product: 999_999 })).statusCode).toBe(404);
    expect(
      (await startCheckout(t, tokens.learner, { product: shop.product.uuid, seats: 0 })).statusCode,
    ).toBe(422);
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/ecommerce/v1/checkouts',
      payload: { product: 1 },
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe('seats bought by a company', () => {
  it('fills the seat pool: five seats enroll five people and the sixth is refused', async () => {
    // A product of its own: the personal purchases above hold Nordlys seats of the other one's course.
    const seatsShop = await buildShopProduct(t, demo.tenantId, 60);
    expect(
      (await startCheckout(t, tokens.learner, { product: seatsShop.product.uuid, seats: 5 }, nordlysScope()))
        .statusCode,
    ).toBe(403);
    const started = await startCheckout(
      t,
      tokens.manager,
      { product: seatsShop.product.uuid, seats: 5 },
      nordlysScope(),
    );
    expect(started.statusCode).toBe(201);
    const { uuid } = started.json().data.item;
    const paid = await sandbox(tokens.manager, uuid, 'pay');
    expect(paid.json().data.item).toMatchObject({
      status: 'completed',
      seats: 5,
      company: { uuid: demo.nordlys.uuid, name: demo.nordlys.name },
    });
    const [pool] = await t.db
      .select()
      .from(companyCourses)
      .where(
        and(
          eq(companyCourses.company_id, demo.nordlys.id),
          eq(companyCourses.course_id, seatsShop.course.id),
        ),
      );
    const grants = await t.db
      .select()
      .from(companyCourseGrants)
      .where(eq(companyCourseGrants.company_course_id, pool.id));
    expect(grants.map((grant) => [grant.source, grant.seats, grant.end_date])).toEqual([
      ['purchase', 5, dateFromToday(60)],
    ]);
    const [receipt] = await receiptsOf(t, uuid);
    expect(receipt).toMatchObject({ company_id: demo.nordlys.id, seats: 5, amount: 5 * 49_900 });

    const people = [];
    for (let index = 0; index < 6; index++)
      people.push(await buildUser(t.db, demo.tenantId, { companyId: demo.nordlys.id }));
    const enroll = (userIds: number[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/enrollments/bulk',
        headers: auth(tokens.manager, nordlysScope()),
        payload: { course_id: seatsShop.course.uuid, user_ids: userIds, start_date: dateFromToday(0) },
      });
    const five = await enroll(people.slice(0, 5).map((person) => person.id));
    expect(five.statusCode).toBe(201);
    expect(five.json().data.item).toEqual({ created: 5 });
    const sixth = await enroll([people[5].id]);
    expect(sixth.statusCode).toBe(422);
    expect(JSON.stringify(sixth.json().errors)).toContain('seat');
  });
});

describe('the receipts list', () => {
  it("shows a manager their company's seat purchases only, a learner their own, an administrator all", async () => {
    const all = await receiptsList(tokens.admin, '?per_page=100');
    expect(all.statusCode).toBe(200);
    const items = all.json().data.items as {
      uuid: string;
      company: { uuid: string } | null;
      user: { email: string } | null;
    }[];
    // Every receipt of the tenant: the purchases the tests above made.
    const stored = await t.db
      .select({ uuid: receipts.uuid })
      .from(receipts)
      .where(eq(receipts.tenant_id, demo.tenantId));
    expect(stored.length).toBeGreaterThanOrEqual(2);
    expect(items.map((item) => item.uuid).sort()).toEqual(stored.map((row) => row.uuid).sort());
    // No provider id or payload in any item.
    expect(all.body).not.toContain('local_txn_');
    expect(all.body).not.toContain('payload');

    const managed = (await receiptsList(tokens.manager, '', nordlysScope())).json().data
      .items as typeof items;
    expect(managed.length).toBeGreaterThanOrEqual(1);
    expect(
      managed.every(
        (item) => item.company?.uuid === demo.nordlys.uuid || item.user?.email === 'manager@academy.test',
      ),
    ).toBe(true);
    // Fjord's manager sees none of Nordlys's purchases.
    const fjord = await receiptsList(tokens.fjordManager);
    expect(fjord.statusCode).toBe(200);
    expect(fjord.json().data.items).toEqual([]);
    const seatPurchase = managed.find((item) => item.company !== null)!;
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/receipts/${seatPurchase.uuid}`,
          headers: auth(tokens.fjordManager),
        })
      ).statusCode,
    ).toBe(404);

    const filtered = await receiptsList(
      tokens.admin,
      `?filter[company]=${demo.nordlys.uuid}&filter[status]=completed`,
    );
    expect(
      (filtered.json().data.items as typeof items).every((item) => item.company?.uuid === demo.nordlys.uuid),
    ).toBe(true);
    const searched = await receiptsList(tokens.admin, `?search=${encodeURIComponent(shop.product.name)}`);
    const found = searched.json().data.items as { product: { header: string } }[];
    const ofProduct = await t.db
      .select({ id: receipts.id })
      .from(receipts)
      .where(eq(receipts.product_id, shop.product.id));
    expect(ofProduct.length).toBeGreaterThanOrEqual(1);
    expect(found.map((item) => item.product.header)).toEqual(ofProduct.map(() => shop.product.name));
    // The buyer is found by a part of their e-mail, in any case, and by "first last".
    const byBuyer = async (text: string) =>
      (
        (await receiptsList(tokens.admin, `?per_page=100&search=${encodeURIComponent(text)}`)).json().data
          .items as { user: { email: string } | null }[]
      ).map((item) => item.user?.email);
    const managersOwn = managed.filter((item) => item.user?.email === 'manager@academy.test');
    expect(managersOwn.length).toBeGreaterThan(0);
    expect(await byBuyer('MANAGER@ACADEMY')).toEqual(expect.arrayContaining(['manager@academy.test']));
    const buyer = demo.user('manager');
    expect(await byBuyer(`${buyer.first_name} ${buyer.last_name}`)).toContain('manager@academy.test');
    expect(await byBuyer('no-such-buyer-or-product')).toEqual([]);
  });
});

describe('the receipts totals', () => {
  const totals = (token: string, query: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/ecommerce/v1/receipts/totals${query}`,
      headers: auth(token, headers),
    });

  it("add up, in the database, what the list's filters reach: the paid receipts, their seats and amount per currency", async () => {
    const answer = await totals(tokens.admin, '?filter[status]=completed');
    expect(answer.statusCode).toBe(200);
    const paid = await t.db
      .select()
      .from(receipts)
      .where(and(eq(receipts.tenant_id, demo.tenantId), eq(receipts.status, 'completed')));
    // The purchases of the tests above: a personal one and a company's seats.
    expect(paid.length).toBeGreaterThanOrEqual(2);
    const amounts = new Map<string, number>();
    for (const row of paid) amounts.set(row.currency, (amounts.get(row.currency) ?? 0) + row.amount);
    expect(answer.json().data.item).toEqual({
      receipts: paid.length,
      seats: paid.reduce((sum, row) => sum + row.seats, 0),
      amounts: [...amounts].sort().map(([currency, amount]) => ({ currency, amount })),
    });
    const ofProduct = paid.filter((row) => row.product_id === shop.product.id);
    const product = await totals(
      tokens.admin,
      `?filter[product]=${shop.product.id}&filter[status]=completed`,
    );
    expect(product.json().data.item.receipts).toBe(ofProduct.length);
  });

  it("reach only what the list shows the caller: nothing of Nordlys for Fjord's manager; a guest is refused", async () => {
    const query = `?filter[product]=${shop.product.id}`;
    const fjord = await totals(tokens.fjordManager, query);
    expect(fjord.statusCode).toBe(200);
    expect(fjord.json().data.item).toEqual({ receipts: 0, seats: 0, amounts: [] });
    const managed = (await totals(tokens.manager, query, nordlysScope())).json().data.item;
    const listed = (await receiptsList(tokens.manager, `${query}&per_page=100`, nordlysScope())).json().data
      .items as { seats: number }[];
    expect(managed.receipts).toBe(listed.length);
    expect(managed.seats).toBe(listed.reduce((sum, item) => sum + item.seats, 0));
    expect((await t.app.inject({ method: 'GET', url: '/api/ecommerce/v1/receipts/totals' })).statusCode).toBe(
      401,
    );
    expect((await totals(tokens.admin, '?filter[nonsense]=1')).statusCode).toBe(422);
  });
});

describe("an administrator's refund", () => {
  it('goes through the sandbox provider and takes back what the purchase gave', async () => {
    const user = await buildUser(t.db, demo.tenantId, { companyId: demo.nordlys.id });
    const token = await tokenFor(t.db, user);
    const { uuid } = (await startCheckout(t, token, { product: shop.product.uuid })).json().data.item;
    await sandbox(token, uuid, 'pay');
    const [receipt] = await receiptsOf(t, uuid);
    const refund = (who: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/ecommerce/v1/receipts/${receipt.uuid}/refund`,
        headers: auth(who),
      });
    expect((await refund(token)).statusCode).toBe(403);
    expect((await refund(tokens.fjordManager)).statusCode).toBe(404);
    const refunded = await refund(tokens.admin);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().data.item).toMatchObject({ status: 'refunded', abilities: { refund: false } });
    expect(refunded.json().data.item.refunded_at).not.toBeNull();
    expect((await holdings(t, user.id, shop.course.id, shop.book.id)).enrollments).toEqual([]);
    expect((await refund(tokens.admin)).statusCode).toBe(403);
  });

  it('answers 409 for a receipt that names no checkout of ours, and changes nothing', async () => {
    const [receipt] = await t.db
      .insert(receipts)
      .values({
        tenant_id: demo.tenantId,
        checkout_id: 'imported-order-1042',
        provider: 'local',
        user_id: demo.user('learner').id,
        amount: 10_000,
        currency: 'NOK',
      })
      .returning();
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/ecommerce/v1/receipts/${receipt.uuid}/refund`,
      headers: auth(tokens.admin),
    });
    expect(answer.statusCode).toBe(409);
    const [after] = await t.db.select().from(receipts).where(eq(receipts.id, receipt.id));
    expect(after).toMatchObject({ status: receipt.status, refund_requested_at: null });
  });
});
