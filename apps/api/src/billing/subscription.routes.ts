import { subscriptionAnswer, subscriptionBody } from '@chatdesk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../modules/invoices/require-admin';
import { requireAuth } from '../platform/auth/auth-context';
import type { BillingDeps } from './billing.deps';
import { checkout } from './use-cases/checkout';

/** POST /api/subscription (spec 2 §7): the checkout. Open on an expired subscription: it is how the company pays. */
export const subscriptionRoutes: FastifyPluginAsyncZod<BillingDeps> = async (app, deps) => {
  app.post(
    '/',
    {
      preHandler: [requireAuth, requireAdmin],
      config: { allowExpiredSubscription: true },
      schema: { tags: ['billing'], body: subscriptionBody, response: { 200: subscriptionAnswer } },
    },
    async (request) => checkout(deps, request.requireAuth().companyId, request.body),
  );
};
