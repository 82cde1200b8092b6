import { AppError } from '@chatdesk/contracts';
import type { AuthAttemptAction } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { countAttempts, insertAttempt, pruneAttemptsOlderThan } from './auth-attempts.repository';

interface Rule {
  windowMs: number;
  perEmail?: number;
  perIp: number;
}

const minutes = (value: number) => value * 60_000;

/**
 * Limits per action (login has its own counters: login-throttle.ts). Password-reset and signup
 * count every request, whether or not the e-mail exists, so the limit itself reveals nothing.
 * Per IP is looser: offices share one.
 */
export const throttleRules: Record<AuthAttemptAction, Rule> = {
  'password-reset': { windowMs: minutes(15), perEmail: 3, perIp: 20 },
  signup: { windowMs: minutes(60), perIp: 10 },
};
const longestWindowMs = Math.max(...Object.values(throttleRules).map((rule) => rule.windowMs));

/** Counts live in the database (auth_attempts) so every API process enforces the same limits. */
export class AuthThrottle {
  constructor(private readonly db: Database) {}

  /** Throws ERR_RATE_LIMITED once the e-mail or the IP has used up the action's allowance. */
  async assertAllowed(action: AuthAttemptAction, key: { email?: string; ip: string }) {
    const rule = throttleRules[action];
    const { email, ip } = key;
    const limited = await this.db.system.transaction(async (tx) => {
      if (email && rule.perEmail && (await countAttempts(tx, action, { email }, rule.windowMs)) >= rule.perEmail)
        return true;
      return (await countAttempts(tx, action, { ip }, rule.windowMs)) >= rule.perIp;
    });
    if (limited) throw new AppError('ERR_RATE_LIMITED');
  }

  async record(action: AuthAttemptAction, key: { email?: string; ip: string }) {
    await this.db.system.transaction(async (tx) => {
      await insertAttempt(tx, { action, email: key.email ?? null, ip: key.ip });
      await pruneAttemptsOlderThan(tx, longestWindowMs);
    });
  }
}
