import type { z } from 'zod';
import { session as defaultSession, type SessionAnswer, type SessionStore, sessionAnswerSchema } from './session';

/**
 * A failed call. `code` is the server's `error` (an `ERR_*` of the catalogue) when it sent one;
 * status 0 means the server was not reached at all.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: string | null;
  readonly body: unknown;

  constructor(status: number, code: string | null, message: string, body: unknown = null) {
    super(message);
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /**
   * false for the calls that open a session (login, refresh): they send no bearer, and their
   * 401/403 answers are answers, not a session that ended.
   */
  session?: boolean;
}

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  session?: SessionStore;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * Spec 1 §4: every call carries the bearer token; a 403 triggers one token refresh (shared by
 * all calls that hit it at the same time) and one retry; a 401 ends the session, which sends
 * the route guard to /login.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '/api';
  const store = options.session ?? defaultSession;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let refreshing: Promise<SessionAnswer> | null = null;

  async function send(path: string, request: RequestOptions): Promise<{ response: Response; token: string | null }> {
    const headers = new Headers({ accept: 'application/json' });
    const token = request.session === false ? null : store.getToken();
    if (token) headers.set('authorization', `Bearer ${token}`);
    let body: BodyInit | undefined;
    if (request.body instanceof FormData || request.body instanceof Blob) body = request.body;
    else if (request.body !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(request.body);
    }
    try {
      const response = await doFetch(buildUrl(baseUrl, path, request.query), {
        method: request.method ?? 'GET',
        headers,
        body,
        credentials: 'include',
        signal: request.signal,
      });
      return { response, token };
    } catch (error) {
      if (request.signal?.aborted) throw error;
      throw new ApiError(0, null, error instanceof Error ? error.message : String(error));
    }
  }

  function refreshSession(): Promise<SessionAnswer> {
    refreshing ??= (async () => {
      try {
        const { response } = await send('/auth/refresh_token', { method: 'POST', session: false });
        const answer = parseAnswer(sessionAnswerSchema, await readAnswer(response));
        store.start(answer);
        return answer;
      } catch (error) {
        // An unreachable server says nothing about the session; any refusal ends it.
        if (!(error instanceof ApiError && error.status === 0)) store.clear();
        throw error;
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  async function respond(path: string, request: RequestOptions): Promise<Response> {
    let { response, token } = await send(path, request);
    if (request.session !== false && response.status === 403) {
      // Another call may already have refreshed while this one was on its way.
      if (token === store.getToken()) await refreshSession();
      ({ response } = await send(path, request));
    }
    if (request.session !== false && response.status === 401) store.clear();
    return response;
  }

  async function request<T>(path: string, request: RequestOptions = {}): Promise<T> {
    return readAnswer<T>(await respond(path, request));
  }

  /**
   * A GET whose answer is a file to read as it arrives (an export): the same bearer, refresh and
   * logout as every call, the accepted answer handed back unread; a refused one throws as `request` does.
   */
  async function download(path: string, query?: RequestOptions['query'], extra?: RequestOptions): Promise<Response> {
    const response = await respond(path, { ...extra, method: 'GET', query });
    if (!response.ok) await readAnswer(response);
    return response;
  }

  return {
    request,
    refreshSession,
    download,
    get: <T>(path: string, query?: RequestOptions['query'], extra?: RequestOptions) =>
      request<T>(path, { ...extra, method: 'GET', query }),
    post: <T>(path: string, body?: unknown, extra?: RequestOptions) =>
      request<T>(path, { ...extra, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, extra?: RequestOptions) =>
      request<T>(path, { ...extra, method: 'PUT', body }),
    patch: <T>(path: string, body?: unknown, extra?: RequestOptions) =>
      request<T>(path, { ...extra, method: 'PATCH', body }),
    delete: <T>(path: string, extra?: RequestOptions) => request<T>(path, { ...extra, method: 'DELETE' }),
  };
}

/** Checks an answer against the shape the client relies on; a mismatch is a server fault. */
export function parseAnswer<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(500, 'ERR_INTERNAL', 'Unexpected answer from the server', data);
  return parsed.data;
}

function buildUrl(baseUrl: string, path: string, query: RequestOptions['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const suffix = search.size > 0 ? `?${search}` : '';
  return `${baseUrl}${path}${suffix}`;
}

async function readAnswer<T>(response: Response): Promise<T> {
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  let data: unknown = text;
  if (isJson && text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!response.ok) throw toApiError(response, data);
  return (text ? data : undefined) as T;
}

function toApiError(response: Response, data: unknown): ApiError {
  if (typeof data === 'object' && data !== null && 'error' in data && typeof data.error === 'string') {
    const message = 'message' in data && typeof data.message === 'string' ? data.message : data.error;
    return new ApiError(response.status, data.error, message, data);
  }
  if (typeof data === 'string' && data.trim()) return new ApiError(response.status, null, data, data);
  return new ApiError(response.status, null, response.statusText || `HTTP ${response.status}`, data);
}

export const api = createApiClient();
