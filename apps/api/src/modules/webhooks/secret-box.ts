import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** A new signing secret: 32 random bytes, as Stripe's `whsec_…` secrets look. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

const SEALED = 'v1:';

/**
 * How endpoint secrets are stored. The site must sign with the secret, so it keeps it (a hash
 * would not do). With WEBHOOK_SECRET_KEY set, the secret is encrypted with AES-256-GCM under a key
 * derived from it (`v1:<iv>:<tag>:<ciphertext>`, base64url), so a copy of the database alone does
 * not give the secrets away; without it (development), it is stored as it is. A secret stored
 * before the key was set is still read, and sealed at its next rotation.
 */
export function createSecretBox(passphrase: string | undefined) {
  const key = passphrase ? createHash('sha256').update(passphrase).digest() : null;
  return {
    seal(secret: string): string {
      if (!key) return secret;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return `${SEALED}${[iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join(':')}`;
    },
    open(stored: string): string {
      if (!stored.startsWith(SEALED)) return stored;
      if (!key) throw new Error('a webhook secret is encrypted but WEBHOOK_SECRET_KEY is not set');
      const [iv, tag, sealed] = stored
        .slice(SEALED.length)
        .split(':')
        .map((part) => Buffer.from(part, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', key, iv!);
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(sealed!), decipher.final()]).toString('utf8');
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;
