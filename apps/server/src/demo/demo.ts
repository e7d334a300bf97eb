import type { Database } from '../db/client.ts';
import { createLanguages } from '../modules/languages/index.ts';
import { createTenant, findTenantId } from '../modules/tenants/index.ts';
import { hashPassword } from '../platform/auth/index.ts';
import { demoTenant } from './content-organisations.ts';
import { type DemoLanguageCode, demoLanguages } from './content-types.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { insertCompanyBooks } from './insert-company-books.ts';
import { insertCompanyCourses } from './insert-company-courses.ts';
import { insertCourses } from './insert-courses.ts';
import { insertEnrollments } from './insert-enrollments.ts';
import { type HistorySummary, insertHistory } from './insert-history.ts';
import { insertKnowledgeBase } from './insert-knowledge-base.ts';
import { insertMedia } from './insert-media.ts';
import { insertNotifications } from './insert-notifications.ts';
import { insertOrganisations } from './insert-organisations.ts';
import { insertShop } from './insert-shop.ts';
import type { SeedContext } from './seed-support.ts';

export type SeedOptions = {
  /**
   * Also load the demo's history (Nordlys's 40 learners and their 18 months: DEMO_HISTORY). Off for the API
   * tests' template and the browser tests' shared server, whose assertions count the demo's rows as they are.
   */
  history?: boolean;
  /** The clock every relative date is counted from; the app's clock when absent. */
  now?: Date;
};

/**
 * Loads the demo tenant with its companies, accounts, courses, knowledge base, shop and enrollments.
 * With `history`, Nordlys also gets its 18 months of past learning (insert-history.ts).
 * Idempotent: once the tenant exists it changes nothing. Everything is written in one transaction, so a
 * failure leaves no half-seeded tenant behind.
 */
export async function seedDemo(
  db: Database,
  options: SeedOptions = {},
): Promise<{ created: boolean; history?: HistorySummary }> {
  if ((await findTenantId(db, demoTenant.slug)) !== null) return { created: false };

  // Slow on purpose (argon2id), so it runs once, outside the transaction, and every account shares it.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  return db.transaction(async (tx) => {
    // Two processes seeding at once: the second finds the slug taken here and backs off instead of failing.
    const tenantId = await createTenant(tx, { name: demoTenant.name, slug: demoTenant.slug });
    if (tenantId === null) return { created: false };

    const languageIds = await createLanguages(tx, tenantId, demoLanguages);
    const context: SeedContext = {
      tx,
      tenantId,
      languageIds: Object.fromEntries(
        demoLanguages.map(({ code }, index) => [code, languageIds[index]]),
      ) as Record<DemoLanguageCode, number>,
      now: options.now ?? new Date(),
    };

    const organisation = await insertOrganisations(context, passwordHash);
    const catalogue = await insertCourses(context);
    await insertMedia(context, catalogue.firstLessonIdsByCode);
    const bookIdsByKey = await insertKnowledgeBase(context, catalogue.blockIdByKey);
    await insertShop(context, catalogue.courseIdByCode, bookIdsByKey);
    await insertCompanyBooks(context, organisation, bookIdsByKey);
    await insertCompanyCourses(context, organisation, catalogue.courseIdByCode);
    await insertEnrollments(context, organisation, catalogue.courseIdByCode);
    await insertNotifications(context, organisation, catalogue.courseIdByCode);
    if (!options.history) return { created: true };
    const history = await insertHistory(context, organisation, catalogue.courseIdByCode, passwordHash);
    return { created: true, history };
  });
}
