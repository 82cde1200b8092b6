import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One POST the stub received: its headers, raw body, parsed JSON and whether its signature held. */
export interface WebhookCall {
  headers: IncomingMessage['headers'];
  raw: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read the documented payload's fields
  body: any;
  /** The X-Chatdesk-Signature matched the HMAC of `{timestamp}.{raw}` under the stub's secret. */
  signed: boolean;
}

/** What the stub answers a call: a status, a body (an object is sent as JSON), an optional wait first. */
export interface WebhookAnswer {
  status?: number;
  body?: unknown;
  /** Milliseconds before answering (a slow engine); or a promise the test resolves (a held call). */
  wait?: number | Promise<void>;
}

/**
 * A local n8n / webhook engine (docs/integrations.md "Webhook and n8n"): records every POST,
 * checks its signature as an engine should (HMAC-SHA256 of `{X-Chatdesk-Timestamp}.{raw body}` with
 * the shared secret), answers what the test scripts (`answer`, one per call in order, then the
 * default), and serves files under /files/ for media answers.
 */
export class WebhookStub {
  readonly calls: WebhookCall[] = [];
  readonly #server: Server;
  readonly #queue: ((call: WebhookCall) => WebhookAnswer)[] = [];
  readonly #files = new Map<string, { type: string; bytes: Buffer }>();
  #default: (call: WebhookCall) => WebhookAnswer = () => ({ body: { messages: [] } });

  constructor(readonly secret: string) {
    this.#server = createServer((request, response) => {
      this.#handle(request, response).catch(() => response.destroy());
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  /** The webhook's address (urlN8N). */
  get hook(): string {
    return `${this.url}/hook`;
  }

  /** Answers the next calls, one each, in order. */
  answer(...answers: (WebhookAnswer | ((call: WebhookCall) => WebhookAnswer))[]): void {
    for (const answer of answers) this.#queue.push(typeof answer === 'function' ? answer : () => answer);
  }

  /** Answers every call not scripted by `answer`. */
  answerAlways(answer: WebhookAnswer | ((call: WebhookCall) => WebhookAnswer)): void {
    this.#default = typeof answer === 'function' ? answer : () => answer;
  }

  /** A file served at `${url}/files/${name}`. */
  serve(name: string, type: string, bytes: Buffer): string {
    this.#files.set(name, { type, bytes });
    return `${this.url}/files/${name}`;
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  async #handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const file = request.url?.startsWith('/files/') ? this.#files.get(request.url.slice('/files/'.length)) : undefined;
    if (request.method === 'GET') {
      response.writeHead(file ? 200 : 404, { 'content-type': file?.type ?? 'text/plain' });
      response.end(file?.bytes ?? 'not found');
      return;
    }
    const raw = Buffer.concat(chunks).toString('utf8');
    const call: WebhookCall = {
      headers: request.headers,
      raw,
      body: safeJson(raw),
      signed: this.#signed(request, raw),
    };
    this.calls.push(call);
    const answer = (this.#queue.shift() ?? this.#default)(call);
    if (typeof answer.wait === 'number') await new Promise((resolve) => setTimeout(resolve, answer.wait as number));
    else if (answer.wait) await answer.wait;
    if (response.destroyed) return;
    const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? {});
    response.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
    response.end(body);
  }

  #signed(request: IncomingMessage, raw: string): boolean {
    const timestamp = request.headers['x-chatdesk-timestamp'];
    const signature = request.headers['x-chatdesk-signature'];
    if (typeof timestamp !== 'string' || typeof signature !== 'string') return false;
    const expected = `sha256=${createHmac('sha256', this.secret).update(`${timestamp}.${raw}`).digest('hex')}`;
    return expected.length === signature.length && timingSafeEqual(Buffer.from(expected), Buffer.from(signature));
  }
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}
