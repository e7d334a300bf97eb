import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { Locale } from '@academy/contracts/messages';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { courseVariants } from '../../db/schema/content.ts';
import type { certificates } from '../../db/schema/learning.ts';
import { languages, users } from '../../db/schema/tenancy.ts';
import { tenants } from '../../db/schema/tenants.ts';
import type { Services } from '../../platform/services.ts';
import { isMediaReference, readMediaOriginal } from '../media/index.ts';
import { certificatePublicUrl } from './certificate-links.ts';
import type { CertificateContent } from './certificate-pdf.ts';

type CertificateRow = Pick<
  typeof certificates.$inferSelect,
  | 'id'
  | 'uuid'
  | 'tenant_id'
  | 'user_id'
  | 'course_variant_id'
  | 'title'
  | 'certifier'
  | 'issued_at'
  | 'expires_at'
>;

const asLocale = (code: string | null | undefined): Locale | null =>
  code === 'en' || code === 'nb' ? code : null;

/** YYYY-MM-DD in UTC, as the certificate panel shows it (spec §9 default date format). */
export const isoDate = (value: string | Date) => new Date(value).toISOString().slice(0, 10);

const isPngOrJpeg = (bytes: Buffer) =>
  (bytes.length > 8 && bytes.readUInt32BE(0) === 0x89504e47) ||
  (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff);

/**
 * The tenant's logo when it is stored where this process can read it: a kept media item, a `data:` URL, or a file inside
 * DATA_DIR (its path relative to DATA_DIR, or absolute). Remote URLs are not fetched (no outbound calls while rendering);
 * anything else, or a file that is not PNG or JPEG, means the certificate shows the name only.
 */
export async function readTenantLogo(
  logo: string | null,
  dataDir: string,
  readMedia: (uuid: string) => Promise<Buffer | null> = async () => null,
): Promise<Buffer | null> {
  if (!logo) return null;
  try {
    let bytes: Buffer;
    // A logo uploaded through the tenant form is a kept media item: its original, from the file storage.
    if (isMediaReference(logo)) {
      const kept = await readMedia(logo);
      return kept && isPngOrJpeg(kept) ? kept : null;
    }
    const dataUrl = /^data:image\/(png|jpe?g);base64,(.+)$/i.exec(logo);
    if (dataUrl) bytes = Buffer.from(dataUrl[2], 'base64');
    else if (/^[a-z][a-z0-9+.-]*:\/\//i.test(logo)) return null;
    else {
      // Only files inside DATA_DIR: a tenant setting must not read anything else on the machine.
      const root = resolve(dataDir);
      const path = logo.startsWith(`${root}${sep}`) ? logo : resolve(root, logo.replace(/^\/+/, ''));
      if (!path.startsWith(`${root}${sep}`)) return null;
      bytes = await readFile(path);
    }
    return isPngOrJpeg(bytes) ? bytes : null;
  } catch {
    return null;
  }
}

/**
 * What the certificate prints, in the learner's language: their preference, else the language of the
 * variant they completed, else the language of the request.
 */
export async function certificateContent(
  services: Services,
  db: Executor,
  certificate: CertificateRow,
  requestLocale: Locale,
): Promise<CertificateContent> {
  const [learner] = await db
    .select({
      first_name: users.first_name,
      last_name: users.last_name,
      language: languages.code,
      variant_language: sql<
        string | null
      >`(select l.code from ${courseVariants} v join ${languages} l on l.id = v.language_id where v.id = ${certificate.course_variant_id ?? -1})`,
      tenant_name: tenants.name,
      tenant_logo: tenants.logo,
    })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenant_id))
    .leftJoin(languages, eq(languages.id, users.preferred_language_id))
    .where(eq(users.id, certificate.user_id));
  const locale = asLocale(learner.language) ?? asLocale(learner.variant_language) ?? requestLocale;
  return {
    locale,
    tenantName: learner.tenant_name,
    tenantLogo: await readTenantLogo(learner.tenant_logo, services.config.dataDir, (uuid) =>
      readMediaOriginal(services, db, uuid),
    ),
    learnerName: `${learner.first_name} ${learner.last_name}`.trim(),
    courseTitle: certificate.title,
    issuedDate: isoDate(certificate.issued_at),
    expiryDate: certificate.expires_at ? isoDate(certificate.expires_at) : null,
    certifier: certificate.certifier?.trim() || learner.tenant_name,
    verifyUrl: certificatePublicUrl(services.config.publicUrl, certificate.uuid, certificate.id),
  };
}
