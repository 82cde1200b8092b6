import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import rootPackage from '../../../../../package.json' with { type: 'json' };
import { createTestContext, type TestContext } from '../../../test/harness';

describe('system routes', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  it('GET /api/health reports the database up', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
    expect(response.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('GET /api/version answers the package version', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/version' });
    expect(response.json()).toEqual({ version: rootPackage.version });
  });

  it('keeps a request id sent by a proxy', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/version',
      headers: { 'x-request-id': 'proxy-id-12345' },
    });
    expect(response.headers['x-request-id']).toBe('proxy-id-12345');
  });

  it('GET /metrics exposes HTTP latency, sockets, jobs and event-loop lag', async () => {
    await context.app.inject({ method: 'GET', url: '/api/health' });
    const response = await context.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health"');
    expect(response.body).toContain('socket_connections');
    expect(response.body).toContain('# TYPE jobs gauge');
    expect(response.body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toContain('/api/health');
    const page = await context.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
  });
});
