import { externalApiSendPath } from '@chatdesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';

/** What the external API answered, shown as is on the page. */
export interface TestSendAnswer {
  status: number;
  body: unknown;
}

export interface TestSendInput {
  token: string;
  /** JSON for a text, FormData (number, body, medias) for a file. */
  payload: { number: string; body: string } | FormData;
}

/**
 * Calls POST /api/messages/send with the connection token the user typed: not through the
 * session's API client, whose bearer is the user's session and whose 401 would end it.
 */
export async function sendTestMessage({ token, payload }: TestSendInput): Promise<TestSendAnswer> {
  const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${token.trim()}` };
  const isForm = payload instanceof FormData;
  if (!isForm) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(externalApiSendPath, {
      method: 'POST',
      headers,
      body: isForm ? payload : JSON.stringify(payload),
    });
  } catch (cause) {
    throw new ApiError(0, null, cause instanceof Error ? cause.message : 'network error');
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's error page): shown as text.
  }
  if (!response.ok) {
    const fields = (typeof body === 'object' && body !== null ? body : {}) as { error?: string; message?: string };
    throw new ApiError(response.status, fields.error ?? null, fields.message ?? text, body);
  }
  return { status: response.status, body };
}

export function useSendTestMessage() {
  // Failures get the app's error toast (translated code); the page also shows the raw answer.
  return useMutation({ mutationFn: sendTestMessage });
}
