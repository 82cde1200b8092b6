import { IntegrationCallError, type IntegrationResponse } from '../../http/integration-http';

/** The provider's own error code (`invalid_api_key`, `rate_limit_exceeded`), when it sent one we can name. */
function errorCodeOf(response: IntegrationResponse): string | null {
  try {
    const error = (response.json() as { error?: { code?: unknown; type?: unknown } } | null)?.error;
    const code = error?.code ?? error?.type;
    return typeof code === 'string' && /^[\w.-]{1,64}$/.test(code) ? code : null;
  } catch {
    return null;
  }
}

/**
 * Refuses any answer but 2xx with an IntegrationCallError('status') carrying the status, so the
 * runner hands the ticket to a human. The message names the service, the status and the provider's
 * error code only: provider messages may echo part of the key, and errors end up in logs.
 * Nothing is retried here (a 429 retried at once only deepens the rate limit).
 */
export function requireSuccess(response: IntegrationResponse, service: string): void {
  if (response.status >= 200 && response.status < 300) return;
  const code = errorCodeOf(response);
  const reason = response.status === 401 || response.status === 403 ? ' (the key was refused)' : '';
  throw new IntegrationCallError(
    'status',
    `${service} answered ${response.status}${code ? ` ${code}` : ''}${reason}`,
    response.status,
  );
}
