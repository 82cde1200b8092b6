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
  sessionId: z.string().max(64).optional(),
});
export type AuthClaims = z.infer<typeof authClaimsSchema>;

const algorithm = 'HS256';
export const accessTokenTtlSeconds = 15 * 60;

export class TokenService {
  readonly #accessKey: Uint8Array;

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

  /** Verifies signature and expiry. An expired or forged token is ERR_INVALID_TOKEN (403: the client refreshes once). */
  async verifyAccess(token: string): Promise<AuthClaims> {
    try {
      const { payload } = await jwtVerify(token, this.#accessKey, { algorithms: [algorithm] });
      return authClaimsSchema.parse({ ...payload, userId: Number(payload.sub) });
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof z.ZodError)
        throw new AppError('ERR_INVALID_TOKEN', { cause: error });
      throw error;
    }
  }
}
