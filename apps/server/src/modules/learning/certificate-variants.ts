import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { courseVariants } from '../../db/schema/content.ts';
import { certificates } from '../../db/schema/learning.ts';
import { languages } from '../../db/schema/tenancy.ts';

export type CertificateVariant = { variantId: number; languageCode: string | null };

/**
 * The variant (and its language) each certificate was earned in, by certificate id — one statement. A
 * certificate whose variant was deleted since is left out: where it was earned is no longer known.
 */
export async function loadCertificateVariants(
  db: Executor,
  certificateIds: number[],
): Promise<Map<number, CertificateVariant>> {
  const found = new Map<number, CertificateVariant>();
  if (certificateIds.length === 0) return found;
  const rows = await db
    .select({ id: certificates.id, variantId: courseVariants.id, languageCode: languages.code })
    .from(certificates)
    .innerJoin(courseVariants, eq(courseVariants.id, certificates.course_variant_id))
    .leftJoin(languages, eq(languages.id, courseVariants.language_id))
    .where(inArray(certificates.id, [...new Set(certificateIds)]));
  for (const row of rows) found.set(row.id, { variantId: row.variantId, languageCode: row.languageCode });
  return found;
}
