import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The plumbing the payment providers' local stubs share (tests only, node built-ins only): a
 * loopback HTTP server with a small router, every request recorded, the provider's auth header
 * checked before any route, and scripted failures for the driver's error paths.
 */

/** One request the stub received. */
export interface StubRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  raw: string;
  /** The JSON body, or null when it is not JSON. */
  // biome-ignore lint/suspicious/noExplicitAny: tests read the documented payload's fields
  json: any;
  /** The form-encoded body (Stripe), or null. */
  form: URLSearchParams | null;
}

export interface StubReply {
  status?: number;
  /** An object is sent as JSON, a string as is. */
  body: unknown;
}

/** How the next call is answered instead of its route: a 500, no answer at all, or a body that is not JSON. */
export type StubFailure = 'status-500' | 'timeout' | 'garbage';

export interface StubRoute {
  method: 'GET' | 'POST';
  /** Matched against the path; its groups are passed to `handle`. */
  path: RegExp;
  handle(request: StubRequest, groups: string[]): StubReply;
}

export interface StubAuth {
  /** Lower-case header name. */
  header: string;
  value: string;
  refusal: StubReply;
}

/**
 * A provider's stub: a subclass says how the provider checks credentials and which routes it
 * serves; this class does the rest.
 */
export abstract class ProviderStub {
  readonly requests: StubRequest[] = [];
  readonly #server: Server;
  readonly #failures: StubFailure[] = [];

  protected abstract routes(): StubRoute[];

  /** `auth`: the header carrying the provider's credentials, its one accepted value, and the provider's refusal. */
  constructor(readonly auth: StubAuth) {
    this.#server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const url = new URL(request.url ?? '/', 'http://stub');
        const raw = Buffer.concat(chunks).toString('utf8');
        const recorded: StubRequest = {
          method: request.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          headers: request.headers,
          raw,
          json: parseJson(raw),
          form: request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
            ? new URLSearchParams(raw)
            : null,
        };
        this.requests.push(recorded);
        const failure = this.#failures.shift();
        if (failure === 'timeout') return;
        if (failure === 'garbage') {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end('<html>upstream proxy error</html>');
          return;
        }
        const reply = failure === 'status-500' ? { status: 500, body: { error: 'internal' } } : this.#route(recorded);
        response.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
        response.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
      });
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  /** The next calls fail this way, one each, in order. */
  failNext(...failures: StubFailure[]): void {
    this.#failures.push(...failures);
  }

  /** The requests to paths matching `path`. */
  requestsTo(path: RegExp): StubRequest[] {
    return this.requests.filter((request) => path.test(request.path));
  }

  /** POSTs a notification to `url` as the provider would (see `postWebhook`). */
  notify(url: string, webhook: StubWebhook): Promise<{ status: number; body: string }> {
    return postWebhook(url, webhook);
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  #route(request: StubRequest): StubReply {
    if (request.headers[this.auth.header] !== this.auth.value) return this.auth.refusal;
    for (const route of this.routes()) {
      const match = route.method === request.method ? route.path.exec(request.path) : null;
      if (match) return route.handle(request, match.slice(1));
    }
    return { status: 404, body: { error: 'not_found' } };
  }
}

/** A notification as a provider sends it: headers and the exact body bytes (signatures cover them). */
export interface StubWebhook {
  headers: Record<string, string>;
  body: string;
  /** Query parameters the provider adds to the notification URL. */
  query?: Record<string, string>;
}

/** POSTs `webhook` to `url` as the provider would; answers the receiver's status and body. */
export async function postWebhook(url: string, webhook: StubWebhook): Promise<{ status: number; body: string }> {
  const target = new URL(url);
  for (const [key, value] of Object.entries(webhook.query ?? {})) target.searchParams.set(key, value);
  const response = await fetch(target, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...webhook.headers },
    body: webhook.body,
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: await response.text() };
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** An id of `length` letters and digits, prefixed like the provider's (`cs_test_`, `pay_`). */
export function stubId(prefix: string, length = 16): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  let id = prefix;
  for (let index = 0; index < length; index += 1) id += alphabet[Math.floor(Math.random() * alphabet.length)];
  return id;
}

/** The last of what a stub recorded (the session, preference or link a driver opened last). */
export function lastOf<T>(items: Iterable<T>, what: string): T {
  const last = [...items].at(-1);
  if (last === undefined) throw new Error(`no ${what} yet`);
  return last;
}

/** Changes a recorded item in place, as the provider's own state would change. */
export function updateIn<K, T extends object>(items: Map<K, T>, id: K, change: Partial<T>): void {
  const item = items.get(id);
  if (!item) throw new Error(`no item ${String(id)}`);
  Object.assign(item, change);
}
