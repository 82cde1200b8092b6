import { app } from './app';

/**
 * The running app's HTTP API as one signed-in user, for a spec's set-up (queues, users, a sandbox
 * connection) and for the simulated customer, so the browser is used only for what a spec checks.
 * Sign in here only as a user who is not in a browser too: a login replaces that user's session.
 */
export class ApiSession {
  private constructor(private readonly token: string) {}

  static async signIn(email: string, password: string): Promise<ApiSession> {
    const answer = await send<{ token: string }>('POST', '/api/auth/login', undefined, { email, password });
    return new ApiSession(answer.token);
  }

  get<T>(path: string): Promise<T> {
    return send<T>('GET', path, this.token);
  }

  post<T>(path: string, body: unknown): Promise<T> {
    return send<T>('POST', path, this.token, body);
  }

  put<T>(path: string, body: unknown): Promise<T> {
    return send<T>('PUT', path, this.token, body);
  }

  /** A multipart upload (a certificate, a logo): `fetch` sets the boundary from the form. */
  postForm<T>(path: string, form: FormData): Promise<T> {
    return send<T>('POST', path, this.token, form);
  }
}

async function send<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  // A form's content type (multipart, with its boundary) is set by fetch.
  const payload = body === undefined || body instanceof FormData ? body : JSON.stringify(body);
  if (typeof payload === 'string') headers['content-type'] = 'application/json';
  const response = await fetch(app.url(path), { method, headers, body: payload });
  const text = await response.text();
  // A set-up step that fails says which call and why, instead of failing later on a missing row.
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}
