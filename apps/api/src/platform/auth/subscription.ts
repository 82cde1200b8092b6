import { AppError } from '@chatdesk/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { companies } from '../../db/schema';
import type { Database } from '../db/database';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Opt-out of the subscription guard: auth, billing and settings reads must work for an expired company. */
    allowExpiredSubscription?: boolean;
  }
  interface FastifyInstance {
    /** Due-date cache; billing calls `forget(companyId)` after a renewal so the change applies at once here. */
    subscriptions: SubscriptionStatus;
  }
}

/** Spec 1 §1: company 1 is the platform operator's and never expires. */
export const neverExpiringCompanyId = 1;

export type SubscriptionState = { active: true } | { active: false; dueDate: string | null };

/**
 * Answers "may this company use the product now?" from a short-lived in-process cache of
 * due dates, so the check costs no query on most requests. Another process's renewal is
 * seen within `ttlMs`. A company without a due date has no billing and never expires.
 */
export class SubscriptionStatus {
  readonly #dueDates = new Map<number, { dueDate: Date | null | undefined; fetchedAt: number }>();

  constructor(
    private readonly db: Database,
    private readonly ttlMs = 60_000,
    private readonly now = () => Date.now(),
  ) {}

  async check(companyId: number): Promise<SubscriptionState> {
    if (companyId === neverExpiringCompanyId) return { active: true };
    const dueDate = await this.#dueDate(companyId);
    if (dueDate === null) return { active: true };
    // A vanished company (undefined) is treated as expired: fail closed.
    if (dueDate && dueDate.getTime() > this.now()) return { active: true };
    return { active: false, dueDate: dueDate ? dueDate.toISOString() : null };
  }

  forget(companyId: number) {
    this.#dueDates.delete(companyId);
  }

  async #dueDate(companyId: number): Promise<Date | null | undefined> {
    const cached = this.#dueDates.get(companyId);
    if (cached && this.now() - cached.fetchedAt < this.ttlMs) return cached.dueDate;
    const [row] = await this.db
      .tenant(companyId)
      .transaction((tx) =>
        tx.select({ dueDate: companies.dueDate }).from(companies).where(eq(companies.id, companyId)),
      );
    const dueDate = row ? row.dueDate : undefined;
    this.#dueDates.set(companyId, { dueDate, fetchedAt: this.now() });
    return dueDate;
  }
}

/** preHandler: refuses an authenticated caller whose company's subscription has expired. */
export async function requireActiveSubscription(request: FastifyRequest) {
  const { companyId } = request.requireAuth();
  const state = await request.server.subscriptions.check(companyId);
  if (!state.active) throw new AppError('ERR_SUBSCRIPTION_EXPIRED', { details: { dueDate: state.dueDate } });
}

/** Platform routes any client calls with its token, whatever the subscription (the version label, health probes). */
const platformRoutes = new Set(['/api/health', '/api/version']);

/**
 * Fail-closed guard for every authenticated request: a route is subscription-checked unless
 * it opts out with `config: { allowExpiredSubscription: true }`, or its whole plugin calls
 * `allowExpiredSubscription(app)`. Requests without a caller pass (their own guard answers).
 */
export const subscriptionGuardPlugin = fp(
  async (app: FastifyInstance, options: { subscriptions: SubscriptionStatus }) => {
    app.decorate('subscriptions', options.subscriptions);
    app.addHook('preHandler', async (request) => {
      if (!request.auth || request.routeOptions.config?.allowExpiredSubscription) return;
      if (request.routeOptions.url && platformRoutes.has(request.routeOptions.url)) return;
      await requireActiveSubscription(request);
    });
  },
  { name: 'subscription-guard', dependencies: ['auth-context'] },
);

/** Opts every route registered afterwards in this plugin (and its children) out of the guard. */
export function allowExpiredSubscription(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, allowExpiredSubscription: true };
  });
}
