import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Keeps secrets the product must show again (connection API tokens, provider access tokens) in a form
 * a database dump alone cannot use: `seal` encrypts with AES-256-GCM, and `digest` gives a keyed
 * HMAC-SHA256 to look a presented secret up by, compared in constant time with `matches`. Both keys
 * derive from one master key that lives outside the database (DATA_ENCRYPTION_KEY or DATA_DIR/secrets.json).
 */
export class SecretBox {
  readonly #encryptionKey: Buffer;
  readonly #digestKey: Buffer;

  constructor(masterKey: string) {
    if (masterKey.length < 32) throw new Error('The data encryption key must be at least 32 characters');
    const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', masterKey, 'chatdesk', purpose, 32));
    this.#encryptionKey = derive('seal');
    this.#digestKey = derive('digest');
  }

  /** `v1.{iv}.{tag}.{ciphertext}`, base64url parts; a fresh IV per call. */
  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#encryptionKey, iv);
    const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), encrypted].map((part) => part.toString('base64url')).join('.');
  }

  /** The plain text of `seal`'s output; throws when it was tampered with or sealed under another key. */
  open(sealed: string): string {
    const [version, iv, tag, encrypted] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || encrypted === undefined) throw new Error('Not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.#encryptionKey, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]).toString('utf8');
  }

  /** A keyed digest (hex) to store and look up by: equal secrets give equal digests. */
  digest(value: string): string {
    return createHmac('sha256', this.#digestKey).update(value, 'utf8').digest('hex');
  }

  /** Whether `presented` is the secret whose digest is `storedDigest`, in constant time. */
  matches(presented: string, storedDigest: string): boolean {
    const expected = Buffer.from(storedDigest, 'hex');
    const actual = Buffer.from(this.digest(presented), 'hex');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    secrets: SecretBox;
  }
}
