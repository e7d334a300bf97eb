import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type NewlearningLogin,
  newlearningCanonicalString,
  type PartnerKind,
  type StoryboardLogin,
} from '@academy/contracts/entities/partner-integration';
import { and, eq } from 'drizzle-orm';
import { decodeProtectedHeader, errors as joseErrors, jwtVerify } from 'jose';
import type { Executor } from '../../db/client.ts';
import { partnerIntegrations } from '../../db/schema/partners.ts';
import { companies, incidents } from '../../db/schema/tenancy.ts';
import type { Services } from '../../platform/services.ts';
import { decryptPartnerKey } from './partner-key.ts';
import { PartnerRefusal } from './partner-refusal.ts';
import { assertUsable } from './partner-sign-in.ts';

/** A digest is good for this long either side of its timestamp (issue 25: ±5 minutes). */
export const digestWindowSeconds = 300;
/** A storyboard ticket may live at most this long: its id is kept until it expires. */
export const maxTicketSeconds = 600;

type Integration = typeof partnerIntegrations.$inferSelect;

/** What a verified ticket or digest asks: whom to sign in through which integration, once. */
export type VerifiedPartnerCredential = {
  integration: { id: number; uuid: string; company_id: number };
  email: string;
  name: string | null;
  course: string | null;
  variant: string | null;
  /** What makes this ticket or digest the same one again: the ticket's `jti`, or the digest. */
  nonce: string;
  /** Until when it is good: a replay has to be refused until then. */
  validUntil: Date;
};

async function integrationByKey(
  services: Services,
  tenantId: number,
  kind: PartnerKind,
  customerKey: string,
) {
  const [row] = await services.db
    .select()
    .from(partnerIntegrations)
    .where(
      and(
        eq(partnerIntegrations.tenant_id, tenantId),
        eq(partnerIntegrations.kind, kind),
        eq(partnerIntegrations.customer_key, customerKey),
      ),
    );
  if (!row) throw new PartnerRefusal('partner_failed', 'unknown_key');
  return row;
}

function secretOf(services: Services, row: Integration): string {
  const secret = decryptPartnerKey(services.config.appSecret, row.secret_encrypted);
  if (!secret) throw new PartnerRefusal('partner_failed', 'key_unreadable', row);
  return secret;
}

/**
 * Storyboard: the ticket is a compact JWS, HS256 with the integration's key; its header's `kid` is the
 * customer key; claims `company` (the company's uuid), `email`, `name`, `exp`, `jti`. At most 10 minutes long.
 * Verified before it goes into the inbox, so that only a ticket the partner signed can use up its `jti`.
 */
export async function verifyStoryboardTicket(
  services: Services,
  input: StoryboardLogin & { tenantId: number },
): Promise<VerifiedPartnerCredential> {
  const now = services.clock.now();
  let kid: string | undefined;
  try {
    const header = decodeProtectedHeader(input.authenticationTicket);
    kid = typeof header.kid === 'string' ? header.kid : undefined;
  } catch {
    throw new PartnerRefusal('partner_failed', 'malformed_ticket');
  }
  if (!kid || kid.length > 40) throw new PartnerRefusal('partner_failed', 'no_kid');
  const row = await integrationByKey(services, input.tenantId, 'storyboard', kid);
  assertUsable(row, now);
  const key = new TextEncoder().encode(secretOf(services, row));
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(input.authenticationTicket, key, {
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: ['exp', 'jti'],
    }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired)
      throw new PartnerRefusal('partner_expired', 'ticket_expired', row);
    throw new PartnerRefusal('partner_failed', 'bad_signature', row);
  }
  const exp = payload.exp as number;
  if (exp * 1000 - now.getTime() > maxTicketSeconds * 1000)
    throw new PartnerRefusal('partner_failed', 'ticket_too_long', row);
  const [company] = await services.db
    .select({ uuid: companies.uuid })
    .from(companies)
    .where(eq(companies.id, row.company_id));
  if (payload.company !== company?.uuid) throw new PartnerRefusal('partner_failed', 'wrong_company', row);
  if (typeof payload.email !== 'string' || typeof payload.jti !== 'string' || payload.jti.length > 200)
    throw new PartnerRefusal('partner_failed', 'claims', row);
  return {
    integration: row,
    email: payload.email,
    name: typeof payload.name === 'string' ? payload.name : null,
    course: input.courseExtId || input.cursumCourseID || null,
    variant: input.courseVariantId || null,
    nonce: `jti:${payload.jti}`,
    validUntil: new Date(exp * 1000),
  };
}

/** Partner digest: HMAC-SHA256 over the canonical string (contracts), compared in constant time, ±5 minutes. */
export async function verifyNewlearningDigest(
  services: Services,
  input: NewlearningLogin & { tenantId: number },
): Promise<VerifiedPartnerCredential> {
  const now = services.clock.now();
  const row = await integrationByKey(services, input.tenantId, 'newlearning', input.customerKey);
  assertUsable(row, now);
  const expected = createHmac('sha256', secretOf(services, row))
    .update(newlearningCanonicalString(input))
    .digest();
  const given = Buffer.from(input.digest, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new PartnerRefusal('partner_failed', 'bad_digest', row);
  const stamp = Number(input.timestamp) * 1000;
  if (Math.abs(now.getTime() - stamp) > digestWindowSeconds * 1000)
    throw new PartnerRefusal('partner_expired', 'outside_window', row);
  return {
    integration: row,
    email: input.email,
    name: null,
    course: input.courseId || null,
    variant: null,
    nonce: `digest:${input.digest.toLowerCase()}`,
    validUntil: new Date(stamp + digestWindowSeconds * 1000),
  };
}

/** Records a refused partner sign-in in the audit trail: the reason, never the ticket or digest. */
export async function recordRefusal(
  db: Executor,
  input: { tenantId: number; kind: PartnerKind; ip: string; refusal: PartnerRefusal },
): Promise<void> {
  const integration = input.refusal.integration;
  await db.insert(incidents).values({
    tenant_id: input.tenantId,
    event: 'partner_login_refused',
    company_id: integration?.company_id ?? null,
    target: integration ? `partner-integrations:${integration.uuid}|partner_integration` : null,
    data: { method: input.kind, reason: input.refusal.reason, ip: input.ip },
  });
}
