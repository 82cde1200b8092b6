import { createHash, createSign } from 'node:crypto';
import { z } from 'zod';
import { LruMap } from '../../../../platform/lru-map';
import { IntegrationCallError, type IntegrationHttp } from '../../http/integration-http';

/** The scope Dialogflow ES asks of a service-account token. */
export const cloudPlatformScope = 'https://www.googleapis.com/auth/cloud-platform';
const jwtBearerGrant = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
/** A token is used until this long before Google says it expires. */
const expiryMarginMs = 60_000;

const serviceAccount = z.object({
  client_email: z.string().min(1),
  private_key: z.string().min(1),
  private_key_id: z.string().optional(),
});
export type ServiceAccount = z.infer<typeof serviceAccount>;

const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });

/** The service account of a JSON key; a key without client_email and private_key fails the call. */
export function parseServiceAccount(credentialsJson: string): ServiceAccount {
  let parsed: unknown;
  try {
    parsed = JSON.parse(credentialsJson);
  } catch {
    throw new IntegrationCallError('malformed', 'The service account key is not JSON');
  }
  const account = serviceAccount.safeParse(parsed);
  if (!account.success) throw new IntegrationCallError('malformed', 'The service account key lacks its fields');
  return account.data;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** The RS256 assertion of Google's JWT bearer grant: iss the account, aud the token URL, one hour. */
export function signedAssertion(account: ServiceAccount, tokenUrl: string, nowMs: number): string {
  const iat = Math.floor(nowMs / 1000);
  const header = { alg: 'RS256', typ: 'JWT', ...(account.private_key_id ? { kid: account.private_key_id } : {}) };
  const claims = { iss: account.client_email, scope: cloudPlatformScope, aud: tokenUrl, iat, exp: iat + 3600 };
  const unsigned = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  try {
    return `${unsigned}.${createSign('RSA-SHA256').update(unsigned).sign(account.private_key).toString('base64url')}`;
  } catch {
    throw new IntegrationCallError('malformed', 'The service account private key cannot sign');
  }
}

/**
 * Access tokens of service accounts, exchanged at the token URL and kept per account (its email
 * and key: a replaced key never reuses the old key's token) until shortly before they expire.
 */
export class ServiceAccountTokens {
  readonly #cache = new LruMap<{ token: string; expiresAt: number }>(1000);

  constructor(
    private readonly options: { http: IntegrationHttp; tokenUrl: string; timeoutMs: number; now: () => number },
  ) {}

  async token(companyId: number, account: ServiceAccount): Promise<string> {
    const key = cacheKey(account);
    const cached = this.#cache.get(key);
    if (cached && cached.expiresAt > this.options.now()) return cached.token;
    const { http, tokenUrl, timeoutMs, now } = this.options;
    const body = new URLSearchParams({
      grant_type: jwtBearerGrant,
      assertion: signedAssertion(account, tokenUrl, now()),
    });
    const response = await http.request({
      companyId,
      method: 'POST',
      url: tokenUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
      timeoutMs,
    });
    if (response.status !== 200) {
      throw new IntegrationCallError('status', `The token endpoint answered ${response.status}`, response.status);
    }
    const answer = tokenAnswer.safeParse(response.json());
    if (!answer.success) throw new IntegrationCallError('malformed', 'The token endpoint answer has no token');
    const expiresAt = now() + answer.data.expires_in * 1000 - expiryMarginMs;
    this.#cache.set(key, { token: answer.data.access_token, expiresAt });
    return answer.data.access_token;
  }

  /** Forgets an account's token (the API refused it). */
  forget(account: ServiceAccount): void {
    this.#cache.delete(cacheKey(account));
  }
}

function cacheKey(account: ServiceAccount): string {
  return `${account.client_email}\n${createHash('sha256').update(account.private_key).digest('hex')}`;
}
