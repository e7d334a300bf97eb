import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { languages, tenants } from '../db/schema/index.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import { demoTenant } from './content-organisations.ts';
import { type DemoLanguageCode, demoLanguages } from './content-types.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { insertCompanyBooks } from './insert-company-books.ts';
import { insertCourses } from './insert-courses.ts';
import { insertEnrollments } from './insert-enrollments.ts';
import { insertKnowledgeBase } from './insert-knowledge-base.ts';
import { insertMedia } from './insert-media.ts';
import { insertNotifications } from './insert-notifications.ts';
import { insertOrganisations } from './insert-organisations.ts';
import { insertShop } from './insert-shop.ts';
import type { SeedContext } from './seed-support.ts';

/**
 * Loads the demo tenant with its companies, accounts, courses, knowledge base, shop and enrollments.
 * Idempotent: once the tenant exists it changes nothing. Everything is written in one transaction, so a
 * failure leaves no half-seeded tenant behind.
 */
export async function seedDemo(db: Database): Promise<{ created: boolean }> {
  const existing = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, demoTenant.slug));
  if (existing.length > 0) return { created: false };

  // Slow on purpose (argon2id), so it runs once, outside the transaction, and every account shares it.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  return db.transaction(async (tx) => {
    // Two processes seeding at once: the second finds the slug taken here and backs off instead of failing.
    const [tenant] = await tx
      .insert(tenants)
      .values({ name: demoTenant.name, slug: demoTenant.slug, config: {}, gtm_id: null })
      .onConflictDoNothing({ target: tenants.slug })
      .returning({ id: tenants.id });
    if (!tenant) return { created: false };

    const languageRows = await tx
      .insert(languages)
      .values(demoLanguages.map(({ code, name }) => ({ tenant_id: tenant.id, code, name })))
      .returning({ id: languages.id, code: languages.code });
    const context: SeedContext = {
      tx,
      tenantId: tenant.id,
      languageIds: Object.fromEntries(languageRows.map((row) => [row.code, row.id])) as Record<
        DemoLanguageCode,
        number
      >,
      now: new Date(),
    };

    const organisation = await insertOrganisations(context, passwordHash);
    const catalogue = await insertCourses(context);
    await insertMedia(context, catalogue.courseIdByCode);
    const bookIdsByKey = await insertKnowledgeBase(context, catalogue.blockIdByKey);
    await insertShop(context, catalogue.courseIdByCode, bookIdsByKey);
    await insertCompanyBooks(context, organisation, bookIdsByKey);
    await insertEnrollments(context, organisation, catalogue.courseIdByCode);
    await insertNotifications(context, organisation, catalogue.courseIdByCode);
    return { created: true };
  });
}
