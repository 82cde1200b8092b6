import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './api-client';
import { createSessionStore, type SessionStore } from './session';

const user = {
  id: 7,
  name: 'Ana',
  email: 'ana@example.com',
  profile: 'user',
  super: false,
  companyId: 3,
  company: { id: 3, name: 'Acme', dueDate: '2999-12-31T00:00:00.000Z' },
  defaultTheme: 'light',
  defaultMenu: 'open',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Route = (init: RequestInit) => Response | Promise<Response>;

/** A fetch double answering from per-path queues and recording what was sent. */
function fakeServer(routes: Record<string, Route[]>) {
  const calls: { path: string; authorization: string | null; credentials: RequestCredentials | undefined }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    calls.push({
      path,
      authorization: new Headers(init.headers).get('authorization'),
      credentials: init.credentials,
    });
    const next = routes[path]?.shift();
    if (!next) throw new Error(`unexpected call ${path}`);
    return next(init);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

describe('api client', () => {
  let store: SessionStore;

  beforeEach(() => {
    window.localStorage.setItem('token', 'old-token');
    store = createSessionStore(window.localStorage);
  });

  it('sends the bearer token and cookies', async () => {
    const server = fakeServer({ '/api/version': [() => json(200, { version: '3.6.0' })] });
    const api = createApiClient({ fetch: server.fetch, session: store });

    await expect(api.get('/version')).resolves.toEqual({ version: '3.6.0' });
    expect(server.calls[0]).toMatchObject({ authorization: 'Bearer old-token', credentials: 'include' });
  });

  it('refreshes once on 403 and retries the call with the new token', async () => {
    const server = fakeServer({
      '/api/tickets': [() => json(403, { error: 'ERR_INVALID_TOKEN', message: 'x' }), () => json(200, { ok: true })],
      '/api/auth/refresh_token': [() => json(200, { token: 'new-token', user })],
    });
    const api = createApiClient({ fetch: server.fetch, session: store });

    await expect(api.get('/tickets')).resolves.toEqual({ ok: true });
    expect(server.calls.map((call) => [call.path, call.authorization])).toEqual([
      ['/api/tickets', 'Bearer old-token'],
      ['/api/auth/refresh_token', null],
      ['/api/tickets', 'Bearer new-token'],
    ]);
    expect(window.localStorage.getItem('token')).toBe('new-token');
    expect(store.getState()).toMatchObject({ status: 'authenticated', user: { id: 7 } });
  });

  it('does not refresh a second time when the retry is refused again', async () => {
    const refused = () => json(403, { error: 'ERR_NO_PERMISSION', message: 'Você não tem permissão' });
    const server = fakeServer({
      '/api/settings': [refused, refused],
      '/api/auth/refresh_token': [() => json(200, { token: 'new-token', user })],
    });
    const api = createApiClient({ fetch: server.fetch, session: store });

    const error = await api.get('/settings').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'ERR_NO_PERMISSION' });
    expect(server.calls.filter((call) => call.path === '/api/auth/refresh_token')).toHaveLength(1);
    expect(store.getState().status).toBe('authenticated');
  });

  it('shares one refresh between calls refused at the same time', async () => {
    const refused = () => json(403, { error: 'ERR_INVALID_TOKEN', message: 'x' });
    const server = fakeServer({
      '/api/a': [refused, () => json(200, 'a')],
      '/api/b': [refused, () => json(200, 'b')],
      '/api/auth/refresh_token': [() => json(200, { token: 'new-token', user })],
    });
    const api = createApiClient({ fetch: server.fetch, session: store });

    await expect(Promise.all([api.get('/a'), api.get('/b')])).resolves.toEqual(['a', 'b']);
    expect(server.calls.filter((call) => call.path === '/api/auth/refresh_token')).toHaveLength(1);
  });

  it('ends the session when the refresh is refused', async () => {
    const server = fakeServer({
      '/api/tickets': [() => json(403, { error: 'ERR_INVALID_TOKEN', message: 'x' })],
      '/api/auth/refresh_token': [() => json(401, { error: 'ERR_SESSION_EXPIRED', message: 'Sessão expirada' })],
    });
    const api = createApiClient({ fetch: server.fetch, session: store });

    await expect(api.get('/tickets')).rejects.toMatchObject({ status: 401, code: 'ERR_SESSION_EXPIRED' });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(store.getState().status).toBe('anonymous');
  });

  it('logs out on 401: clears the token and the user, and throws the coded error', async () => {
    store.start({ token: 'old-token', user: user as never });
    const server = fakeServer({
      '/api/tickets': [() => json(401, { error: 'ERR_SESSION_EXPIRED', message: 'Sessão expirada' })],
    });
    const api = createApiClient({ fetch: server.fetch, session: store });

    const error = await api.get('/tickets').catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 401,
      code: 'ERR_SESSION_EXPIRED',
      message: 'Sessão expirada',
    });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(store.getState()).toEqual({ status: 'anonymous', user: null });
    expect(server.calls.some((call) => call.path.includes('refresh'))).toBe(false);
  });

  it('leaves the session alone for calls that open one (wrong password on login)', async () => {
    const server = fakeServer({
      '/api/auth/login': [() => json(401, { error: 'ERR_INVALID_CREDENTIALS', message: 'Erro de autenticação' })],
    });
    const api = createApiClient({ fetch: server.fetch, session: store });

    await expect(api.post('/auth/login', { email: 'a@b.c', password: 'x' }, { session: false })).rejects.toMatchObject({
      status: 401,
      code: 'ERR_INVALID_CREDENTIALS',
    });
    expect(server.calls[0]?.authorization).toBeNull();
    expect(window.localStorage.getItem('token')).toBe('old-token');
  });

  it('reports an unreachable server as status 0 without touching the session', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    const api = createApiClient({ fetch, session: store });

    await expect(api.get('/version')).rejects.toMatchObject({ status: 0, code: null });
    expect(window.localStorage.getItem('token')).toBe('old-token');
  });

  it('keeps a non-JSON error text as the message', async () => {
    const server = fakeServer({ '/api/x': [() => new Response('Bad gateway', { status: 502 })] });
    const api = createApiClient({ fetch: server.fetch, session: store });

    await expect(api.get('/x')).rejects.toMatchObject({ status: 502, code: null, message: 'Bad gateway' });
  });

  it('downloads a file with the same bearer and refresh, handing back the unread answer', async () => {
    const file = () => new Response(new Uint8Array([80, 75, 3, 4]), { status: 200 });
    const server = fakeServer({
      '/api/ticketreport/reports/export?status=%5B%22closed%22%5D': [
        () => json(403, { error: 'ERR_INVALID_TOKEN', message: 'x' }),
        file,
      ],
      '/api/auth/refresh_token': [() => json(200, { token: 'new-token', user })],
    });
    const api = createApiClient({ fetch: server.fetch, session: store });

    const response = await api.download('/ticketreport/reports/export', { status: '["closed"]' });
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([80, 75, 3, 4]);
    expect(server.calls.map((call) => call.authorization)).toEqual(['Bearer old-token', null, 'Bearer new-token']);
  });

  it('throws the coded error of a refused download', async () => {
    const server = fakeServer({
      '/api/export': [() => json(400, { error: 'ERR_VALIDATION', message: 'dateTo' })],
    });
    const api = createApiClient({ fetch: server.fetch, session: store });

    await expect(api.download('/export')).rejects.toMatchObject({ status: 400, code: 'ERR_VALIDATION' });
  });
});
