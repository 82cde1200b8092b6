import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { MediaStorage, type SavedMedia } from './media-storage';
import { testMedia } from './test-media';

describe('GET /public/* (stored media)', () => {
  let context: TestContext;
  let webDist: string;
  let storage: MediaStorage;
  let png: SavedMedia;
  let pdf: SavedMedia;
  let text: SavedMedia;

  beforeAll(async () => {
    // A built SPA too: both @fastify/static registrations must coexist.
    webDist = await mkdtemp(path.join(tmpdir(), 'chatdesk-web-dist-'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>spa</title>');
    context = await createTestContext({ WEB_DIST_DIR: webDist });
    await writeFile(path.join(context.dataDir, 'secrets.json'), '{"jwtSecret":"TOPSECRET"}');
    storage = new MediaStorage(context.dataDir);
    png = await storage.save(1, testMedia.png, { allowed: ['image'], maxBytes: 1024 });
    pdf = await storage.save(1, testMedia.pdf, { allowed: ['document'], maxBytes: 1024 });
    text = await storage.save(1, testMedia.html, { allowed: ['document'], maxBytes: 1024 });
  });
  afterAll(async () => {
    await context.close();
    await rm(webDist, { recursive: true, force: true });
  });

  const get = (url: string) => context.app.inject({ method: 'GET', url });

  it('serves a saved image inline with its content type and hardening headers', async () => {
    const response = await get(png.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload).toEqual(testMedia.png);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers['content-disposition']).toBeUndefined();
  });

  it('serves documents as downloads, and uploaded HTML only as plain text', async () => {
    const document = await get(pdf.url);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.headers['content-disposition']).toBe('attachment');

    const html = await get(text.url);
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/^text\/plain/);
    expect(html.headers['content-disposition']).toBe('attachment');
    expect(html.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps the SPA served next to the media', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>spa</title>');
  });

  it('answers 404 for a well-formed name that does not exist', async () => {
    const response = await get(`/public/1/${'e'.repeat(32)}.png`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'ERR_ROUTE_NOT_FOUND' });
  });

  it('never serves a file outside the media root, however the path is spelled', async () => {
    const planted = `1/${'f'.repeat(32)}.json`;
    await mkdir(path.join(context.dataDir, 'media', '1'), { recursive: true });
    await symlink(path.join(context.dataDir, 'secrets.json'), path.join(context.dataDir, 'media', planted));
    const partial = `${'0'.repeat(32)}.partial`;
    await mkdir(path.join(context.dataDir, 'media', '.partial'), { recursive: true });
    await writeFile(path.join(context.dataDir, 'media', '.partial', partial), 'TOPSECRET partial');

    const attempts = [
      '/public/../secrets.json',
      '/public/..%2fsecrets.json',
      '/public/%2e%2e%2fsecrets.json',
      '/public/%2e%2e/secrets.json',
      '/public/%252e%252e%252fsecrets.json',
      '/public/1/..%2f..%2fsecrets.json',
      '/public/1/%2e%2e/%2e%2e/secrets.json',
      '/public/..%5csecrets.json',
      '/public/1/..%5c..%5csecrets.json',
      '/public//secrets.json',
      `/public/${context.dataDir}/secrets.json`,
      '/public/1/x%00.png',
      `/public/.partial/${partial}`,
      `/public/${planted}`,
      '/public/',
      '/public/1/',
    ];
    // Sent verbatim over a socket, as an attacker would; inject() and browsers normalize `..` first.
    const address = await context.app.listen({ port: 0, host: '127.0.0.1' });
    for (const url of [...attempts, '/public/1/../../secrets.json', '/public/./1/../../secrets.json']) {
      const response = await rawGet(address, url);
      expect([400, 404], url).toContain(response.status);
      expect(response.body, url).not.toContain('TOPSECRET');
    }
    // Normalized: `/public/../secrets.json` becomes `/secrets.json`, a client-side route.
    for (const url of attempts) {
      const response = await get(url);
      expect(response.body, url).not.toContain('TOPSECRET');
      if (response.statusCode === 200) expect(response.body, url).toContain('<title>spa</title>');
      else expect([400, 404], url).toContain(response.statusCode);
    }
  });
});

/** A GET whose path reaches the server exactly as written. */
function rawGet(origin: string, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    const req = request({ hostname, port, path: rawPath, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end();
  });
}
