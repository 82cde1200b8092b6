import { AppError } from '@chatdesk/contracts';
import type { LoginThrottleScope } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import {
  type CounterKey,
  deleteCountersOfEmail,
  pruneEndedWindows,
  releaseSlots,
  takeSlots,
} from './login-throttle.repository';

/**
 * Login attempts allowed per fixed window. The (e-mail, IP) pair is the tight limit, so wrong
 * passwords from one place cannot lock the account out of every other place; the e-mail across
 * all IPs is a slower backstop against guesses spread over many addresses; the IP across e-mails
 * limits password spraying (looser: offices share one address).
 */
export const loginLimits: Record<LoginThrottleScope, { limit: number; windowSeconds: number }> = {
  pair: { limit: 5, windowSeconds: 15 * 60 },
  account: { limit: 100, windowSeconds: 60 * 60 },
  ip: { limit: 20, windowSeconds: 15 * 60 },
};

/** Always in this order (pair, account, ip): see takeSlots. */
const countersOf = (email: string, ip: string) => ({
  pair: { scope: 'pair', email, ip } satisfies CounterKey,
  account: { scope: 'account', email, ip: '' } satisfies CounterKey,
  ip: { scope: 'ip', email: '', ip } satisfies CounterKey,
});

/**
 * Counts live in PostgreSQL (login_throttle) so every API process enforces the same limits. An
 * attempt reserves its slot before the password is verified; a login that succeeds gives the
 * slot back and clears its pair, so only failures (and refused attempts) stay counted.
 */
export class LoginThrottle {
  constructor(private readonly db: Database) {}

  /** Takes the attempt's slots; ERR_RATE_LIMITED (nothing is verified) once any counter is past its limit. */
  async reserve(email: string, ip: string) {
    const counters = Object.values(countersOf(email, ip)).map((key) => ({
      ...key,
      windowSeconds: loginLimits[key.scope].windowSeconds,
    }));
    const counts = await this.db.system.transaction(async (tx) => {
      const taken = await takeSlots(tx, counters);
      await pruneEndedWindows(tx);
      return taken;
    });
    if (counts.some((count) => count.hits > loginLimits[count.scope].limit)) throw new AppError('ERR_RATE_LIMITED');
  }

  /** The password was right: the pair's failures are forgiven and this attempt does not count. */
  async succeeded(email: string, ip: string) {
    const keys = countersOf(email, ip);
    await this.db.system.transaction((tx) => releaseSlots(tx, keys.pair, [keys.account, keys.ip]));
  }

  /** A password reset forgives the e-mail's failures from every IP (not the IPs' own counts). */
  async forgive(email: string) {
    await this.db.system.transaction((tx) => deleteCountersOfEmail(tx, email));
  }
}
