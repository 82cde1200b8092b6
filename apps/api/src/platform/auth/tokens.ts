import { AppError } from '@chatdesk/contracts';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

/** What an access token asserts. Resolved once per request into the auth context. */
export const authClaimsSchema = z.object({
  userId: z.number().int().positive(),
  companyId: z.number().int().positive(),
  profile: z.enum(['admin', 'user']),
  isSuper: z.boolean(),
  /** Session id: lets a new login end the previous session (checked by the access layer). */
  sessionId: z.string().min(1).max(64),
});
export type AuthClaims = z.infer<typeof authClaimsSchema>;

const algorithm = 'HS256';
export const accessTokenTtlSeconds = 15 * 60;

/** Verified tokens kept at most (oldest dropped first): a few MB at most. */
const maxVerifiedTokens = 10_000;

export class TokenService {
  readonly #accessKey: Uint8Array;
  /**
   * Tokens already verified, with their claims, until they expire. Under one key the same string
   * always verifies the same way, so checking its signature again on every request (WebCrypto's
   * HMAC through jose: ~0.5 ms of CPU under load) buys nothing; a forged or altered token is a
   * different string and is verified in full. Ending a session early is the session check's job.
   */
  readonly #verified = new Map<string, { claims: AuthClaims; expiresAtMs: number }>();

  constructor(accessSecret: string) {
    this.#accessKey = new TextEncoder().encode(accessSecret);
  }

  signAccess(claims: AuthClaims, ttlSeconds = accessTokenTtlSeconds): Promise<string> {
    const { userId, ...rest } = claims;
    return new SignJWT({ ...rest })
      .setProtectedHeader({ alg: algorithm })
      .setSubject(String(userId))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(this.#accessKey);
  }

  /**
   * Verifies signature and expiry. An expired or forged token is ERR_INVALID_TOKEN (403: the client
   * refreshes once). A token signed with our key but without `exp` or a session id was never issued
   * by a login and could not be ended: ERR_SESSION_EXPIRED (401: the client logs out).
   */
  async verifyAccess(token: string): Promise<AuthClaims> {
    const known = this.#verified.get(token);
    if (known && Date.now() < known.expiresAtMs) return known.claims;
    if (known) this.#verified.delete(token);
    try {
      const { payload } = await jwtVerify(token, this.#accessKey, { algorithms: [algorithm] });
      if (payload.exp === undefined || !payload.sessionId) throw new AppError('ERR_SESSION_EXPIRED');
      const claims = Object.freeze(authClaimsSchema.parse({ ...payload, userId: Number(payload.sub) }));
      // jose refuses a token once now >= exp (whole seconds): the same instant ends its cache entry.
      this.#remember(token, claims, payload.exp * 1000);
      return claims;
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof z.ZodError)
        throw new AppError('ERR_INVALID_TOKEN', { cause: error });
      throw error;
    }
  }

  #remember(token: string, claims: AuthClaims, expiresAtMs: number) {
    this.#verified.set(token, { claims, expiresAtMs });
    if (this.#verified.size > maxVerifiedTokens) {
      const oldest = this.#verified.keys().next().value;
      if (oldest !== undefined) this.#verified.delete(oldest);
    }
  }
}
