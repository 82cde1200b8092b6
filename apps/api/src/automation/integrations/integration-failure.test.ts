import { describe, expect, it } from 'vitest';
import { IntegrationCallError } from './http/integration-http';
import { createIntegrationHttp } from './http/safe-http-client';
import { failureLogType, isRetryable } from './integration-failure';

describe('integration failures', () => {
  it('names each failure in the ticket log by its kind', () => {
    expect(failureLogType(new IntegrationCallError('timeout', 'slow'))).toBe('integrationTimeout');
    expect(failureLogType(new IntegrationCallError('blocked', 'private'))).toBe('integrationBlocked');
    expect(failureLogType(new IntegrationCallError('malformed', 'garbage'))).toBe('integrationInvalid');
    expect(failureLogType(new IntegrationCallError('too-large', 'big'))).toBe('integrationInvalid');
    expect(failureLogType(new IntegrationCallError('status', '500', 500))).toBe('integrationError');
    expect(failureLogType(new IntegrationCallError('network', 'refused'))).toBe('integrationError');
    expect(failureLogType(new Error('anything else'))).toBe('integrationError');
  });

  it('repeats only what may succeed the same way: network, timeouts, 5xx and 429', () => {
    expect(isRetryable(new IntegrationCallError('network', 'reset'))).toBe(true);
    expect(isRetryable(new IntegrationCallError('timeout', 'slow'))).toBe(true);
    expect(isRetryable(new IntegrationCallError('status', '503', 503))).toBe(true);
    expect(isRetryable(new IntegrationCallError('status', '429', 429))).toBe(true);
    expect(isRetryable(new IntegrationCallError('status', '404', 404))).toBe(false);
    expect(isRetryable(new IntegrationCallError('malformed', 'garbage'))).toBe(false);
    expect(isRetryable(new IntegrationCallError('blocked', 'private'))).toBe(false);
    expect(isRetryable(new Error('a bug'))).toBe(false);
  });

  it("the guarded client's refusal of a private engine address is logged as blocked", async () => {
    const http = createIntegrationHttp({ allowPrivateUrls: false });
    const refused = await http
      .request({ companyId: 1, method: 'POST', url: 'http://127.0.0.1:9/hook', body: '{}' })
      .catch((error: unknown) => error);
    expect(failureLogType(refused)).toBe('integrationBlocked');
  });
});
