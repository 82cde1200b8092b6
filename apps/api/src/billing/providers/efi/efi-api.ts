import { createHash } from 'node:crypto';
import https from 'node:https';
import tls from 'node:tls';
import { AppError } from '@chatdesk/contracts';
import type { PaymentProviderDeps } from '../payment-provider';

/** What every call to Efí's API needs: the operator's application credentials and the client certificate. */
export interface EfiCredentials {
  clientId: string;
  clientSecret: string;
  /** The PKCS#12 bundle without password the operator uploaded. */
  certificate: Buffer;
}

export interface EfiApiOptions {
  baseUrl: string;
  /** One more CA to trust for Efí's server (a sandbox or a test stub), besides the public roots. */
  ca?: Buffer | undefined;
  logger: PaymentProviderDeps['logger'];
  timeoutMs?: number;
}

interface EfiAnswer {
  status: number;
  body: unknown;
}

const maxAnswerBytes = 1024 * 1024;
/** A token is renewed this long before Efí says it expires, so a call never carries a stale one. */
const tokenMarginMs = 60_000;
const sha256 = (value: Buffer | string) => createHash('sha256').update(value).digest('hex');

function send(
  agent: https.Agent,
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | null,
  timeoutMs: number,
) {
  return new Promise<EfiAnswer>((resolve, reject) => {
    const request = https.request(url, { method, agent, headers, timeout: timeoutMs }, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxAnswerBytes) request.destroy(new Error('The answer is too large'));
        else chunks.push(chunk);
      });
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown = null;
        try {
          parsed = text ? JSON.parse(text) : null;
        } catch {
          parsed = null;
        }
        resolve({ status: response.statusCode ?? 0, body: parsed });
      });
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('Efí did not answer in time')));
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}

/**
 * Efí's API over mutual TLS: every request presents the operator's certificate (global fetch cannot,
 * hence `https.request`), and carries an OAuth token obtained with the client credentials, kept until
 * shortly before it expires. A new certificate or new credentials get a new TLS agent and token.
 * Failures are logged with Efí's status and error name, never the credentials, and thrown as
 * ERR_PAYMENT_PROVIDER_FAILED.
 */
export function createEfiApi(options: EfiApiOptions) {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const ca = options.ca ? [...tls.rootCertificates, options.ca.toString('utf8')] : undefined;
  let tlsAgent: { fingerprint: string; agent: https.Agent } | null = null;
  let token: { key: string; value: Promise<{ accessToken: string; expiresAt: number }> } | null = null;

  function agentFor(certificate: Buffer): https.Agent {
    const fingerprint = sha256(certificate);
    if (tlsAgent?.fingerprint !== fingerprint) {
      tlsAgent?.agent.destroy();
      tlsAgent = { fingerprint, agent: new https.Agent({ pfx: certificate, ca, keepAlive: true }) };
    }
    return tlsAgent.agent;
  }

  const failed = (operation: string, details: object, cause?: unknown) => {
    options.logger.warn({ provider: 'efi', operation, ...details }, 'the Efí API call failed');
    return new AppError('ERR_PAYMENT_PROVIDER_FAILED', { cause });
  };

  async function exchange(
    operation: string,
    credentials: EfiCredentials,
    method: string,
    path: string,
    headers: Record<string, string>,
    body: unknown,
  ) {
    const url = new URL(`${options.baseUrl}${path}`);
    const payload = body === undefined ? null : JSON.stringify(body);
    const allHeaders = {
      accept: 'application/json',
      ...(payload ? { 'content-type': 'application/json' } : {}),
      ...headers,
    };
    let answer: EfiAnswer;
    try {
      answer = await send(agentFor(credentials.certificate), url, method, allHeaders, payload, timeoutMs);
    } catch (error) {
      throw failed(operation, { reason: (error as Error).message }, error);
    }
    if (answer.status < 200 || answer.status >= 300) {
      const name = (answer.body as { nome?: unknown; error?: unknown } | null) ?? {};
      throw failed(operation, { status: answer.status, error: name.nome ?? name.error ?? null });
    }
    return answer.body;
  }

  async function requestToken(credentials: EfiCredentials) {
    const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64');
    const answer = (await exchange(
      'oauth',
      credentials,
      'POST',
      '/oauth/token',
      { authorization: `Basic ${basic}` },
      {
        grant_type: 'client_credentials',
      },
    )) as { access_token?: unknown; expires_in?: unknown } | null;
    if (typeof answer?.access_token !== 'string') throw failed('oauth', { reason: 'no access_token' });
    const lifetimeMs = (typeof answer.expires_in === 'number' ? answer.expires_in : 0) * 1000;
    return { accessToken: answer.access_token, expiresAt: Date.now() + lifetimeMs - tokenMarginMs };
  }

  async function accessToken(credentials: EfiCredentials): Promise<string> {
    const key = sha256([credentials.clientId, credentials.clientSecret, sha256(credentials.certificate)].join('\n'));
    if (token?.key === key) {
      const cached = await token.value.catch(() => null);
      if (cached && cached.expiresAt > Date.now()) return cached.accessToken;
    }
    const value = requestToken(credentials);
    token = { key, value };
    value.catch(() => {
      if (token?.value === value) token = null;
    });
    return (await value).accessToken;
  }

  return {
    /** One authorized call; answers Efí's JSON body. `operation` names it in the logs. */
    async call(
      operation: string,
      credentials: EfiCredentials,
      method: 'GET' | 'PUT' | 'POST',
      path: string,
      body?: unknown,
    ) {
      const bearer = await accessToken(credentials);
      return exchange(operation, credentials, method, path, { authorization: `Bearer ${bearer}` }, body);
    },
  };
}

export type EfiApi = ReturnType<typeof createEfiApi>;
