import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products, receipts } from '../../db/schema/learning.ts';
import { checkouts } from '../../db/schema/payments.ts';
import { companies, users } from '../../db/schema/tenancy.ts';
import { tenants } from '../../db/schema/tenants.ts';
import { transactionSql } from '../../platform/jobs/transaction-sql.ts';
import type { Services } from '../../platform/services.ts';
import { namedForReader } from '../content-visibility/index.ts';
import { productContents } from './product-contents.ts';
import { receiptMail } from './receipt.mail.ts';

/**
 * The receipt mail, owed by a fulfilment: queued in the fulfilment's transaction (so it goes exactly when the
 * purchase was recorded, never for one rolled back), sent in the buyer's language at checkout, once
 * (its outbox key is the receipt).
 */
export const receiptMailJob = 'payments.receipt-mail';
type ReceiptMailJob = { receiptId: number };

export async function mailReceiptAfterCommit(
  services: Pick<Services, 'jobs'>,
  tx: Executor,
  receiptId: number,
): Promise<void> {
  await services.jobs.enqueue<ReceiptMailJob>(receiptMailJob, { receiptId }, { db: transactionSql(tx) });
}

const money = (amount: number, currency: string, locale: 'en' | 'nb') =>
  new Intl.NumberFormat(locale === 'nb' ? 'nb-NO' : 'en-GB', { style: 'currency', currency }).format(
    amount / 100,
  );
const day = (date: string, locale: 'en' | 'nb') =>
  new Intl.DateTimeFormat(locale === 'nb' ? 'nb-NO' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

export function registerReceiptMailJob(services: Services): void {
  services.jobs.register<ReceiptMailJob>(receiptMailJob, async ({ receiptId }) => {
    const [found] = await services.db
      .select({
        receipt: receipts,
        checkout: checkouts,
        user: { first_name: users.first_name, email: users.email },
        product: { id: products.id, name: products.name },
        company: { name: companies.name },
        tenant: { name: tenants.name },
      })
      .from(receipts)
      .innerJoin(checkouts, sql`${checkouts.uuid}::text = ${receipts.checkout_id}`)
      .innerJoin(tenants, eq(tenants.id, receipts.tenant_id))
      .leftJoin(users, eq(users.id, receipts.user_id))
      .leftJoin(products, eq(products.id, receipts.product_id))
      .leftJoin(companies, eq(companies.id, receipts.company_id))
      .where(eq(receipts.id, receiptId));
    // A buyer deleted since, or a receipt that gave nothing (refunded before it completed): no mail.
    if (!found?.user || !found.product || found.receipt.status !== 'completed' || !found.checkout.end_date)
      return;
    const locale = found.checkout.locale;
    const contents = await productContents(services.db, found.product.id);
    await services.mail.sendLater({
      tenantId: found.receipt.tenant_id,
      to: found.user.email,
      template: receiptMail,
      locale,
      data: {
        name: found.user.first_name,
        tenant: found.tenant.name,
        product: found.product.name,
        amount: money(found.receipt.amount, found.receipt.currency, locale),
        seats: found.receipt.company_id ? found.receipt.seats : null,
        company: found.company?.name ?? null,
        courses: (await namedForReader(services.db, contents.courses, locale)).map((course) => course.name),
        books: contents.books.map((book) => book.name),
        until: day(found.checkout.end_date, locale),
        link: services.config.publicUrl,
      },
      idempotencyKey: `shop-receipt:${found.receipt.uuid}`,
      companyId: found.receipt.company_id ?? undefined,
    });
  });
}
