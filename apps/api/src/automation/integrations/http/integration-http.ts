/**
 * The one way the integration runtimes (Typebot, Dialogflow, n8n/webhook, OpenAI, speech) reach
 * outside servers. The server's implementation (`safe-http-client.ts`) refuses loopback, link-local,
 * private and metadata addresses unless ALLOW_PRIVATE_INTEGRATION_URLS=true (ERR_INTEGRATION_URL_BLOCKED,
 * checked on every resolved address, redirects included), bounds time and answer size, and limits
 * how many calls one company has in flight. Drivers take this interface, so tests can give them
 * a client pointed at local stub servers.
 */
export interface IntegrationRequest {
  /** Whose call this is: the concurrency limit is per company. */
  companyId: number;
  method?: 'GET' | 'POST' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Whole-call deadline in ms (connect, send, answer). */
  timeoutMs?: number;
  /** Largest answer body accepted, in bytes; a larger one fails the call. */
  maxBytes?: number;
}

export interface IntegrationResponse {
  status: number;
  headers: Headers;
  body: Buffer;
  text(): string;
  /** The body parsed as JSON; throws IntegrationCallError('malformed') when it is not. */
  json(): unknown;
}

/** Why a call failed, for the runtime's log entry and hand-over; never carries a secret. */
export type IntegrationFailure = 'blocked' | 'timeout' | 'too-large' | 'network' | 'status' | 'malformed' | 'busy';

export class IntegrationCallError extends Error {
  constructor(
    readonly failure: IntegrationFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'IntegrationCallError';
  }
}

export interface IntegrationHttp {
  request(request: IntegrationRequest): Promise<IntegrationResponse>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The guarded client (safe-http-client.ts) for routes that call an engine (testSession, transcription). */
    integrationHttp: IntegrationHttp;
  }
}
