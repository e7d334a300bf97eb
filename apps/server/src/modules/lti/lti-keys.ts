import { createCipheriv, createDecipheriv, hash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from 'jose';
import type { Executor } from '../../db/client.ts';
import { ltiToolKeys } from '../../db/schema/lti.ts';

/**
 * The tool's own RS256 key pair (one per tenant), made on first use. The private key is stored encrypted with
 * AES-256-GCM under a key derived from the app secret; only the public key is ever served (/api/lti/jwks).
 */
const algorithm = 'RS256';

const encryptionKey = (appSecret: string) => hash('sha256', `lti-tool-key:${appSecret}`, 'buffer');

export function encryptSecret(appSecret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey(appSecret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [
    'v1',
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    body.toString('base64url'),
  ].join('.');
}

export function decryptSecret(appSecret: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('unreadable sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', encryptionKey(appSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

type ToolKeyRow = typeof ltiToolKeys.$inferSelect;

async function toolKeyRow(db: Executor, tenantId: number, appSecret: string): Promise<ToolKeyRow> {
  const [existing] = await db.select().from(ltiToolKeys).where(eq(ltiToolKeys.tenant_id, tenantId)).limit(1);
  if (existing) return existing;
  const { publicKey, privateKey } = await generateKeyPair(algorithm, { extractable: true });
  const kid = randomBytes(12).toString('base64url');
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: algorithm, use: 'sig' };
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: algorithm };
  // Two first launches at once: the kid is unique per row, and the tenant keeps whichever row came first.
  await db
    .insert(ltiToolKeys)
    .values({
      tenant_id: tenantId,
      kid,
      public_jwk: publicJwk,
      private_key_encrypted: encryptSecret(appSecret, JSON.stringify(privateJwk)),
    })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(ltiToolKeys)
    .where(eq(ltiToolKeys.tenant_id, tenantId))
    .orderBy(ltiToolKeys.id)
    .limit(1);
  return row;
}

/** The tenant's public keys, as a JWKS. */
export async function toolJwks(db: Executor, tenantId: number, appSecret: string) {
  const row = await toolKeyRow(db, tenantId, appSecret);
  return { keys: [row.public_jwk as JWK & { kty: string; kid: string }] };
}

/** Signs claims with the tool's private key (deep-linking answers, client assertions). */
export async function signAsTool(
  db: Executor,
  tenantId: number,
  appSecret: string,
  claims: Record<string, unknown>,
  options: { issuer: string; audience: string | string[]; subject?: string; expiresIn: string; jti?: string },
): Promise<string> {
  const row = await toolKeyRow(db, tenantId, appSecret);
  const privateJwk = JSON.parse(decryptSecret(appSecret, row.private_key_encrypted)) as JWK;
  const key = await importJWK(privateJwk, algorithm);
  let jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: algorithm, kid: row.kid, typ: 'JWT' })
    .setIssuer(options.issuer)
    .setAudience(options.audience)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn);
  if (options.subject) jwt = jwt.setSubject(options.subject);
  if (options.jti) jwt = jwt.setJti(options.jti);
  return jwt.sign(key);
}
