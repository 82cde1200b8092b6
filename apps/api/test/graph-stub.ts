import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the stub received, as tests assert on it. */
export interface GraphCall {
  method: string;
  /** Without the version prefix: '/123/messages', '/me/accounts'. */
  path: string;
  query: Record<string, string>;
  /** The bearer token presented (null: none). */
  token: string | null;
  contentType: string;
  /** Parsed JSON bodies; the raw text of anything else (multipart included). */
  body: unknown;
}

export interface StubAnswer {
  status?: number;
  json?: unknown;
  bytes?: Buffer;
  contentType?: string;
}

type Matcher = { method: string; path: string | RegExp };
type Override = Matcher & { answer: StubAnswer; once: boolean };

export interface GraphPageFixture {
  id: string;
  name: string;
  access_token: string;
  instagram_business_account?: { id: string; username?: string };
}

/**
 * A local HTTP server playing Meta's Graph API (ARCHITECTURE.md "Channels": tests never reach
 * Meta). It answers with Meta-shaped bodies, serves media bytes behind the media-URL indirection of
 * the Cloud API, records every call, and lets a test script errors (`failWith`) or any answer.
 */
export class GraphStub {
  readonly calls: GraphCall[] = [];
  readonly version = 'v21.0';
  /** What GET /me/accounts lists (POST /facebook tests). */
  pages: GraphPageFixture[] = [];
  /** GET /{scoped-id}?fields=name answers for Messenger/Instagram senders. */
  readonly profiles = new Map<string, { name?: string; username?: string }>();
  readonly #media = new Map<string, { data: Buffer; mimetype: string }>();
  readonly #owned = new Map<string, { token: string; fields: Record<string, unknown> }>();
  readonly #overrides: Override[] = [];
  #server: Server | null = null;
  #sequence = 0;
  baseUrl = '';

  async start(): Promise<this> {
    this.#server = createServer((request, response) => {
      this.#handle(request)
        .then((answer) => {
          response.statusCode = answer.status ?? 200;
          if (answer.bytes) {
            response.setHeader('content-type', answer.contentType ?? 'application/octet-stream');
            response.end(answer.bytes);
          } else {
            response.setHeader('content-type', 'application/json');
            response.end(JSON.stringify(answer.json ?? {}));
          }
        })
        .catch((error: unknown) => {
          response.statusCode = 500;
          response.end(JSON.stringify({ error: { message: String(error) } }));
        });
    });
    await new Promise<void>((resolve) => this.#server?.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
  }

  /** A Cloud API media id whose bytes the stub serves (GET /{id} gives a URL, the URL gives bytes). */
  addMedia(id: string, data: Buffer, mimetype: string): void {
    this.#media.set(id, { data, mimetype });
  }

  /** A URL serving `data` directly (Messenger/Instagram attachment CDN URLs). */
  cdnUrl(id: string, data: Buffer, mimetype: string): string {
    this.#media.set(id, { data, mimetype });
    return `${this.baseUrl}/cdn/${id}`;
  }

  /**
   * An account (phone number, page, Instagram account) only `token` may read: GET /{id} with any
   * other token answers Graph's "missing permissions" error (code 100), as Meta does for a business
   * the token has no access to. Ids not owned (nor in `pages`) are readable with any token.
   */
  ownAccount(id: string, token: string, fields: Record<string, unknown> = {}): void {
    this.#owned.set(id, { token, fields });
  }

  /** Answers `answer` to matching calls (once by default) before the normal behaviour. */
  respond(method: string, path: string | RegExp, answer: StubAnswer, once = true): void {
    this.#overrides.push({ method, path, answer, once });
  }

  /** A Meta-shaped error: `{ error: { message, type, code, error_subcode } }`. */
  failWith(method: string, path: string | RegExp, status: number, code: number, subcode?: number): void {
    const error = { message: `stub error ${code}`, type: 'OAuthException', code, error_subcode: subcode };
    this.respond(method, path, { status, json: { error } });
  }

  callsTo(method: string, path: string | RegExp): GraphCall[] {
    return this.calls.filter((call) => matches({ method, path }, call));
  }

  reset(): void {
    this.calls.length = 0;
    this.#overrides.length = 0;
    this.pages = [];
    this.profiles.clear();
    this.#owned.clear();
  }

  /** Who may read `id`: an owned account, or a page of `pages` (its page token). */
  #ownerOf(id: string): { token: string; fields: Record<string, unknown> } | undefined {
    const page = this.pages.find((candidate) => candidate.id === id);
    if (!page) return this.#owned.get(id);
    const { access_token: token, instagram_business_account, name } = page;
    return { token, fields: { name, ...(instagram_business_account ? { instagram_business_account } : {}) } };
  }

  /** GET /me with a page's (or an owned account's) own token answers that account, as Meta does. */
  #me(token: string | null): StubAnswer {
    const page = this.pages.find((candidate) => candidate.access_token === token);
    if (page) return { json: { id: page.id, name: page.name } };
    for (const [id, owner] of this.#owned) if (owner.token === token) return { json: { id, ...owner.fields } };
    const error = { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 };
    return { status: 400, json: { error } };
  }

  async #handle(request: IncomingMessage): Promise<StubAnswer> {
    const url = new URL(request.url ?? '/', 'http://stub');
    const raw = await readBody(request);
    const contentType = request.headers['content-type'] ?? '';
    const auth = request.headers.authorization;
    const call: GraphCall = {
      method: request.method ?? 'GET',
      path: url.pathname.replace(`/${this.version}`, ''),
      query: Object.fromEntries(url.searchParams),
      token: auth?.startsWith('Bearer ') ? auth.slice(7) : null,
      contentType,
      body: contentType.includes('application/json')
        ? JSON.parse(raw.toString('utf8') || 'null')
        : raw.toString('latin1'),
    };
    this.calls.push(call);
    const index = this.#overrides.findIndex((override) => matches(override, call));
    if (index >= 0) {
      const override = this.#overrides[index] as Override;
      if (override.once) this.#overrides.splice(index, 1);
      return override.answer;
    }
    return this.#default(call);
  }

  #default(call: GraphCall): StubAnswer {
    const next = () => ++this.#sequence;
    const segments = call.path.split('/').filter(Boolean);
    if (segments[0] === 'cdn' || segments[0] === 'media-bytes') {
      const media = this.#media.get(segments[1] ?? '');
      return media ? { bytes: media.data, contentType: media.mimetype } : { status: 404, json: {} };
    }
    if (call.method === 'GET' && call.path === '/me/accounts') return { json: { data: this.pages } };
    if (call.method === 'GET' && call.path === '/me') return this.#me(call.token);
    if (call.method === 'POST' && call.path === '/me/messages') {
      return { json: { recipient_id: 'psid', message_id: `m_stub${next()}` } };
    }
    if (call.method === 'POST' && segments[1] === 'messages') {
      return { json: { messaging_product: 'whatsapp', contacts: [], messages: [{ id: `wamid.STUB${next()}` }] } };
    }
    if (call.method === 'POST' && segments[1] === 'media') return { json: { id: `upload${next()}` } };
    if (call.method === 'POST' && segments[1] === 'subscribed_apps') return { json: { success: true } };
    if (call.method === 'GET' && segments.length === 1) {
      const id = segments[0] as string;
      const media = this.#media.get(id);
      if (media) {
        return { json: { id, url: `${this.baseUrl}/media-bytes/${id}`, mime_type: media.mimetype, sha256: 'x' } };
      }
      const owner = this.#ownerOf(id);
      if (owner && owner.token !== call.token) {
        const message = `Object with ID '${id}' does not exist, cannot be loaded due to missing permissions`;
        return {
          status: 400,
          json: { error: { message, type: 'GraphMethodException', code: 100, error_subcode: 33 } },
        };
      }
      if (owner) return { json: { id, ...owner.fields } };
      const profile = this.profiles.get(id);
      return { json: { id, ...(profile ?? {}) } };
    }
    return { status: 404, json: { error: { message: `stub has no ${call.method} ${call.path}`, code: 803 } } };
  }
}

function matches(matcher: Matcher, call: GraphCall): boolean {
  if (matcher.method !== call.method) return false;
  return typeof matcher.path === 'string' ? matcher.path === call.path : matcher.path.test(call.path);
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
