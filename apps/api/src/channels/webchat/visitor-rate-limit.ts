import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/**
 * Limits of the anonymous visitor channel, per API process (docs/decisions.md "Web chat widget"):
 * handshakes per client IP (each may create a contact number and runs database lookups) and
 * messages / acks per visitor (each message may create a ticket and store a file). With N API
 * processes a client spread over all of them gets at most N times these.
 */
export interface VisitorLimits {
  handshakesPerMinute: number;
  messagesPerMinute: number;
  /** Ack events (up to 100 ids each); the widget sends one per received message and window view. */
  acksPerMinute: number;
}

export const defaultVisitorLimits: VisitorLimits = {
  handshakesPerMinute: 20,
  messagesPerMinute: 30,
  acksPerMinute: 120,
};

/**
 * Token buckets by key, in memory: each key holds up to `perMinute` tokens and regains them
 * evenly over a minute, so a burst of `perMinute` passes and then one every 60/perMinute s.
 * Keys whose bucket has refilled are dropped on a sweep at most once a minute, which bounds the
 * map by the keys active in the last minute.
 */
export class TokenBuckets {
  readonly #perMinute: number;
  readonly #buckets = new Map<string, { tokens: number; at: number }>();
  #sweptAt: number;

  constructor(perMinute: number, now = Date.now()) {
    this.#perMinute = perMinute;
    this.#sweptAt = now;
  }

  /** Takes one token for `key`: allowed, or refused with the seconds until a token is back. */
  take(key: string, now = Date.now()): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    this.#sweep(now);
    const perMs = this.#perMinute / 60_000;
    const bucket = this.#buckets.get(key) ?? { tokens: this.#perMinute, at: now };
    bucket.tokens = Math.min(this.#perMinute, bucket.tokens + (now - bucket.at) * perMs);
    bucket.at = now;
    this.#buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true };
    }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000)) };
  }

  get size() {
    return this.#buckets.size;
  }

  #sweep(now: number) {
    if (now - this.#sweptAt < 60_000) return;
    this.#sweptAt = now;
    const refillMs = 60_000;
    for (const [key, bucket] of this.#buckets) if (now - bucket.at >= refillMs) this.#buckets.delete(key);
  }
}

export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/**
 * The client IP of a websocket upgrade, with the same X-Forwarded-For rule as Fastify's
 * `request.ip` (config TRUST_PROXY): behind a proxy every visitor would otherwise share its IP.
 */
export function clientIpOf(request: IncomingMessage, trustProxy: TrustProxy): string {
  const direct = request.socket.remoteAddress ?? 'unknown';
  if (trustProxy === false) return direct;
  const trust =
    trustProxy === true
      ? () => true
      : typeof trustProxy === 'string'
        ? trustProxy.split(',').map((entry) => entry.trim())
        : trustProxy;
  return proxyAddr(request, trust) || direct;
}
