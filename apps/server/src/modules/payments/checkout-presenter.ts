import type { Checkout } from '@academy/contracts/entities/checkout';
import type { Locale } from '@academy/contracts/messages';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products } from '../../db/schema/learning.ts';
import { checkouts } from '../../db/schema/payments.ts';
import { companies } from '../../db/schema/tenancy.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { notFound } from '../../platform/http/http-error.ts';
import { namedForReader } from '../content-visibility/index.ts';
import { productContents } from './product-contents.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The buyer's own checkout row; anyone else's (or an unknown id) is a 404, which reveals nothing. */
export async function ownCheckout(db: Executor, actor: Actor, id: string) {
  if (!actor.user || !uuidPattern.test(id)) throw notFound();
  const [row] = await db
    .select()
    .from(checkouts)
    .where(
      and(
        eq(checkouts.tenant_id, actor.tenantId),
        eq(checkouts.uuid, id.toLowerCase()),
        eq(checkouts.user_id, actor.user.id),
      ),
    );
  if (!row) throw notFound();
  return row;
}

/**
 * A checkout as its buyer reads it (the sandbox page, the confirmation page), by allow-list: never the
 * provider's transaction id. Once completed it names what it gave: the product's courses and books, until
 * `end_date`, its courses by their titles in the reader's language.
 */
export async function presentCheckout(
  db: Executor,
  row: typeof checkouts.$inferSelect,
  locale: Locale,
): Promise<Checkout> {
  const [product] = row.product_id
    ? await db.select().from(products).where(eq(products.id, row.product_id))
    : [];
  const [company] = row.company_id
    ? await db
        .select({ uuid: companies.uuid, name: companies.name })
        .from(companies)
        .where(eq(companies.id, row.company_id))
    : [];
  const gave = row.status === 'completed' && product ? await productContents(db, product.id) : null;
  const named = (items: { uuid: string; name: string }[]) => items.map(({ uuid, name }) => ({ uuid, name }));
  return {
    uuid: row.uuid,
    provider: row.provider,
    status: row.status,
    seats: row.seats,
    product: product
      ? {
          uuid: product.uuid,
          name: product.name,
          price: product.price,
          currency: product.currency,
          number_of_days: product.number_of_days,
        }
      : null,
    company: company ?? null,
    courses: gave ? named(await namedForReader(db, gave.courses, locale)) : [],
    books: gave ? named(gave.books) : [],
    end_date: row.status === 'completed' ? row.end_date : null,
    created_at: row.created_at,
    completed_at: row.completed_at,
  };
}
