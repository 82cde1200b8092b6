import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { factoryPassword } from '../../../test/factories';

/** Helpers shared by the auth module's integration tests. */

export function login(app: FastifyInstance, email: string, password = factoryPassword, ip = '198.51.100.1') {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    // The client address as the socket reports it (TRUST_PROXY is off by default, so X-Forwarded-For is ignored).
    remoteAddress: ip,
  });
}

export function refreshCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === 'jrt');
  if (!cookie?.value) throw new Error(`no jrt cookie in answer ${response.statusCode}: ${response.body}`);
  return cookie.value;
}

export function refresh(app: FastifyInstance, refreshToken: string) {
  return app.inject({ method: 'POST', url: '/api/auth/refresh_token', cookies: { jrt: refreshToken } });
}

export function me(app: FastifyInstance, accessToken: string) {
  return app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${accessToken}` } });
}

/** The mail goes out after the answer: poll the mail directory briefly. */
export async function waitForMail(dataDir: string, count = 1, timeoutMs = 5000): Promise<string[]> {
  const directory = path.join(dataDir, 'mail');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(directory).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
    if (files.length >= count)
      return Promise.all(files.sort().map((name) => readFile(path.join(directory, name), 'utf8')));
    if (Date.now() > deadline) throw new Error(`expected ${count} mail(s) in ${directory}, found ${files.length}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The decoded text body of an .eml written by the mailer (base64 body after the blank line). */
export function mailText(eml: string): string {
  const body = eml.slice(eml.indexOf('\r\n\r\n') + 4);
  return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
}

export function resetTokenIn(text: string): string {
  const match = /reset-password\?token=([^\s]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return decodeURIComponent(match[1]);
}
