import { SendFailure } from '../channel-driver';

/** Meta's error body: `{ error: { message, type, code, error_subcode, fbtrace_id } }`. */
interface GraphErrorBody {
  error?: { message?: string; type?: string; code?: number; error_subcode?: number };
}

/** A Graph call that failed: `status` 0 means the request never got an answer (network, timeout). */
export class GraphError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: number,
    readonly subcode?: number,
  ) {
    super(message);
    this.name = 'GraphError';
  }
}

// Throttling codes Meta sometimes answers with status 400 (app, user, page and WhatsApp pair limits).
const throttlingCodes = new Set([4, 17, 32, 613, 80007, 130429, 131056]);
// Re-engagement refusals: Messenger's "outside of allowed window" and Cloud API's 131047.
const windowSubcodes = new Set([2018278, 2534022]);
const windowCodes = new Set([131047]);

/** Whether a retry may succeed: network faults, 5xx, 429 and throttling; any other 4xx will fail again. */
export function isRetryable(error: GraphError): boolean {
  if (error.status === 0 || error.status >= 500 || error.status === 429) return true;
  return error.code !== undefined && throttlingCodes.has(error.code);
}

export function isOutsideWindow(error: GraphError): boolean {
  return (
    (error.code !== undefined && windowCodes.has(error.code)) ||
    (error.subcode !== undefined && windowSubcodes.has(error.subcode))
  );
}

/** A driver's failure as the outbound sender understands it. */
export function sendFailureOf(error: unknown): SendFailure {
  if (error instanceof SendFailure) return error;
  if (error instanceof GraphError) {
    if (isOutsideWindow(error)) return new SendFailure(`ERR_OUTSIDE_24H_WINDOW: ${error.message}`, false);
    return new SendFailure(error.message, isRetryable(error));
  }
  return new SendFailure(error instanceof Error ? error.message : String(error), true);
}

export interface GraphRequest {
  method?: 'GET' | 'POST' | 'DELETE';
  token: string;
  query?: Record<string, string>;
  json?: unknown;
  form?: FormData;
}

export interface GraphOptions {
  baseUrl: string;
  version: string;
  /** Milliseconds before a call is abandoned (default 20 s). */
  timeoutMs?: number;
}

/**
 * Meta's Graph API over HTTPS at a configurable base URL (tests point it at a local stub). The
 * token travels as a bearer header, never in the URL, so it stays out of proxies' logs.
 */
export class GraphClient {
  readonly #options: GraphOptions;

  constructor(options: GraphOptions) {
    this.#options = options;
  }

  /** `path` is relative to the version: '/me/accounts', '/{phone-number-id}/messages'... */
  async call<T>(path: string, request: GraphRequest): Promise<T> {
    const url = new URL(`${this.#options.baseUrl}/${this.#options.version}${path}`);
    for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value);
    const headers: Record<string, string> = { authorization: `Bearer ${request.token}` };
    let body: string | FormData | undefined;
    if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    } else if (request.form) body = request.form;
    const response = await this.#fetch(url, { method: request.method ?? (body ? 'POST' : 'GET'), headers, body });
    const text = await response.text();
    const parsed = parseJson(text);
    if (!response.ok) {
      const error = (parsed as GraphErrorBody | null)?.error;
      throw new GraphError(
        error?.message ?? `Graph answered ${response.status}`,
        response.status,
        error?.code,
        error?.error_subcode,
      );
    }
    return parsed as T;
  }

  /** The bytes behind a media URL (Cloud API URLs need the token; Messenger CDN URLs are signed). */
  async download(url: string, token?: string): Promise<{ data: Buffer; mimetype: string }> {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const response = await this.#fetch(new URL(url), { method: 'GET', headers });
    if (!response.ok) throw new GraphError(`media download answered ${response.status}`, response.status);
    const mimetype = response.headers.get('content-type')?.split(';')[0]?.trim() || 'application/octet-stream';
    return { data: Buffer.from(await response.arrayBuffer()), mimetype };
  }

  async #fetch(url: URL, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(this.#options.timeoutMs ?? 20_000) });
    } catch (error) {
      throw new GraphError(`Graph unreachable: ${error instanceof Error ? error.message : String(error)}`, 0);
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
