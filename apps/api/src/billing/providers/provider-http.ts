import type { IncomingHttpHeaders } from 'node:http';
import { AppError, type PaymentProviderName } from '@chatdesk/contracts';
import type { z } from 'zod';
import type { SecretSettingKey } from '../../modules/settings/secret-setting-values';
import type { PaymentProviderDeps } from './payment-provider';

/** What a driver's tests may change; production uses the defaults. */
export interface DriverOptions {
  /** Milliseconds before a call to the provider is abandoned (default 15 s). */
  timeoutMs?: number;
  /** The clock: charge expiries and webhook timestamp tolerance. */
  now?: () => Date;
}

export const defaultProviderTimeoutMs = 15_000;

export interface ProviderCall {
  method: 'GET' | 'POST';
  /** Relative to the provider's base URL; ids in it are the provider's, never credentials. */
  path: string;
  headers: Record<string, string>;
  /** A JSON body (Asaas, Mercado Pago). */
  json?: unknown;
  /** A form-encoded body (Stripe). */
  form?: URLSearchParams;
}

type FailureReason = 'network' | 'timeout' | 'status' | 'malformed';

/**
 * Calls one provider's API with a deadline and reads its JSON answer through `schema`. Whatever goes
 * wrong (no answer in time, an error status, an answer of another shape) becomes
 * AppError('ERR_PAYMENT_PROVIDER_FAILED'); the log names the provider, the path, the status and the
 * reason, never the headers (they carry the credentials) nor the bodies (they carry the payer).
 */
export function providerHttp(deps: PaymentProviderDeps, provider: PaymentProviderName, options: DriverOptions) {
  const timeoutMs = options.timeoutMs ?? defaultProviderTimeoutMs;
  const fail = (call: ProviderCall, reason: FailureReason, status: number | null, cause?: unknown): AppError => {
    deps.logger.warn(
      { provider, method: call.method, path: call.path, status, reason },
      'payment provider call failed',
    );
    return new AppError('ERR_PAYMENT_PROVIDER_FAILED', { cause });
  };

  return async function call<T>(request: ProviderCall, schema: z.ZodType<T>): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
    let body: string | undefined;
    if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    } else if (request.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = request.form.toString();
    }
    let text: string;
    let status: number;
    try {
      const response = await deps.fetch(`${deps.baseUrl}${request.path}`, {
        method: request.method,
        headers,
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw fail(request, timedOut ? 'timeout' : 'network', null, error);
    }
    if (status < 200 || status > 299) throw fail(request, 'status', status);
    const parsed = schema.safeParse(parseJson(text));
    if (!parsed.success) throw fail(request, 'malformed', status);
    return parsed.data;
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** One header's value as a single string (Node gives repeated headers as arrays). */
export function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * A verified notification's JSON body read through `schema`; a body that is not what the provider
 * documents is refused like an unsigned one (nothing can be done with it).
 */
export function webhookBody<T>(rawBody: Buffer, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(parseJson(rawBody.toString('utf8')));
  if (!parsed.success) throw invalidWebhook();
  return parsed.data;
}

/** Whether every one of these secret settings is set (a provider is offered only then). */
export async function allSet(deps: PaymentProviderDeps, keys: SecretSettingKey[]): Promise<boolean> {
  const values = await Promise.all(keys.map((key) => deps.readSetting(key)));
  return values.every((value) => value.trim() !== '');
}

export const invalidWebhook = (): AppError => new AppError('ERR_PAYMENT_WEBHOOK_INVALID');

/** A provider's amount (a number of reais) as billing's two-place decimal string. */
export function decimalAmount(value: number): string {
  return value.toFixed(2);
}

/** A provider's timestamp as a Date; null when absent or not a date. */
export function providerDate(text: string | null | undefined): Date | null {
  const date = text ? new Date(text) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** `key=value` pairs of a signature header (`t=…,v1=…,v1=…`); repeated keys keep every value. */
export function signatureParts(header: string | undefined): Map<string, string[]> {
  const parts = new Map<string, string[]>();
  for (const piece of (header ?? '').split(',')) {
    const at = piece.indexOf('=');
    if (at <= 0) continue;
    const key = piece.slice(0, at).trim();
    parts.set(key, [...(parts.get(key) ?? []), piece.slice(at + 1).trim()]);
  }
  return parts;
}
