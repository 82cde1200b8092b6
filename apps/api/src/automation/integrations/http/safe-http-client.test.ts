import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IntegrationCallError } from './integration-http';
import { createIntegrationHttp } from './safe-http-client';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

let server: Server;
let port: number;
let handler: Handler;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  handler = (_request, response) => response.end('{"ok":true}');
});

const failureOf = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(IntegrationCallError);
  return (error as IntegrationCallError).failure;
};

describe('the integrations HTTP client', () => {
  it('refuses loopback, private and named-private targets by default, before any request', async () => {
    const client = createIntegrationHttp({ allowPrivateUrls: false });
    expect(await failureOf(client.request({ companyId: 1, url: `http://127.0.0.1:${port}/x` }))).toBe('blocked');
    expect(await failureOf(client.request({ companyId: 1, url: `http://localhost:${port}/x` }))).toBe('blocked');
    expect(await failureOf(client.request({ companyId: 1, url: `http://[::1]:${port}/x` }))).toBe('blocked');
    const privateDns = createIntegrationHttp({
      allowPrivateUrls: false,
      resolve: async () => [{ address: '10.1.2.3', family: 4 }],
    });
    expect(await failureOf(privateDns.request({ companyId: 1, url: 'http://engine.example.com/hook' }))).toBe(
      'blocked',
    );
    expect(seen).toEqual([]);
  });

  it('refuses a name that answers a public and a private address together', async () => {
    const client = createIntegrationHttp({
      allowPrivateUrls: false,
      resolve: async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '169.254.169.254', family: 4 },
      ],
    });
    expect(await failureOf(client.request({ companyId: 1, url: 'http://rebind.example.com/' }))).toBe('blocked');
  });

  it('refuses schemes other than http and https', async () => {
    const client = createIntegrationHttp({ allowPrivateUrls: true });
    expect(await failureOf(client.request({ companyId: 1, url: 'file:///etc/passwd' }))).toBe('blocked');
    expect(await failureOf(client.request({ companyId: 1, url: 'gopher://example.com/' }))).toBe('blocked');
  });

  it('reaches private addresses when the server allows them, with the answer as sent', async () => {
    handler = (request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        response.setHeader('x-echo', request.headers['x-test'] ?? '');
        response.end(JSON.stringify({ method: request.method, body }));
      });
    };
    const client = createIntegrationHttp({ allowPrivateUrls: true });
    const answer = await client.request({
      companyId: 1,
      method: 'POST',
      url: `http://localhost:${port}/hook`,
      headers: { 'content-type': 'application/json', 'x-test': 'yes' },
      body: '{"a":1}',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-echo')).toBe('yes');
    expect(answer.json()).toEqual({ method: 'POST', body: '{"a":1}' });
  });

  it('checks every redirect hop and turns a 303 into a GET', async () => {
    handler = (request, response) => {
      if (request.url === '/to-blocked') {
        response.writeHead(302, { location: `http://127.0.0.2:${port}/secret` }).end();
      } else if (request.url === '/to-allowed') {
        response.writeHead(303, { location: '/landing' }).end();
      } else response.end(`${request.method} ${request.url}`);
    };
    const client = createIntegrationHttp({ allowPrivateUrls: false, isBlocked: (address) => address !== '127.0.0.1' });
    const followed = await client.request({
      companyId: 1,
      method: 'POST',
      url: `http://127.0.0.1:${port}/to-allowed`,
      body: 'x',
    });
    expect(followed.text()).toBe('GET /landing');
    expect(await failureOf(client.request({ companyId: 1, url: `http://127.0.0.1:${port}/to-blocked` }))).toBe(
      'blocked',
    );
    expect(seen).not.toContain('GET /secret');
  });

  it('stops at the deadline', async () => {
    handler = () => {};
    const client = createIntegrationHttp({ allowPrivateUrls: true });
    const started = Date.now();
    expect(
      await failureOf(client.request({ companyId: 1, url: `http://127.0.0.1:${port}/slow`, timeoutMs: 150 })),
    ).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses answers over the size limit, declared or streamed', async () => {
    const big = 'x'.repeat(4096);
    handler = (request, response) => {
      if (request.url === '/declared') response.end(big);
      else {
        response.write(big.slice(0, 2048));
        response.end(big.slice(2048));
      }
    };
    const client = createIntegrationHttp({ allowPrivateUrls: true });
    for (const path of ['/declared', '/chunked']) {
      const call = client.request({ companyId: 1, url: `http://127.0.0.1:${port}${path}`, maxBytes: 1024 });
      expect(await failureOf(call)).toBe('too-large');
    }
  });

  it('limits the calls one company has in flight without holding back the others', async () => {
    const held: ServerResponse[] = [];
    handler = (_request, response) => held.push(response);
    const client = createIntegrationHttp({ allowPrivateUrls: true, maxConcurrentPerCompany: 2 });
    const url = `http://127.0.0.1:${port}/held`;
    const first = client.request({ companyId: 1, url });
    const second = client.request({ companyId: 1, url });
    const other = client.request({ companyId: 2, url });
    const waiting = client.request({ companyId: 1, url, timeoutMs: 5_000 });
    const late = client.request({ companyId: 1, url, timeoutMs: 200 });
    await expect.poll(() => held.length).toBe(3);
    expect(await failureOf(late)).toBe('busy');
    for (const response of held.splice(0)) response.end('done');
    await Promise.all([first, second, other]);
    await expect.poll(() => held.length).toBe(1);
    held[0]?.end('done');
    expect((await waiting).text()).toBe('done');
  });
});
