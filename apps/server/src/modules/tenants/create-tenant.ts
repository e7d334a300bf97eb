import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { tenants } from '../../db/schema/tenants.ts';

/** The id of the tenant with this slug, or null when there is none. */
export async function findTenantId(db: Executor, slug: string): Promise<number | null> {
  const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug));
  return row?.id ?? null;
}

/**
 * Creates a tenant with empty settings. Null when the slug is already taken, so two processes creating the
 * same tenant at once do not fail: the second one backs off.
 */
export async function createTenant(
  db: Executor,
  input: { name: string; slug: string },
): Promise<number | null> {
  const [row] = await db
    .insert(tenants)
    .values({ name: input.name, slug: input.slug, config: {}, gtm_id: null })
    .onConflictDoNothing({ target: tenants.slug })
    .returning({ id: tenants.id });
  return row?.id ?? null;
}
