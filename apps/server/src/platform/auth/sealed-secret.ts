import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A secret kept so that it can be used again (a company's Entra ID client secret, a sign-in's PKCE verifier in a
 * cookie): AES-256-GCM under a key derived from the app secret for one purpose, so a database dump alone does not
 * give it away and a sealed value of one purpose cannot be opened as another's. `v1.<iv>.<ciphertext+tag>`.
 */
const keyFor = (appSecret: string, purpose: string) =>
  Buffer.from(hkdfSync('sha256', appSecret, 'academy-sealed-secret', purpose, 32));

export function sealSecret(appSecret: string, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(appSecret, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `v1.${iv.toString('base64url')}.${body.toString('base64url')}`;
}

/** The plain value, or null when the sealed value was changed, sealed for another purpose or with another key. */
export function openSecret(appSecret: string, purpose: string, sealed: string): string | null {
  const [version, ivText, bodyText] = sealed.split('.');
  if (version !== 'v1' || !ivText || !bodyText) return null;
  try {
    const iv = Buffer.from(ivText, 'base64url');
    const body = Buffer.from(bodyText, 'base64url');
    if (iv.length !== 12 || body.length < 16) return null;
    const decipher = createDecipheriv('aes-256-gcm', keyFor(appSecret, purpose), iv);
    decipher.setAuthTag(body.subarray(body.length - 16));
    return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
