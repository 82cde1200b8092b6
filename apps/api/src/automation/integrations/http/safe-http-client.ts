import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isBlockedAddress } from './address-guard';
import { CompanySlots } from './company-slots';
import {
  IntegrationCallError,
  type IntegrationHttp,
  type IntegrationRequest,
  type IntegrationResponse,
} from './integration-http';

export interface IntegrationHttpOptions {
  /** ALLOW_PRIVATE_INTEGRATION_URLS: self-hosted engines on the local network. */
  allowPrivateUrls: boolean;
  /** Calls one company may have in flight; more wait for a slot within their deadline. */
  maxConcurrentPerCompany?: number;
  defaultTimeoutMs?: number;
  defaultMaxBytes?: number;
  maxRedirects?: number;
  /** Where a host name resolves (tests simulate DNS answers); the system resolver otherwise. */
  resolve?: (host: string) => Promise<readonly LookupAddress[]>;
  /** Which resolved address is refused; `isBlockedAddress` otherwise. */
  isBlocked?: (address: string) => boolean;
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

const systemResolve = (host: string) =>
  new Promise<readonly LookupAddress[]>((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The integrations' HTTP client (see integration-http.ts). Where a call may go is decided on the
 * addresses the connection will really use: host names are resolved by the client's own lookup,
 * every answer is checked, and the socket connects to a checked address, so a name that answers
 * a public address to a check and a private one to the connection (DNS rebinding) gets nowhere.
 * Redirects are followed by hand (at most `maxRedirects`), each hop checked the same way.
 */
export function createIntegrationHttp(options: IntegrationHttpOptions): IntegrationHttp {
  const resolve = options.resolve ?? systemResolve;
  const isBlocked = options.isBlocked ?? isBlockedAddress;
  const guarded = !options.allowPrivateUrls;
  const slots = new CompanySlots(options.maxConcurrentPerCompany ?? 16);
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: 256 }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: 256 }),
  };
  const lookup = (hostname: string, lookupOptions: { all?: boolean }, callback: LookupCallback) => {
    resolve(hostname).then(
      (addresses) => {
        const refused = guarded && (addresses.length === 0 || addresses.some((entry) => isBlocked(entry.address)));
        if (refused) return callback(blockedError(hostname), []);
        const [first] = addresses;
        if (!first) return callback(Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' }), []);
        if (lookupOptions.all) callback(null, [...addresses]);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, []),
    );
  };

  const send = (request: IntegrationRequest, url: URL, deadline: AbortSignal, maxBytes: number) =>
    new Promise<{ message: IncomingMessage; body: Buffer }>((done, fail) => {
      const agent = agents[url.protocol as keyof typeof agents];
      const host = url.hostname.replace(/^\[|\]$/g, '');
      if (guarded && isIP(host) !== 0 && isBlocked(host)) return fail(blockedError(host));
      const body = request.body === undefined ? undefined : Buffer.from(request.body);
      const outgoing = (url.protocol === 'https:' ? https : http).request(url, {
        method: request.method ?? 'GET',
        headers: { ...request.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
        agent,
        lookup,
        signal: deadline,
      });
      outgoing.on('error', (error) => fail(toCallError(error, deadline)));
      outgoing.on('response', (message) => {
        const declared = Number(message.headers['content-length'] ?? 0);
        if (declared > maxBytes) {
          message.destroy();
          return fail(new IntegrationCallError('too-large', `The answer has ${declared} bytes`));
        }
        const chunks: Buffer[] = [];
        let received = 0;
        message.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > maxBytes) {
            message.destroy();
            fail(new IntegrationCallError('too-large', `The answer passed ${maxBytes} bytes`));
          } else chunks.push(chunk);
        });
        message.on('error', (error) => fail(toCallError(error, deadline)));
        message.on('end', () => done({ message, body: Buffer.concat(chunks) }));
      });
      outgoing.end(body);
    });

  return {
    async request(request) {
      const deadline = AbortSignal.timeout(request.timeoutMs ?? options.defaultTimeoutMs ?? 10_000);
      const maxBytes = request.maxBytes ?? options.defaultMaxBytes ?? 2 * 1024 * 1024;
      const release = await slots.take(request.companyId, deadline);
      try {
        let current = { ...request };
        let url = parseUrl(request.url);
        for (let hop = 0; ; hop++) {
          const { message, body } = await send(current, url, deadline, maxBytes);
          const location = message.headers.location;
          if (!redirectStatuses.has(message.statusCode ?? 0) || !location) return responseOf(message, body);
          if (hop >= (options.maxRedirects ?? 3)) throw new IntegrationCallError('status', 'Too many redirects', 310);
          url = parseUrl(new URL(location, url).toString());
          const keepsBody = message.statusCode === 307 || message.statusCode === 308;
          current = keepsBody ? current : { ...current, method: 'GET', body: undefined };
        }
      } finally {
        release();
      }
    },
  };
}

function parseUrl(text: string): URL {
  if (!URL.canParse(text)) throw new IntegrationCallError('blocked', 'Not a URL');
  const url = new URL(text);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new IntegrationCallError('blocked', `The scheme ${url.protocol} is not allowed`);
  }
  return url;
}

function blockedError(host: string): IntegrationCallError {
  return new IntegrationCallError('blocked', `${host} is on a network integrations may not reach`);
}

function toCallError(error: Error, deadline: AbortSignal): IntegrationCallError {
  if (error instanceof IntegrationCallError) return error;
  if (deadline.aborted) return new IntegrationCallError('timeout', 'The call passed its deadline');
  return new IntegrationCallError('network', error.message);
}

function responseOf(message: IncomingMessage, body: Buffer): IntegrationResponse {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return {
    status: message.statusCode ?? 0,
    headers,
    body,
    text: () => body.toString('utf8'),
    json: () => {
      try {
        return JSON.parse(body.toString('utf8'));
      } catch {
        throw new IntegrationCallError('malformed', 'The answer is not JSON');
      }
    },
  };
}
