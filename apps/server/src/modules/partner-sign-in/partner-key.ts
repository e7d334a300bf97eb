import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A partner's key: 256 random bits, base64url. The academy needs the key itself to check a ticket's signature
 * or a digest (HMAC), so it is kept encrypted rather than hashed: AES-256-GCM under a key derived (HKDF-SHA256)
 * from the app secret, a fresh 96-bit nonce per key. Stored as `v1.<nonce>.<ciphertext>.<tag>` (base64url).
 */
export function generatePartnerKey(): { customerKey: string; secret: string } {
  return {
    customerKey: `pk_${randomBytes(9).toString('hex')}`,
    secret: randomBytes(32).toString('base64url'),
  };
}

const encryptionKey = (appSecret: string) =>
  Buffer.from(hkdfSync('sha256', appSecret, 'academy', 'partner-integration-key', 32));

export function encryptPartnerKey(appSecret: string, secret: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey(appSecret), nonce);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', nonce, body, cipher.getAuthTag()]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The key in clear, or null when the stored value was not made with this app secret (or was altered). */
export function decryptPartnerKey(appSecret: string, stored: string): string | null {
  const [version, nonce, body, tag] = stored.split('.');
  if (version !== 'v1' || !nonce || !body || !tag) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      encryptionKey(appSecret),
      Buffer.from(nonce, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
