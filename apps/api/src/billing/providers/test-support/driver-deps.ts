import type { SecretSettingKey } from '../../../modules/settings/secret-setting-values';
import type { PaymentProviderDeps, WebhookRequest } from '../payment-provider';
import type { StubWebhook } from './provider-stub';

/** What a driver logged, for tests that check a failure is logged without credentials. */
export interface LoggedLine {
  level: 'warn' | 'info';
  object: object;
  message: string;
}

/**
 * A driver's dependencies in tests: the stub's base URL, the operator's settings from a plain map
 * (a test changes it to unset or change a credential), global fetch and a recording logger.
 */
export function driverDeps(baseUrl: string, settings: Partial<Record<SecretSettingKey, string>>) {
  const logged: LoggedLine[] = [];
  const deps: PaymentProviderDeps = {
    baseUrl,
    readSetting: async (key) => settings[key] ?? '',
    fetch: globalThis.fetch,
    logger: {
      warn: (object, message) => logged.push({ level: 'warn', object, message }),
      info: (object, message) => logged.push({ level: 'info', object, message }),
    },
  };
  return { deps, settings, logged };
}

/** A stub's notification as the webhook route hands it to a driver. */
export function webhookRequest(webhook: StubWebhook): WebhookRequest {
  const headers = Object.fromEntries(
    Object.entries(webhook.headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return { headers, rawBody: Buffer.from(webhook.body), query: webhook.query ?? {} };
}
