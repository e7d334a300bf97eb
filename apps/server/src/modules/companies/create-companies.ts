import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { insertInOrder } from '../../db/insert-in-order.ts';
import { type CompanySettings, companies, defaultCompanySettings } from '../../db/schema/tenancy.ts';
import { mergeSettings, type SettingsPatch } from './company-settings.ts';

export type CompanyInput = {
  name: string;
  slug: string;
  header_color?: string | null;
  settings?: SettingsPatch;
};

/** A new company's settings, over the API or not: the defaults with the given ones laid over them. */
export function newCompanySettings(settings: SettingsPatch | undefined): CompanySettings {
  return mergeSettings(defaultCompanySettings, settings);
}

/** Creates the companies in one statement; their ids in input order. */
export function createCompanies(db: Executor, tenantId: number, inputs: readonly CompanyInput[]) {
  return insertInOrder(
    db,
    companies,
    inputs.map((input) => ({
      tenant_id: tenantId,
      name: input.name,
      slug: input.slug,
      header_color: input.header_color ?? null,
      settings: newCompanySettings(input.settings),
    })),
  );
}

/** Changes some of a company's settings, keeping the others (the rules are checked on the result). */
export async function changeCompanySettings(
  db: Executor,
  companyId: number,
  patch: SettingsPatch,
): Promise<void> {
  const [row] = await db
    .select({ settings: companies.settings })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) throw new Error(`changeCompanySettings: no company ${companyId}`);
  await db
    .update(companies)
    .set({ settings: mergeSettings(row.settings, patch) })
    .where(eq(companies.id, companyId));
}
