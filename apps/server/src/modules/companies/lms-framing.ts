import { isWebUrl } from '@academy/contracts/common/web-url';
import { and, eq } from 'drizzle-orm';
import { companies } from '../../db/schema/tenancy.ts';
import type { Services } from '../../platform/services.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Who may frame the SCORM pages of a company (issue 9 point 9): the origin of its external LMS, when the
 * company is active and has SCORM switched on. `company` is the uuid or slug in `/scorm/:company/…`; the
 * tenant is the request host's. Anything else (unknown company, no or unusable URL) frames nothing.
 */
export async function lmsFramingOrigins(
  services: Services,
  host: string | undefined,
  company: string,
): Promise<string[]> {
  const tenant = await services.tenants.resolve(host);
  if (!tenant) return [];
  const [row] = await services.db
    .select({ url: companies.external_lms_url })
    .from(companies)
    .where(
      and(
        eq(companies.tenant_id, tenant.id),
        uuidPattern.test(company) ? eq(companies.uuid, company.toLowerCase()) : eq(companies.slug, company),
        eq(companies.is_active, true),
        eq(companies.scorm_enabled, true),
      ),
    )
    .limit(1);
  // Stored before links were checked, a value may be anything: only what the contract accepts today counts.
  if (!row?.url || !isWebUrl(row.url)) return [];
  return [new URL(row.url).origin];
}
