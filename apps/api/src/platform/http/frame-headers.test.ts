import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';

describe('anti-framing headers', () => {
  let context: TestContext;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'chatdesk-web-dist-'));
    await mkdir(path.join(webDist, 'webchat'));
    await writeFile(path.join(webDist, 'webchat', 'widget.js'), 'console.log("widget");');
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Chatdesk</title>');
    context = await createTestContext({ WEB_DIST_DIR: webDist });
  });
  afterAll(async () => {
    await context.close();
    await rm(webDist, { recursive: true, force: true });
  });

  const get = (url: string) => context.app.inject({ method: 'GET', url });

  it('forbid framing on pages, API answers, errors and metrics', async () => {
    for (const url of ['/', '/tickets', '/api/health', '/api/no-such-route', '/api/users', '/metrics']) {
      const response = await get(url);
      expect(response.headers['content-security-policy'], url).toBe("frame-ancestors 'none'");
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it("keep a route's own policy and add frame-ancestors to it", async () => {
    const response = await get('/public/1/no-such-file.png');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it("leave the web chat widget's script loadable from customers' sites", async () => {
    const response = await get(`/widget.js?connection=${'k'.repeat(32)}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('widget');
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBeUndefined();
  });
});
