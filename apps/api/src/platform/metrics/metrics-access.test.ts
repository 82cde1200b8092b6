import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';

const metricsToken = 'metrics-token-of-the-scraper';

describe('GET /metrics: loopback readers or the METRICS_TOKEN bearer only', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext({ METRICS_TOKEN: metricsToken });
  });
  afterAll(() => context.close());

  const read = (remoteAddress: string, headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

  it('answers requests made on this machine', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await read(address);
      expect(response.statusCode, address).toBe(200);
      expect(response.body).toContain('http_request_duration_seconds');
    }
  });

  it('refuses other addresses, and loopback requests a proxy forwarded', async () => {
    for (const response of [
      await read('203.0.113.7'),
      await read('10.0.0.2', { authorization: 'Bearer wrong-token-of-same-size!!' }),
      await read('10.0.0.2', { authorization: metricsToken }),
      await read('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }),
      await read('127.0.0.1', { forwarded: 'for=203.0.113.7' }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('ERR_NO_PERMISSION');
      expect(response.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('answers any address presenting the token', async () => {
    const response = await read('203.0.113.7', { authorization: `Bearer ${metricsToken}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('nodejs_eventloop_lag_seconds');
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  it('stays closed to other machines whatever bearer they send', async () => {
    const remote = await context.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '198.51.100.4',
      headers: { authorization: 'Bearer ' },
    });
    expect(remote.statusCode).toBe(403);
    const local = await context.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
  });
});
